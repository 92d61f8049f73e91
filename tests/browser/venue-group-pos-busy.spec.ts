import { expect, test } from "./support/test";
import { expectNoAxeViolations } from "./support/browse";
import { catalogueOf, marinaTableOrder, newPhone, saveScreenAt, scanTable, sitAt } from "./support/marina-table";
import { liveSubscribed, placeOrderAt, posCommand, staffCall } from "./support/staff";

/**
 * A table the simulated point of sale holds with a common order (ordering spec §2 order screen, §3 `common_order`,
 * §6), as a guest sees it at Marina Social, the venue-group mode's demo venue, at tables 28 to 31 (decision 0046: a
 * table per test): told on the order screen the moment the POS takes the table, without scanning again, and Edit
 * gone while it holds it; and at a table the POS holds before any order from a phone, told why nothing can be added.
 */
const ROCCA = 135;
const TABBOULEH = 133;

test.describe("venue-group mode: a table the point of sale holds (ordering spec §2, §3 common_order, §6)", () => {
  for (const [table, language] of [
    [28, "en"],
    [29, "ar"],
  ] as const) {
    test(`table ${table}: a guest on the order screen is told when the point of sale takes the table, without scanning again (${language})`, async ({ browser }) => {
      const t = catalogueOf(language);
      const guest = await newPhone(browser);
      const { page } = guest;
      const { uuid } = await placeOrderAt(page, "marina", marinaTableOrder(table, [[ROCCA, 1]]));
      try {
        // The order's live channel: the socket opens on the first screen, the subscription comes with the order screen.
        const subscribed = liveSubscribed(page, uuid);
        await scanTable(page, table, language);
        await page.getByTestId("cart-link").click();
        await expect(page).toHaveURL(new RegExp(`/order/${uuid}$`));
        const tracker = page.getByTestId("order-status");
        const notice = page.getByTestId("pos-order-busy");
        await expect(tracker.getByRole("link", { name: t.edit })).toBeVisible();
        await expect(notice).toHaveCount(0);
        await subscribed;

        // Staff's POS takes the table: the screen reads the order again and says so, and Edit (to add to the order) goes.
        await posCommand("marina", "busy", String(table));
        await expect(notice).toHaveText(t.pos_order_busy);
        await expect(notice).toHaveRole("alert");
        await expect(tracker.getByRole("link", { name: t.edit })).toHaveCount(0);
        // The order's steps stay: it is still pending.
        await expect(tracker.getByRole("listitem").first()).toContainText(t.order_pending);
        await saveScreenAt(page, notice, `venue-group-pos-busy-live-${language}`);

        // The POS lets the table go: the notice goes and Edit is back, still without a reload.
        await posCommand("marina", "free", String(table));
        await expect(notice).toHaveCount(0);
        await expect(tracker.getByRole("link", { name: t.edit })).toBeVisible();
      } finally {
        await posCommand("marina", "free", String(table));
        await staffCall(`${uuid}/status/`, { status: "fulfilled" });
        await guest.close();
      }
    });
  }

  for (const [table, language] of [
    [30, "en"],
    [31, "ar"],
  ] as const) {
    test(`table ${table}: with no order from a phone, the menu says the table orders with a waiter and offers no add buttons (${language})`, async ({ browser }) => {
      const t = catalogueOf(language);
      await posCommand("marina", "busy", String(table));
      const guest = await sitAt(browser, table, language);
      const { page } = guest;
      try {
        // The home says why, where a table's guest would pick the order type.
        const homeNotice = page.getByTestId("pos-table-busy");
        await expect(homeNotice).toHaveText(t.pos_order_busy);
        await saveScreenAt(page, homeNotice, `venue-group-pos-busy-home-${language}`);

        // No dead 'Add to Order' (there is no order from a phone to add to) and no add button at all.
        await page.getByRole("link", { name: language === "en" ? "Salads" : "السلطات" }).click();
        await expect(page.getByTestId(`product-card-${TABBOULEH}`)).toBeVisible();
        await expect(page.getByTestId(`add-${TABBOULEH}`)).toHaveCount(0);
        await expect(page.getByRole("button", { name: new RegExp(t.add_to_order) })).toHaveCount(0);

        // The product screen: the reason where the add button stands.
        await page.getByTestId(`product-card-${ROCCA}`).getByRole("link").first().click();
        await expect(page).toHaveURL(new RegExp(`/product/${ROCCA}$`));
        const productNotice = page.getByTestId("pos-table-busy");
        await expect(productNotice).toHaveText(t.pos_order_busy);
        await expect(page.getByTestId("add-to-cart")).toHaveCount(0);
        await saveScreenAt(page, productNotice, `venue-group-pos-busy-product-${language}`);
        if (language === "en") await expectNoAxeViolations(page);
      } finally {
        await posCommand("marina", "free", String(table));
        await guest.close();
      }
    });
  }
});
