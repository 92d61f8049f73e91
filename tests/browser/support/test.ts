import { test as playwrightTest } from "@playwright/test";

export { expect } from "@playwright/test";

/**
 * The browser tests' `test`: Playwright's, with the context state its reuse does not reset put back after each test.
 *
 * Each worker's tests run in one browser context that Playwright resets between them (`reuseContext` in
 * playwright.config.ts, decision 0094): it clears the cookies, the HTTP cache, every visited origin's storage
 * (local, session, IndexedDB), closes the other pages and removes routes, init scripts, bindings and the clock. What
 * it leaves, a test's permissions, geolocation, offline state and extra headers, this fixture resets, so the next
 * test starts as a guest who has granted nothing. tests/browser/isolation.spec.ts checks all of it.
 */
export const test = playwrightTest.extend<{ contextLeftAsFound: void }>({
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
});
