import http from "node:http";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { saveScreenshot, venueUrl } from "./support/venue-url";
import { expectNoAxeViolations } from "./support/axe";
import { openAt } from "./support/browse";

test.describe("boot: the license states of the spec", () => {
  test("the demo venue's host shows its name, and Open Menu leads to its categories", async ({ page }) => {
    await page.goto(venueUrl("localhost"));
    // The demo's on-load promotion pops up over the landing screen first (ordering spec, onboarding).
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Olive & Ember" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await saveScreenshot(page, "boot-landing-en");
    await page.getByRole("link", { name: "Open Menu" }).click();
    await expect(page).toHaveURL(/\/home$/);
    const categories = page.getByRole("list", { name: "Categories" }).getByRole("link");
    await expect(categories.first()).toBeVisible();
    expect(await categories.count()).toBeGreaterThanOrEqual(5);
    await saveScreenshot(page, "boot-home-en");
  });

  test("a first visit asks for the license, the languages and the menu once each, all three at once, before the app's code runs", async ({ page }) => {
    const calls = bootCalls(page);
    // The license's answer is held until the menu has been asked for: the document named the venue and its language
    // (server/routes/first-screen-hints.ts), so the page did not wait for one answer to make the next call.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/en/menus/custom-domain/**", async (route) => {
      await held;
      await route.continue();
    });
    const menuAsked = page.waitForRequest((request) => new URL(request.url()).pathname === "/en/api/menu/demo/");
    await page.goto(venueUrl("demo"), { waitUntil: "commit" });
    await menuAsked;
    release();
    await expect(page.locator('meta[name="carta-license"]')).toHaveAttribute("content", "demo");
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Olive & Ember" })).toBeVisible();
    expect(calls.sort()).toEqual(["/en/api/menu/demo/", "/en/api/menu_language/demo/", "/en/menus/custom-domain/demo.localhost/"]);
    // The page's own early lines made them: the app took their answers instead of asking again.
    expect(await page.evaluate(() => Object.values(window.__cartaEarly ?? {}).every((answer) => answer === undefined))).toBe(true);
  });

  test("a document that names no venue (another backend's) still boots: each answer names the next call", async ({ page }) => {
    const calls = bootCalls(page);
    await page.route(venueUrl("demo"), async (route) => {
      const document = await documentAt(new URL(route.request().url()));
      await route.fulfill({ contentType: "text/html", body: document.replace(/<meta name="carta-(license|language)"[^>]*>/g, "") });
    });
    await page.goto(venueUrl("demo"));
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Olive & Ember" })).toBeVisible();
    expect(calls).toEqual(["/en/menus/custom-domain/demo.localhost/", "/en/api/menu_language/demo/", "/en/api/menu/demo/"]);
    expect(await page.evaluate(() => Object.values(window.__cartaEarly ?? {}).every((answer) => answer === undefined))).toBe(true);
  });

  test("the venue's manifest, home-screen icon and launch image are linked, and each is served", async ({ page }) => {
    await page.goto(venueUrl("demo"));
    await expect(page.getByRole("link", { name: "Open Menu" })).toBeVisible();
    for (const [rel, type] of [["manifest", "json"], ["icon", "image/png"], ["apple-touch-icon", "image/png"], ["apple-touch-startup-image", "image/png"]] as const) {
      const href = await page.locator(`head link[rel="${rel}"]`).getAttribute("href");
      expect(href, rel).toBeTruthy();
      const served = await page.evaluate(async (url) => {
        const response = await fetch(url);
        return { status: response.status, type: response.headers.get("content-type") ?? "" };
      }, href!);
      expect(served.status, rel).toBe(200);
      expect(served.type, rel).toContain(type);
    }
  });

  test("the venue's theme colours apply", async ({ page }) => {
    await page.goto(venueUrl("demo"));
    await expect(page.getByRole("link", { name: "Open Menu" })).toBeVisible();
    const background = await page.getByRole("link", { name: "Open Menu" }).evaluate((el) => getComputedStyle(el).backgroundColor);
    // The default theme's primary is rgb(31, 95, 74); the demo venue brings its own.
    expect(background).not.toBe("rgb(31, 95, 74)");
    expect(background).not.toBe("rgba(0, 0, 0, 0)");
  });

  test("an unknown host (license 'none') shows the vendor welcome page: no menu here, book a demo, contact", async ({ page }) => {
    await page.goto(venueUrl("nobody-here"));
    await expect(page.getByRole("heading", { name: "Menu not found" })).toBeVisible();
    await expect(page.getByRole("img", { name: "Carta" })).toBeVisible();
    await expect(page.getByTestId("book-demo")).toContainText("Book a demo");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("heading", { name: "Contact us" })).toBeVisible();
    await expect(page.locator(".boot-splash")).toHaveCount(0);
    await expect(footer.getByRole("link", { name: "hello@carta.example" })).toHaveAttribute("href", "mailto:hello@carta.example");
    await expect(footer.getByRole("link", { name: "Instagram" })).toHaveAttribute("href", /^https:\/\//);
    // The demo card sits between the message and the footer.
    const [message, demo, contact] = [await page.getByRole("heading", { name: "Menu not found" }).boundingBox(), await page.getByTestId("book-demo").boundingBox(), await footer.boundingBox()];
    expect(message!.y).toBeLessThan(demo!.y);
    expect(demo!.y + demo!.height).toBeLessThanOrEqual(contact!.y);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "boot-not-found");
  });

  test("an INACTIVE venue shows the venue error screen", async ({ page }) => {
    await page.goto(venueUrl("closedshop"));
    await expect(page.getByRole("alert")).toContainText(
      "Looks like there's an issue with your account. Please contact the product's support team to resolve this error.",
    );
    await expect(page.getByRole("heading", { name: "Error" })).toBeVisible();
    // The document's splash went with the error screen's first frame (screens/app/boot-gate.tsx).
    await expect(page.locator(".boot-splash")).toHaveCount(0);
    await saveScreenshot(page, "boot-venue-error");
  });

  test("a venue in Arabic renders right to left (and skips onboarding when it asks to)", async ({ page }) => {
    await page.goto(venueUrl("arabi"));
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.getByRole("heading", { level: 1, name: "مطبخ الحارة" })).toBeVisible();
    await expect(page.getByRole("list", { name: "الفئات" }).getByRole("link", { name: "المقبلات" })).toBeVisible();
    const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
    // Right to left: the title starts at the right edge of the phone.
    expect(heading!.x + heading!.width).toBeGreaterThan(300);
    await saveScreenshot(page, "boot-home-ar");
  });

  test("before the app's code arrives, the page names the venue, in its language and direction", async ({ page }) => {
    // The code never comes: what shows is the server's document alone, as on a slow network's first seconds.
    await page.route("**/assets/*.js", (route) => route.abort());
    const fontSize = (element: Element) => parseFloat(getComputedStyle(element).fontSize);
    const splashNameSizes: number[] = [];
    for (const [license, name, language, dir, loading] of [
      ["demo", "Olive & Ember", "en", "ltr", "Loading"],
      ["arabi", "مطبخ الحارة", "ar", "rtl", "جارٍ التحميل"],
    ] as const) {
      await page.goto(venueUrl(license, "/home"));
      await expect(page).toHaveTitle(name);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.locator("html")).toHaveAttribute("dir", dir);
      const splash = page.getByRole("status", { name: loading });
      await expect(splash).toHaveText(name);
      // The name above the spinner, both in the middle of the phone.
      const [text, spinner] = await Promise.all([splash.getByText(name).boundingBox(), splash.locator("svg").boundingBox()]);
      expect(text!.y + text!.height).toBeLessThanOrEqual(spinner!.y);
      for (const box of [text!, spinner!]) expect(Math.abs(box.x + box.width / 2 - 195)).toBeLessThan(2);
      splashNameSizes.push(await splash.getByText(name).evaluate(fontSize));
      await saveScreenshot(page, `boot-splash-${language}`);
    }
    // The name is as large as the landing will draw it, so what the guest reads first is not a smaller version of it.
    await page.unroute("**/assets/*.js");
    await page.goto(venueUrl("demo", "/"));
    const landingNameSize = await page.getByRole("heading", { level: 1, name: "Olive & Ember" }).evaluate(fontSize);
    for (const size of splashNameSizes) expect(size).toBeGreaterThanOrEqual(landingNameSize);
  });

  test("the venue's name stays on screen until the first screen replaces it, with no loader between", async ({ page }) => {
    // Every state the page shows, as text, from the document's first one on (React used to clear the document's
    // splash for its own loader: "Loading" alone, without the name, for as long as the menu took).
    await page.addInitScript(() => {
      const states: string[] = [];
      Object.assign(window, { bootStates: states });
      new MutationObserver(() => {
        const text = (document.body?.innerText ?? "").replace(/\s+/g, " ").trim();
        if (text !== "" && states[states.length - 1] !== text) states.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    // A slow menu: the app's code is in and waits for it, as on a phone's network.
    await page.route("**/api/menu/demo/", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await openAt(page, "demo", "/home");
    await expect(page.getByRole("list", { name: "Categories" }).getByRole("link").first()).toBeVisible();
    await expect(page.getByRole("status", { name: "Loading" })).toHaveCount(0);
    const states = await page.evaluate(() => (window as unknown as { bootStates: string[] }).bootStates);
    expect(states[0]).toBe("Olive & Ember");
    for (const state of states) expect(state).toContain("Olive & Ember");
  });

  test("the service worker registers, and starts precaching, only seconds after the first screen is drawn", async ({ browser }) => {
    // The worker's first install downloads every chunk of the app: beside the start-up, it took a core from the code
    // that draws the first screen (screens/app/register-service-worker.ts).
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: "allow" });
    try {
      const page = await context.newPage();
      await page.addInitScript(() => {
        const times: { splashGone?: number; registered?: number } = {};
        Object.assign(window, { serviceWorkerTimes: times });
        const register = ServiceWorkerContainer.prototype.register;
        ServiceWorkerContainer.prototype.register = function (this: ServiceWorkerContainer, ...args: Parameters<typeof register>) {
          times.registered ??= performance.now();
          return register.apply(this, args);
        };
        let splashSeen = false;
        new MutationObserver(() => {
          const splash = document.querySelector("#root > .boot-splash");
          if (splash) splashSeen = true;
          else if (splashSeen) times.splashGone ??= performance.now();
        }).observe(document, { subtree: true, childList: true });
      });
      await openAt(page, "demo", "/home");
      await expect(page.getByRole("list", { name: "Categories" }).getByRole("link").first()).toBeVisible();
      const times = () => page.evaluate(() => (window as unknown as { serviceWorkerTimes: { splashGone?: number; registered?: number } }).serviceWorkerTimes);
      await expect.poll(async () => (await times()).registered, { message: "the worker registers", timeout: 15_000 }).toBeDefined();
      const { splashGone, registered } = await times();
      // Installed, it serves the app offline: tests/browser/offline-order.spec.ts's Background Sync test.
      expect(registered! - splashGone!).toBeGreaterThanOrEqual(3_000);
    } finally {
      await context.close();
    }
  });

  test("switching the demo venue to Arabic reloads the menu right to left", async ({ page }) => {
    await page.goto(venueUrl("demo"));
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    await page.getByLabel("Language").selectOption("ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("link", { name: "افتح القائمة" })).toBeVisible();
    await saveScreenshot(page, "boot-landing-demo-ar");
  });
});

test.describe("a screen draws in one go (decision 0032)", () => {
  /** Counts the block placeholders ever put on the page, from its first byte. */
  async function countPlaceholders(page: Page): Promise<void> {
    await page.addInitScript(() => {
      (window as unknown as { placeholders: number }).placeholders = 0;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof Element && (node.matches("[data-block-placeholder]") || node.querySelector("[data-block-placeholder]")))
              (window as unknown as { placeholders: number }).placeholders++;
      }).observe(document, { childList: true, subtree: true });
    });
  }
  const placeholders = (page: Page) => page.evaluate(() => (window as unknown as { placeholders: number }).placeholders);

  /**
   * Records every `Intl` object the page makes and every locale-aware call that makes one inside. A page's first
   * costs 100–200 ms at 4× CPU slowdown whatever its kind (docs/performance.md): a screen makes none it does not show.
   */
  async function recordIntl(page: Page): Promise<void> {
    await page.addInitScript(() => {
      const made: string[] = ((window as unknown as { intlMade: string[] }).intlMade = []);
      const intl = Intl as unknown as Record<string, unknown>;
      for (const name of ["NumberFormat", "DateTimeFormat", "Collator", "Segmenter", "RelativeTimeFormat", "ListFormat", "DisplayNames"]) {
        const original = intl[name] as (new (...args: unknown[]) => object) & { supportedLocalesOf(...args: unknown[]): string[] };
        const counted = new Proxy(original, {
          construct: (target, args) => (made.push(name), Reflect.construct(target, args)),
          apply: (target, self, args) => (made.push(name), Reflect.apply(target as unknown as (...a: unknown[]) => unknown, self, args)),
        });
        counted.supportedLocalesOf = (...args: unknown[]) => (made.push(`${name}.supportedLocalesOf`), original.supportedLocalesOf(...args));
        intl[name] = counted;
      }
      const prototypes: [object, string, string][] = [[Number.prototype, "toLocaleString", "Number"], [Date.prototype, "toLocaleString", "Date"], [Date.prototype, "toLocaleDateString", "Date"], [Date.prototype, "toLocaleTimeString", "Date"], [String.prototype, "localeCompare", "String"]];
      for (const [prototype, method, owner] of prototypes) {
        const original = (prototype as Record<string, (...args: unknown[]) => unknown>)[method]!;
        (prototype as Record<string, unknown>)[method] = function (this: unknown, ...args: unknown[]) {
          made.push(`${owner}.${method}`);
          return original.apply(this, args);
        };
      }
    });
  }

  const entries = [
    { path: "/", heading: "Olive & Ember" },
    { path: "/category/3", heading: "Mezze" },
    { path: "/product/101", heading: "Shakshuka" },
    { path: "/search", heading: "Search" },
  ];
  for (const { path, heading } of entries) {
    test(`${path} on a first visit shows its screen without a placeholder first, fetching each of its files once`, async ({ page }) => {
      await countPlaceholders(page);
      await recordIntl(page);
      const fetched: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).pathname.startsWith("/assets/")) fetched.push(new URL(request.url()).pathname);
      });
      // Noon in Dubai: the demo venue is open, so the landing has no "we open at …" to write.
      await openAt(page, "demo", path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      expect(await placeholders(page)).toBe(0);
      // A preload the page cannot use (another credentials mode) downloads its file a second time.
      expect(fetched.filter((file, at) => fetched.indexOf(file) !== at), "files fetched twice").toEqual([]);
      // The open landing shows no amount and no date: no Intl object (the first costs 100–200 ms at 4× CPU slowdown).
      if (path === "/") expect(await page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade)).toEqual([]);
    });
  }

  test("opening a category keeps /home until the category can draw", async ({ page }) => {
    await countPlaceholders(page);
    await recordIntl(page);
    await openAt(page, "demo", "/home");
    // /home shows no amount and no date either: the cart's count in the header is written without Intl.
    await expect(page.getByRole("list", { name: "Categories" }).getByRole("link", { name: "Mezze" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade)).toEqual([]);
    await page.getByRole("list", { name: "Categories" }).getByRole("link", { name: "Mezze" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Mezze" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Cold Mezze" })).toBeVisible();
    expect(await placeholders(page)).toBe(0);
  });
});

test.describe("start-up where a DevTools client listens (decision 0092)", () => {
  test("React DOM makes its errors without stacks, and the app's errors have stacks again once it runs", async ({ page }) => {
    // Records every error the page makes, and whether V8 would record its stack then (Playwright listens as
    // Lighthouse and DevTools do, and V8 then records the stack of each error as it is made).
    await page.addInitScript(() => {
      const made: { message: string; stackRecorded: boolean }[] = ((window as unknown as { errorsMade: typeof made }).errorsMade = []);
      const note = (target: ErrorConstructor, args: unknown[]) =>
        made.push({ message: String(args[0]), stackRecorded: Object.getOwnPropertyDescriptor(target, "stackTraceLimit") !== undefined });
      window.Error = new Proxy(Error, {
        construct: (target, args, newTarget) => (note(target, args), Reflect.construct(target, args, newTarget) as Error),
        apply: (target, self, args) => (note(target, args), Reflect.apply(target, self, args) as Error),
      });
    });
    await openAt(page, "demo", "/home");
    await expect(page.getByRole("list", { name: "Categories" }).getByRole("link", { name: "Mezze" })).toBeVisible();
    const { made, limit, stack } = await page.evaluate(() => ({
      made: (window as unknown as { errorsMade: { message: string; stackRecorded: boolean }[] }).errorsMade,
      limit: Error.stackTraceLimit,
      stack: new Error("made by the app").stack ?? "",
    }));
    // Suspense's markers, made as React DOM is evaluated: each would have cost a parse of the whole entry chunk.
    const markers = made.filter((error) => /Minified React error #(460|474|542)\b/.test(error.message));
    expect(markers.map((error) => /#\d+/.exec(error.message)![0])).toEqual(["#460", "#474", "#542"]);
    expect(markers.filter((error) => error.stackRecorded)).toEqual([]);
    expect(limit).toBe(10);
    expect(stack).toContain("made by the app\n    at ");
  });
});

/** The boot calls' paths (license, languages, menu), in the order the page sends them. */
function bootCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (/\/(menus\/custom-domain|api\/menu_language|api\/menu)\//.test(path)) calls.push(path);
  });
  return calls;
}

/** The server's document at `url`, asked for on 127.0.0.1 with the venue's host (Node does not resolve *.localhost). */
function documentAt(url: URL): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port: url.port, path: url.pathname, headers: { host: url.host } }, (response) => {
        let text = "";
        response.setEncoding("utf8").on("data", (chunk: string) => (text += chunk)).on("end", () => resolve(text));
      })
      .on("error", reject);
  });
}
