import type { BrowserContext } from "@playwright/test";
import { expect, test } from "./support/test";
import { venueUrl } from "./support/venue-url";

/** The browser's own id of a context (a new client object wraps a reused one). */
const contextId = (context: BrowserContext): string => (context as unknown as { _guid: string })._guid;

/**
 * A worker's tests share one browser context (decision 0094). The first test here leaves behind every kind of state a
 * test can leave; the second, the next test of the same worker in the same context, must find none of it. Without
 * Playwright's reset or without tests/browser/support/test.ts's fixture, a line of the second test fails.
 */
test.describe("one browser context per worker, reset between tests (decision 0094)", () => {
  test.describe.configure({ mode: "serial" });

  const PROBE = venueUrl("demo", "/isolation-probe");
  let firstContext: string | undefined;
  let permissionInAFreshContext: string;

  test("a test leaves storage, cookies, a clock, routes, init scripts, a binding, a permission, headers and the network off", async ({ browser, context, page }) => {
    firstContext = contextId(context);
    const fresh = await browser.newContext();
    const freshPage = await fresh.newPage();
    await freshPage.route(PROBE, (route) => route.fulfill({ contentType: "text/html", body: "<p>probe</p>" }));
    await freshPage.goto(PROBE);
    permissionInAFreshContext = await freshPage.evaluate(async () => (await navigator.permissions.query({ name: "geolocation" })).state);
    await fresh.close();

    await page.route(PROBE, (route) => route.fulfill({ contentType: "text/html", body: "<p>routed by the last test</p>" }));
    await context.route("**/isolation-context-probe", (route) => route.fulfill({ body: "routed by the last test" }));
    await page.addInitScript(() => Object.assign(window, { leftByThePage: true }));
    await context.addInitScript(() => Object.assign(window, { leftByTheContext: true }));
    await page.exposeBinding("leftBinding", () => "left");
    await page.clock.setFixedTime(new Date("2020-01-01T12:00:00Z"));
    await context.grantPermissions(["geolocation"], { origin: new URL(PROBE).origin });
    await context.setGeolocation({ latitude: 25.2048, longitude: 55.2708 });
    await context.setExtraHTTPHeaders({ "x-left-by-the-last-test": "yes" });
    await page.goto(PROBE);
    await page.evaluate(async () => {
      localStorage.setItem("carta.isolation", "left");
      sessionStorage.setItem("carta.isolation", "left");
      document.cookie = "carta_isolation=left; max-age=3600";
      await new Promise((resolve, reject) => {
        const request = indexedDB.open("carta-isolation");
        request.onsuccess = () => resolve(request.result.close());
        request.onerror = () => reject(request.error);
      });
    });
    // What the next test must not see is really there.
    expect(
      await page.evaluate(async () => ({
        page: "leftByThePage" in window,
        context: "leftByTheContext" in window,
        binding: "leftBinding" in window,
        year: new Date().getUTCFullYear(),
        permission: (await navigator.permissions.query({ name: "geolocation" })).state,
        local: localStorage.getItem("carta.isolation"),
        databases: (await indexedDB.databases()).map((database) => database.name),
      })),
    ).toEqual({ page: true, context: true, binding: true, year: 2020, permission: "granted", local: "left", databases: ["carta-isolation"] });
    expect(await context.cookies()).toHaveLength(1);
    await context.setOffline(true);
  });

  test("the next test in the same context finds none of it", async ({ context, page }) => {
    expect(contextId(context), "the worker's context is reused: without that this test proves nothing").toBe(firstContext);
    let probeHeaders: Record<string, string> = {};
    await page.route("**/isolation-header-probe", async (route) => {
      probeHeaders = await route.request().allHeaders();
      await route.fulfill({ body: "seen" });
    });
    await page.goto(PROBE);
    const found = await page.evaluate(async () => ({
      page: "leftByThePage" in window,
      context: "leftByTheContext" in window,
      binding: "leftBinding" in window,
      now: Date.now(),
      permission: (await navigator.permissions.query({ name: "geolocation" })).state,
      local: localStorage.getItem("carta.isolation"),
      session: sessionStorage.getItem("carta.isolation"),
      cookie: document.cookie.includes("carta_isolation"),
      databases: (await indexedDB.databases()).map((database) => database.name),
      online: navigator.onLine,
      probe: await (await fetch("/isolation-probe")).text(),
      contextProbe: (await fetch("/isolation-context-probe")).headers.get("content-type"),
      headerProbe: await (await fetch("/isolation-header-probe")).text(),
    }));
    expect(found).toMatchObject({
      page: false,
      context: false,
      binding: false,
      permission: permissionInAFreshContext,
      local: null,
      session: null,
      cookie: false,
      online: true,
      headerProbe: "seen",
    });
    expect(Math.abs(found.now - Date.now()), "the page's clock is the real one").toBeLessThan(60_000);
    // Granted again, the position is not the one the last test set.
    await context.grantPermissions(["geolocation"], { origin: new URL(PROBE).origin });
    const position = await page.evaluate(
      () =>
        new Promise<string>((resolve) =>
          navigator.geolocation.getCurrentPosition(
            (at) => resolve(`${at.coords.latitude},${at.coords.longitude}`),
            (error) => resolve(`error ${error.code}`),
            { timeout: 2_000 },
          ),
        ),
    );
    expect(position).not.toBe("25.2048,55.2708");
    // The app writes its own keys and may open its own databases; the last test's are gone.
    expect(found.databases).not.toContain("carta-isolation");
    // The server answers both probes (with the app's page), not the last test's routes.
    expect(found.probe).not.toContain("routed by the last test");
    expect(found.contextProbe).toContain("text/html");
    expect(probeHeaders["x-left-by-the-last-test"]).toBeUndefined();
    expect(await context.cookies()).toEqual([]);
  });
});
