import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { expectNoAxeViolations, openAt } from "./support/browse";
import { demoLine, seedCart } from "./support/cart";
import { switchToArabic } from "./support/menu-screens";
import { saveScreenshot, venueUrl } from "./support/venue-url";
import { staffCall } from "./support/staff";
import { encodeLocationHash } from "../../engine/rules/location-url";
import type { CartLine } from "../../engine/cart/cart-state";
import { TABLE_UPDATE_EVENT } from "../../schemas/api/table-session";
import { ORDER_UPDATE_EVENT } from "../../schemas/api/order-channel";

/** A table of the demo venue no other test sits at. */
const TABLE = 41;
/**
 * The server's pushes each phone has received on its live socket, by event ('table-update' for the shared cart and
 * seats, 'order-update' for an order on the tab), and how many a check has already counted. A phone sees another's
 * change live when the change shows AND a push reached it: a screen that only polled would show it too, later, with
 * no push. Counting pushes instead of timing the hop keeps the test exact on a loaded machine; the hop's time is the
 * live benchmark's (`npm run bench live`).
 */
const pushes = new WeakMap<Page, Map<string, { received: number; counted: number }>>();
/** The channels each phone's page has joined: the server confirmed the subscription, and the page has not left it. */
const joined = new WeakMap<Page, Set<string>>();

function countPushes(page: Page): void {
  const byEvent = new Map([TABLE_UPDATE_EVENT, ORDER_UPDATE_EVENT].map((event) => [event, { received: 0, counted: 0 }]));
  pushes.set(page, byEvent);
  // A new document starts with no subscription: the last one's socket went with it (Playwright reports no close).
  joined.set(page, new Set());
  page.on("domcontentloaded", () => joined.set(page, new Set()));
  // A Pusher frame: a subscription's confirmation names its channel, an unsubscription names it in its data.
  const frame = (payload: string | Buffer) => JSON.parse(String(payload)) as { event?: string; channel?: string; data?: { channel?: string } };
  page.on("websocket", (socket) => {
    socket.on("framereceived", ({ payload }) => {
      for (const [event, tally] of byEvent) if (String(payload).includes(`"event":"${event}"`)) tally.received += 1;
      const { event, channel } = frame(payload);
      if (event === "pusher_internal:subscription_succeeded" && channel) joined.get(page)!.add(channel);
    });
    socket.on("framesent", ({ payload }) => {
      const { event, data } = frame(payload);
      if (event === "pusher:unsubscribe" && data?.channel) joined.get(page)!.delete(data.channel);
    });
  });
}

/**
 * Waits until `phone` listens live on a channel whose name starts with `channel`: only then can the test tell a push
 * from the read a phone makes when its subscription starts (which shows every change made before it).
 */
async function listensOn(phone: Page, channel: string): Promise<void> {
  await expect.poll(() => [...joined.get(phone)!].some((name) => name.startsWith(channel)), { message: `the phone listens on ${channel}…` }).toBe(true);
}

/** `shows` holds on `phone`, and the server pushed it an `event` since the last check of that event. */
async function seesPushed(phone: Page, shows: () => Promise<void>, event = TABLE_UPDATE_EVENT): Promise<void> {
  await shows();
  const tally = pushes.get(phone)!.get(event)!;
  await expect.poll(() => tally.received, { message: `the change came by the server's '${event}' push, not a poll` }).toBeGreaterThan(tally.counted);
  tally.counted = tally.received;
}

/**
 * A guest with a phone of their own (a browser context) who scans table TABLE's QR code with `cart` in their cart,
 * names themselves, and opens the table screen from the banner the scan brings.
 */
async function sitDown(browser: Browser, name: string, cart: CartLine[], table = TABLE): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: "block" });
  const page = await context.newPage();
  countPushes(page);
  await seedCart(page, { products: cart });
  await openAt(page, "demo", `/t/${encodeLocationHash(table)}`);
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await seated(page);
  await page.goto(venueUrl("demo", "/cart"));
  await page.getByTestId("table-banner").click();
  await expect(page).toHaveURL(/\/table$/);
  await page.getByTestId("table-name").fill(name);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("table-guest").filter({ hasText: `${name} · You` })).toBeVisible();
  await listensOn(page, "private-table-");
  return page;
}

/** Waits until the scan has joined the table's session (the server answered; the banner may show). */
async function seated(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => (JSON.parse(window.sessionStorage.getItem("carta.table-seat") ?? "null") as { session?: { you?: number } } | null)?.session?.you ?? 0)).toBeGreaterThan(0);
}

/** What a phone shows of one guest's lines of the shared cart, as "2× Tabbouleh". */
const linesOf = (page: Page, guest: string) =>
  page
    .getByTestId("table-member")
    .filter({ has: page.getByRole("heading", { name: guest, exact: true }) })
    .getByTestId("table-line");

test.describe("the shared table (issue 21): phones at one table see each other's carts live, one orders for all", () => {
  test("two, then three guests see each other's additions live; one orders; all see the tab and its status change", async ({ browser }) => {
    test.slow();
    const layla = await sitDown(browser, "Layla", [demoLine(133, "Tabbouleh", 30, 2, 7)]);
    const omar = await sitDown(browser, "Omar", [demoLine(132, "Fattoush", 32, 1, 7)]);
    // Each sees the other at the table as soon as they sit down.
    await seesPushed(layla, () => expect(layla.getByTestId("table-guest")).toHaveText(["Layla · You", "Omar"]));
    // Both phones have the table open: both are here now, not only joined.
    await expect(layla.getByRole("img", { name: "here now" })).toHaveCount(2);

    await layla.getByTestId("table-add-cart").click();
    await expect(linesOf(layla, "You")).toHaveText([/^2×Tabbouleh/]);
    await seesPushed(omar, () => expect(linesOf(omar, "Layla")).toHaveText([/^2×Tabbouleh/]));
    await omar.getByTestId("table-add-cart").click();
    await seesPushed(layla, () => expect(linesOf(layla, "Omar")).toHaveText([/^1×Fattoush/]));

    // A third phone sits down late: it reads the shared cart the server kept, and the others see its addition live.
    const sara = await sitDown(browser, "Sara", [demoLine(144, "Kunafa", 36, 1, 10)]);
    await expect(linesOf(sara, "Layla")).toHaveText([/^2×Tabbouleh/]);
    await expect(linesOf(sara, "Omar")).toHaveText([/^1×Fattoush/]);
    await sara.getByTestId("table-add-cart").click();
    for (const page of [layla, omar]) await seesPushed(page, () => expect(linesOf(page, "Sara")).toHaveText([/^1×Kunafa/]));
    await expect(omar.getByTestId("table-guest")).toHaveCount(3);
    // A guest takes a line of their own back off the table; the others see it go.
    await omar.getByRole("button", { name: "Remove Fattoush" }).click();
    await seesPushed(layla, () => expect(linesOf(layla, "Omar")).toHaveCount(0));
    await omar.goto(venueUrl("demo", "/category/7"));
    await omar.goto(venueUrl("demo", "/table"));
    // A reload keeps the seat: the same guest, and the shared cart as the server keeps it.
    await expect(omar.getByTestId("table-guest").filter({ hasText: "Omar · You" })).toBeVisible();
    await expect(omar.getByTestId("table-action-bar")).toContainText("96.00");
    await listensOn(omar, "private-table-");
    await saveScreenshot(layla, "shared-table-en");
    await expectNoAxeViolations(layla);

    // Sara orders for the table: the whole shared cart goes through the normal cart and checkout, priced by the server.
    await sara.getByTestId("table-order").click();
    await expect(sara).toHaveURL(/\/cart$/);
    await expect(sara.getByTestId("cart-line")).toHaveCount(2);
    await sara.getByTestId("payment-type").getByText("Cash").click();
    await sara.getByTestId("checkout-button").click();
    await expect(sara.getByTestId("checkout-location")).toHaveText(`Table# ${TABLE}`);
    await sara.getByTestId("checkout-form").getByText("I agree to the Terms and Conditions").click();
    await sara.getByTestId("submit-order").click();
    await expect(sara).toHaveURL(/\/order\/[0-9a-f-]{36}$/);
    const uuid = sara.url().split("/order/")[1]!;
    // The server's total: the lines (96.00) with the venue's taxes.
    await expect(sara.getByTestId("order-total")).toContainText("102.80");

    // Everyone at the table sees the order on the table's tab, the shared cart empty, and its status change live.
    for (const page of [layla, omar]) {
      const tab = page.getByTestId("table-tab-order");
      await seesPushed(page, () => expect(tab).toContainText("Ordered by Sara"));
      await expect(tab.getByTestId("table-tab-status")).toHaveText("Order Pending");
      await expect(tab.getByTestId("table-tab-due")).toContainText("102.80");
      await expect(page.getByTestId("table-line")).toHaveCount(0);
    }
    for (const page of [layla, omar]) await listensOn(page, uuid);
    await staffCall(`${uuid}/status/`, { status: "accepted" });
    for (const page of [layla, omar]) await seesPushed(page, () => expect(page.getByTestId("table-tab-status")).toHaveText("Order Accepted"), ORDER_UPDATE_EVENT);
    await saveScreenshot(omar, "shared-table-tab-en");
    await switchToArabic(omar);
    await expect(omar.getByTestId("table-tab-status")).toHaveText("تم قبول الطلب");
    await saveScreenshot(omar, "shared-table-tab-ar");

    // The table is free again for the other tests.
    await staffCall(`${uuid}/status/`, { status: "fulfilled" });
    for (const page of [layla, omar, sara]) await page.context().close();
  });

  test("split by items: each guest pays for the lines they had until nothing is due; the others see the tab change live", async ({ browser }) => {
    test.slow();
    const table = TABLE + 2;
    const layla = await sitDown(browser, "Layla", [demoLine(133, "Tabbouleh", 30, 2, 7)], table);
    const omar = await sitDown(browser, "Omar", [demoLine(144, "Kunafa", 36, 1, 10)], table);
    await layla.getByTestId("table-add-cart").click();
    await omar.getByTestId("table-add-cart").click();
    await seesPushed(layla, () => expect(linesOf(layla, "Omar")).toHaveText([/^1×Kunafa/]));

    // Layla orders for the table, paying nothing yet (cash): 96.00 with the venue's taxes, 102.80.
    await layla.getByTestId("table-order").click();
    await layla.getByTestId("payment-type").getByText("Cash").click();
    await layla.getByTestId("checkout-button").click();
    await layla.getByTestId("checkout-form").getByText("I agree to the Terms and Conditions").click();
    await layla.getByTestId("submit-order").click();
    await expect(layla).toHaveURL(/\/order\/[0-9a-f-]{36}$/);
    const uuid = layla.url().split("/order/")[1]!;
    await seesPushed(omar, () => expect(omar.getByTestId("table-tab-due")).toContainText("102.80"));
    await listensOn(omar, uuid);

    /** Ticks `dish` on the tab, pays the share on the provider's sandbox page, and comes back to the table. */
    const payFor = async (page: Page, dish: string, amount: string) => {
      await page.getByTestId("table-pay-items").click();
      await page.getByRole("checkbox", { name: dish }).check();
      await expect(page.getByTestId("table-pay-picked")).toHaveText(`Pay AED ${amount}`);
      await page.getByTestId("table-pay-picked").click();
      await expect(page.getByTestId("sandbox-amount")).toHaveText(`AED ${amount}`);
      await page.getByRole("button", { name: `Pay AED ${amount}` }).click();
      await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
      await page.goto(venueUrl("demo", "/table"));
    };

    // Layla had the tabbouleh: 60 of the lines' 96.00, so 60/96 of the total.
    await layla.goto(venueUrl("demo", "/table"));
    await payFor(layla, "Tabbouleh", "64.25");
    // Back on the table screen, a new page: it listens again before Omar pays.
    for (const channel of ["private-table-", uuid]) await listensOn(layla, channel);
    await seesPushed(omar, () => expect(omar.getByTestId("table-tab-line").filter({ hasText: "Tabbouleh" }).getByTestId("table-tab-share")).toHaveText("Paid by Layla"));
    await expect(omar.getByTestId("table-tab-due")).toContainText("38.55");
    // The tabbouleh is paid: Omar can tick only his kunafa, and his share is what remains.
    await omar.getByTestId("table-pay-items").click();
    await expect(omar.getByRole("checkbox")).toHaveCount(1);
    await omar.getByRole("checkbox", { name: "Kunafa" }).check();
    await expect(omar.getByTestId("table-pay-picked")).toHaveText("Pay AED 38.55");
    await saveScreenshot(omar, "shared-table-pay-items-en");
    await omar.getByRole("button", { name: "Cancel" }).click();
    await payFor(omar, "Kunafa", "38.55");

    // Nothing is due; both phones show who paid what.
    // Omar's screen read the tab on coming back from paying; Layla's learnt it from the server's push.
    await seesPushed(layla, () => expect(layla.getByTestId("table-tab-due")).toContainText("0.00"));
    for (const page of [layla, omar]) {
      await expect(page.getByTestId("table-tab-due")).toContainText("0.00");
      await expect(page.getByTestId("table-tab-share")).toHaveText(["Paid by Layla", "Paid by Omar"]);
      await expect(page.getByTestId("table-pay-items")).toHaveCount(0);
    }
    await saveScreenshot(layla, "shared-table-paid-items-en");
    await switchToArabic(layla);
    await expect(layla.getByTestId("table-tab-share").first()).toHaveText("دفعه Layla");
    await saveScreenshot(layla, "shared-table-paid-items-ar");
    await expectNoAxeViolations(layla);

    await staffCall(`${uuid}/status/`, { status: "fulfilled" });
    for (const page of [layla, omar]) await page.context().close();
  });

  test("the table screen in Arabic: each guest's lines under their name, right to left", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: "block" });
    const page = await context.newPage();
        // The Mixed Grill with its required portion, as the product screen adds it: the server prices shared lines from the menu.
    const portion = { id: 4, name: "Portion", values: [{ id: 41, name: "Regular (1 person)", selected: true }] };
    await seedCart(page, { products: [{ ...demoLine(126, "Mixed Grill", 125, 1, 6), variations: [portion] }, demoLine(158, "Sparkling Water", 9.5, 2, 13)] });
    await openAt(page, "demo", `/t/${encodeLocationHash(TABLE + 1)}`);
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    // A new page load before the join has answered would cut it short, as a guest leaving at once would.
    await seated(page);
    await page.goto(venueUrl("demo", "/cart"));
    await expect(page.getByTestId("table-banner")).toBeVisible();
    await switchToArabic(page);
    await page.getByTestId("table-banner").click();
    await expect(page).toHaveURL(/\/table$/);
    await page.getByTestId("table-add-cart").click();
    await expect(page.getByTestId("table-line")).toHaveCount(2);
    await expect(page.getByTestId("table-order")).toHaveText("اطلب للطاولة");
    await saveScreenshot(page, "shared-table-ar");
    await expectNoAxeViolations(page);
    await context.close();
  });
});
