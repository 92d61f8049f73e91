import type { Page, Route } from "@playwright/test";
import { expect, test } from "./support/test";
import { DUBAI_NOON, openAt } from "./support/browse";
import { demoLine, seedCart } from "./support/cart";
import { saveScreenshot, venueUrl } from "./support/venue-url";

/**
 * Ordering while offline (decision 0055, issue 21): an order submitted without a connection waits in the outbox,
 * is sent once the connection returns, and the store holds one order for it however often it is sent.
 */

/** The demo venue's orders the staff sees, by the customer's name (each test orders under a name of its own). */
async function ordersNamed(name: string): Promise<{ uuid: string; customer_name: string }[]> {
  const response = await fetch(`http://127.0.0.1:${process.env["CARTA_TEST_PORT"]}/admin/api/orders/?license=demo`, {
    headers: { authorization: `Bearer ${process.env["CARTA_TEST_ADMIN_TOKEN"]}` },
  });
  const orders = (await response.json()) as { uuid: string; customer_name: string }[];
  return orders.filter((order) => order.customer_name === name);
}

/** A word of letters only (a name takes no digits) that no other test uses. */
const uniqueWord = () => [...crypto.randomUUID().replace(/-/g, "").slice(0, 8)].map((c) => String.fromCharCode(97 + (parseInt(c, 16) % 26))).join("");

/** A takeaway cart paid in cash, and a returning guest's details, so the checkout needs only the terms ticked. */
async function readyToOrder(page: Page, name: string, price = 30): Promise<void> {
  await seedCart(page, { products: [demoLine(133, "Tabbouleh", price, 2, 7)], orderType: "takeaway" });
  await page.addInitScript((customerName) => window.localStorage.setItem("carta.customer", JSON.stringify({ version: 2, customerName, customerEmail: "guest@example.com", customerPhone: "0501234567" })), name);
  await openAt(page, "demo", "/cart");
  await page.getByTestId("payment-type").getByText("Cash").click();
  await page.getByTestId("checkout-button").click();
  await page.getByTestId("checkout-form").getByRole("checkbox").check();
}

test.describe("ordering while offline: kept, sent once when back online", () => {
  test("submitted offline, the order waits with its lines and total, and lands as one order when the connection returns", async ({ page, context }) => {
    const name = `Offline ${uniqueWord()}`;
    await readyToOrder(page, name);
    await context.setOffline(true);
    await page.getByTestId("submit-order").click();

    await expect(page).toHaveURL(/\/outbox\/[0-9a-f-]{36}$/);
    const waiting = page.getByTestId("outbox");
    await expect(waiting.getByRole("heading", { name: "Waiting for a connection" })).toBeVisible();
    await expect(waiting).toContainText("Your order is kept on this phone and is sent as soon as you are back online.");
    await expect(waiting).toContainText("Tabbouleh");
    await expect(waiting.getByTestId("outbox-total")).toHaveText(/AED\s?65\.00/);
    await expect(waiting.getByRole("button", { name: "Cancel order" })).toBeVisible();
    await saveScreenshot(page, "outbox-waiting-en");
    expect(await ordersNamed(name)).toHaveLength(0);

    await context.setOffline(false);
    await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}$/);
    await expect(page.getByText("Order Success")).toBeVisible();
    const placed = await ordersNamed(name);
    expect(placed).toHaveLength(1);
    expect(page.url()).toContain(placed[0]!.uuid);
  });

  test("two tabs holding the same waiting order make one order, and both show it", async ({ page, context }) => {
    // Two tabs, each loading the app, and the write's own retries before the outbox: its own budget (decision 0046).
    test.setTimeout(60_000);
    const name = `Two tabs ${uniqueWord()}`;
    // The first tab's sends leave but no answer comes back: the order may have reached the venue, so it cannot be
    // cancelled. Its first send from the waiting screen is held, as a slow network would, and holds the entry's lock.
    let held: Route | undefined;
    const heldArrived = new Promise<void>((arrived) =>
      void page.route("**/api/order/", (route) => {
        if (route.request().method() !== "POST") return route.fallback();
        if (!held && page.url().includes("/outbox/")) {
          held = route;
          return arrived();
        }
        return route.abort("internetdisconnected");
      }),
    );
    await readyToOrder(page, name);
    await page.getByTestId("submit-order").click();
    await expect(page).toHaveURL(/\/outbox\//);
    await expect(page.getByTestId("outbox")).toContainText("It may already have reached the venue");
    await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
    await heldArrived;

    // A second tab opens the same waiting order from the browser's store (as a reload would). Its network works, but
    // it waits its turn behind the first tab's send rather than sending the same order alongside it.
    const second = await context.newPage();
    await second.goto(page.url());
    await expect(second.getByTestId("outbox")).toContainText("Tabbouleh");
    await expect(second.getByRole("heading", { name: "Sending your order…" })).toBeVisible();
    await expect.poll(() => second.evaluate(async () => (await navigator.locks.query()).pending?.map((lock) => lock.name))).toEqual([expect.stringMatching(/^carta-outbox:/)]);
    expect(await ordersNamed(name)).toHaveLength(0);

    // The first tab's send fails: the second sends next, at once (not a retry period, 10 s, later), and the first
    // hears it was placed.
    await held!.abort("internetdisconnected");
    await expect(second).toHaveURL(/\/order\//);
    await expect(page).toHaveURL(/\/order\//);
    const placed = await ordersNamed(name);
    expect(placed).toHaveLength(1);
    expect(page.url()).toContain(placed[0]!.uuid);
    expect(second.url()).toContain(placed[0]!.uuid);
  });

  test("a refusal once back online is shown with its reason, and the way back to the cart", async ({ page, context }) => {
    const name = `Refused ${uniqueWord()}`;
    // A cart priced before the venue's price change: the server prices it again on arrival and refuses it.
    await readyToOrder(page, name, 3);
    await context.setOffline(true);
    await page.getByTestId("submit-order").click();
    await expect(page.getByRole("heading", { name: "Waiting for a connection" })).toBeVisible();
    await context.setOffline(false);

    await expect(page.getByRole("heading", { name: "Your order was not accepted" })).toBeVisible();
    await expect(page.getByTestId("order-error")).toContainText("The price of Tabbouleh has changed.");
    expect(await ordersNamed(name)).toHaveLength(0);
    await page.getByRole("button", { name: "Back to cart" }).last().click();
    await expect(page).toHaveURL(/\/cart$/);
  });

  // Background Sync is the full browser's: the headless shell says it is disabled (decision 0080).
  test("with no tab of the venue open, the service worker sends the waiting order when the connection returns (Background Sync)", { tag: "@full-browser" }, async ({ browser }) => {
    // The service worker installs and precaches the app first: its own budget (decision 0046).
    test.setTimeout(60_000);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: "allow" });
    try {
      const page = await context.newPage();
      const name = `Synced ${uniqueWord()}`;
      await readyToOrder(page, name);
      await page.evaluate(async () => void (await navigator.serviceWorker.ready));
      await context.setOffline(true);
      await page.getByTestId("submit-order").click();
      await expect(page).toHaveURL(/\/outbox\/[0-9a-f-]{36}$/);
      const outboxUrl = page.url();
      await expect
        .poll(() => page.evaluate(async () => ((await navigator.serviceWorker.ready) as ServiceWorkerRegistration & { sync: { getTags(): Promise<string[]> } }).sync.getTags()))
        .toContain("carta-outbox");
      // The guest leaves: no page of the venue is left to send it.
      await page.close();

      const blank = await context.newPage();
      const devtools = await context.newCDPSession(blank);
      const origin = new URL(venueUrl("demo")).origin;
      const registration = new Promise<string>((resolve) =>
        devtools.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
          const ours = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
          if (ours) resolve(ours.registrationId);
        }),
      );
      await devtools.send("ServiceWorker.enable");
      const registrationId = await registration;
      expect(await ordersNamed(name)).toHaveLength(0);

      await context.setOffline(false);
      // What the browser does when it sees the connection back; devtools fires it now rather than at its own moment.
      await devtools.send("ServiceWorker.dispatchSyncEvent", { origin, registrationId, tag: "carta-outbox", lastChance: false });
      await expect.poll(() => ordersNamed(name)).toHaveLength(1);
      const [placed] = await ordersNamed(name);

      // The guest comes back to the waiting order's address and lands on the order the worker placed.
      await blank.clock.setFixedTime(DUBAI_NOON);
      await blank.goto(outboxUrl);
      await expect(blank).toHaveURL(new RegExp(`/order/${placed!.uuid}$`));
      await expect(blank.getByText("Order Success")).toBeVisible();
      expect(await ordersNamed(name)).toHaveLength(1);
    } finally {
      await context.close();
    }
  });

  test("in Arabic, the waiting order reads right to left", async ({ page, context }) => {
    await readyToOrder(page, `Arabic ${uniqueWord()}`);
    await page.getByRole("button", { name: "Language" }).click();
    await page.getByRole("menuitemradio", { name: "العربية" }).click();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.getByTestId("checkout-form").getByRole("checkbox").check();
    await context.setOffline(true);
    await page.getByTestId("submit-order").click();
    await expect(page.getByRole("heading", { name: "في انتظار الاتصال" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await saveScreenshot(page, "outbox-waiting-ar");
    await page.getByRole("button", { name: "إلغاء الطلب" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await context.setOffline(false);
  });
});
