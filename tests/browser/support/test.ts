import { test as playwrightTest, type Request } from "@playwright/test";

export { expect } from "@playwright/test";

/** How many of a page's console errors and warnings a failure's clues keep: the last ones. */
const CLUES_KEPT = 20;

/**
 * The browser tests' `test`: Playwright's, with the context state its reuse does not reset put back after each test,
 * and a failed test's clues.
 *
 * Each worker's tests run in one browser context that Playwright resets between them (`reuseContext` in
 * playwright.config.ts, decision 0094): it clears the cookies, the HTTP cache, every visited origin's storage
 * (local, session, IndexedDB), closes the other pages and removes routes, init scripts, bindings and the clock. What
 * it leaves, a test's permissions, geolocation, offline state and extra headers, `contextLeftAsFound` resets, so the
 * next test starts as a guest who has granted nothing. tests/browser/isolation.spec.ts checks all of it.
 *
 * A trace for every test costs a sixth of the suite (decision 0081), so a failure that shows once in many runs has
 * only its screenshot and error. `failureClues` adds, to a failed test's report and the log, where the page was, the
 * requests it was still waiting for and its last console errors and uncaught exceptions: whether a click went
 * nowhere, a navigation waited on the network, or the app threw.
 */
export const test = playwrightTest.extend<{ contextLeftAsFound: void; failureClues: void }>({
  contextLeftAsFound: [
    async ({ context }, use) => {
      await use();
      await context.clearPermissions();
      await context.setGeolocation(null);
      await context.setOffline(false);
      await context.setExtraHTTPHeaders({});
    },
    { auto: true },
  ],
  failureClues: [
    async ({ page }, use, testInfo) => {
      const started = Date.now();
      /** A moment as the test's own time, as its error and the list reporter give it. */
      const now = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
      const inFlight = new Map<Request, string>();
      const problems: string[] = [];
      const onRequest = (request: Request) => inFlight.set(request, now());
      const onSettled = (request: Request) => inFlight.delete(request);
      const onConsole = (message: { type(): string; text(): string }) => {
        if (message.type() === "error" || message.type() === "warning") problems.push(`at ${now()}, console ${message.type()}: ${message.text().slice(0, 300)}`);
      };
      const onPageError = (error: Error) => problems.push(`at ${now()}, uncaught: ${error.message.slice(0, 300)}`);
      page.on("request", onRequest);
      page.on("requestfinished", onSettled);
      page.on("requestfailed", onSettled);
      page.on("console", onConsole);
      page.on("pageerror", onPageError);
      await use();
      page.off("request", onRequest);
      page.off("requestfinished", onSettled);
      page.off("requestfailed", onSettled);
      page.off("console", onConsole);
      page.off("pageerror", onPageError);
      if (testInfo.status === testInfo.expectedStatus) return;
      const clues = [
        `at ${now()}, the page: ${page.isClosed() ? "(closed)" : page.url()}`,
        ...(inFlight.size === 0 ? ["no request in flight"] : [...inFlight].map(([request, at]) => `asked at ${at}, still in flight: ${request.method()} ${request.url()}`)),
        ...problems.slice(-CLUES_KEPT),
      ];
      await testInfo.attach("failure clues", { body: clues.join("\n"), contentType: "text/plain" });
    },
    { auto: true },
  ],
});
