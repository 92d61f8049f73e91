import { benchChromiumPath, chromiumPath } from "../../scripts/lib/ensure-chromium.mjs";

/**
 * Debian's Chromium and the flags it needs on these machines (Playwright's own browser download is not
 * reachable; without the background-networking flags Chromium keeps dialling hosts it cannot reach).
 *
 * Two builds of it (decision 0080):
 * - the browser tests drive Debian's `chromium-headless-shell`, the headless build without the browser's
 *   interface, as Playwright's own headless runs do: the same Blink and V8, and about a third less time for the
 *   suite on these 2-core machines. A test that needs what only the full browser has (Background Sync) is
 *   tagged `@full-browser` and runs in it;
 * - the benchmarks and Lighthouse drive the full `chromium` in its new headless mode, the browser a guest has,
 *   since they report timings.
 * The paths themselves are scripts/lib/ensure-chromium.mjs's, which installs what they name.
 */

/** The browser tests' Chromium: `CHROMIUM_PATH`, else Debian's headless shell (the paths npm test installs). */
export const TEST_CHROMIUM_EXECUTABLE = chromiumPath();

/** The full Chromium of the benchmarks, Lighthouse and the `@full-browser` tests: `BENCH_CHROMIUM_PATH`, else Debian's. */
export const CHROMIUM_EXECUTABLE = benchChromiumPath();

/** The tag of the browser tests that run in the full Chromium (playwright.config.ts's projects). */
export const FULL_BROWSER_TAG = /@full-browser/;

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // The full Chromium's headless mode still builds the desktop's tab strip and address bar, and on a new tab it often
  // loaded the address bar's suggestion popup, a web page of its own (chrome://omnibox-popup.top-chrome), in a renderer
  // of its own: about 2 CPU-s while the measured page loaded, on these 2-core machines, which a guest's phone never
  // spends. Its native popup costs nothing until shown (docs/performance.md, 29 November 2026).
  "--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup",
];

/**
 * The flags with every `--disable-features=` list made one: Chromium reads only the last of a repeated switch, so a
 * launcher's own list (chrome-launcher's) placed before ours would otherwise be lost, or ours after it.
 */
export function withFeatureListsMerged(flags: readonly string[]): string[] {
  const prefix = "--disable-features=";
  const disabled = flags.filter((flag) => flag.startsWith(prefix)).flatMap((flag) => flag.slice(prefix.length).split(","));
  const others = flags.filter((flag) => !flag.startsWith(prefix));
  return disabled.length === 0 ? others : [...others, `${prefix}${[...new Set(disabled)].join(",")}`];
}

/**
 * The browser tests' flags: the shared ones, and
 * - V8 without its optimising compilers (Maglev, TurboFan). A test's page lives a few seconds, too short for optimised
 *   code to pay for its compilation, which ran beside the test on the second core (with the tests' reduced motion,
 *   8–13 % of the suite's processor time; decision 0093). Interpreted and baseline code behave the same;
 * - one renderer process per site, without the desktop's strict site isolation (as on most Android phones), so a
 *   worker's reused context (playwright.config.ts) keeps its renderer from one test to the next. Under strict isolation
 *   the reset's navigation to about:blank and back started a new process every test (decision 0094).
 * - a limit of one renderer process, so that a page of a new site goes into the renderer the worker's context has
 *   (decision 0097): the tests visit many venues' hosts, each a site of its own, and a test on another host than the
 *   one before started a renderer again (about 0.9 CPU-s), 168 of them in a whole run. A process serves one browser
 *   context, so a test's own contexts (the other guests) still get theirs.
 * The benchmarks and Lighthouse keep the guest's Chromium as it comes.
 */
export const BROWSER_TEST_ARGS = [
  ...CHROMIUM_ARGS,
  "--js-flags=--no-maglev --no-turbofan",
  "--disable-site-isolation-trials",
  "--process-per-site",
  "--renderer-process-limit=1",
];
