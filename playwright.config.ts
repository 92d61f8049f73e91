import { defineConfig } from "@playwright/test";
import { BROWSER_TEST_ARGS, CHROMIUM_EXECUTABLE, FULL_BROWSER_TAG, TEST_CHROMIUM_EXECUTABLE } from "./tests/support/chromium";

/**
 * Browser tests run Debian's Chromium (Playwright's own download is not reachable here) against the built
 * app served by the reference server on a free port with a fresh database (tests/browser/support/global-setup.ts).
 * Its headless shell runs them, about a third faster; a test tagged `@full-browser` needs what only the full
 * browser has (Background Sync) and runs in it (decision 0080).
 */
export default defineConfig({
  testDir: "tests/browser",
  testMatch: "**/*.spec.ts",
  globalSetup: "./tests/browser/support/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  outputDir: "test-results/playwright",
  use: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    hasTouch: true,
    isMobile: true,
    locale: "en-US",
    serviceWorkers: "block",
    // The guest who asks for reduced motion (themes/global.css.ts): no fades or slides to wait out before a
    // click, a screenshot or axe. tests/browser/shell.spec.ts opens the drawer with its motion (decision 0093).
    reducedMotion: "reduce",
    // Each worker's tests share one browser context, reset between them, and so one warm renderer process: a new
    // context's page paid about 0.9 CPU-s for a renderer process of its own (decision 0094). What the reset leaves, the
    // tests' `test` puts back (tests/browser/support/test.ts); tests/browser/isolation.spec.ts checks both. A test
    // that changes a context option other than the emulation ones (its locale, say) still gets a context of its own.
    reuseContext: true,
    // No trace by default: recording one for every test, to keep a failure's, cost a sixth of the suite's time
    // (decision 0081). A failure keeps its screenshot and its clues (tests/browser/support/test.ts: the page's address,
    // the requests in flight, its console errors); `npx playwright test FILE --trace on` records a trace.
    trace: "off",
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "headless-shell", grepInvert: FULL_BROWSER_TAG, use: { launchOptions: { executablePath: TEST_CHROMIUM_EXECUTABLE, args: BROWSER_TEST_ARGS } } },
    { name: "full-browser", grep: FULL_BROWSER_TAG, use: { launchOptions: { executablePath: CHROMIUM_EXECUTABLE, args: BROWSER_TEST_ARGS } } },
  ],
});
