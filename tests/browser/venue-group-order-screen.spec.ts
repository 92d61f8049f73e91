import { expect, test } from "./support/test";
import { expectNoAxeViolations, openAt } from "./support/browse";
import { switchToArabic } from "./support/menu-screens";
import { saveScreenshot } from "./support/venue-url";
import { placeOrderAt, posCommand, staffCall } from "./support/staff";
import { encodeLocationHash } from "../../engine/rules/location-url";
import { ar } from "../../engine/i18n/catalogue/ar";
import { marinaOrder } from "../support/marina-orders";

/**
 * The venue-group plugin's blocks in the order screen's slots (decision 0056), at the mode's demo venue Marina
 * Social, table 27 (decision 0046: a table per test): the common-POS-order notice above the tracker, in English and
 * Arabic; Edit (to add to the pending order) is not offered while the point of sale holds the table (decision 0062).
 */
test.describe("venue-group mode: the order screen's notice and tracker buttons come from the plugin (ordering spec sections 2 and 4)", () => {
  test("a table the point of sale holds shows 'Table is busy with POS order' above the tracker, which offers no Edit while it does", async ({ page }) => {
    await openAt(page, "marina", "/home");
    const { uuid } = await placeOrderAt(page, "marina", { ...marinaOrder([[110, 1]], { orderType: "dine_in" }), customer_name: "Table# 27" });
    await posCommand("marina", "busy", "27");
    try {
      // The guest scans the table: its open order becomes theirs, and it is the point of sale's common order.
      await openAt(page, "marina", `/t/${encodeLocationHash(27)}`);
      await expect(page).not.toHaveURL(/\/t\//);
      await openAt(page, "marina", `/order/${uuid}`);
      const notice = page.getByTestId("pos-order-busy");
      await expect(notice).toHaveText("Table is busy with POS order. Please proceed ordering with a waiter. Thanks");
      const tracker = page.getByTestId("order-status");
      await expect(tracker.getByRole("listitem").first()).toContainText("Order Pending");
      await expect(tracker.getByRole("link", { name: "Edit" })).toHaveCount(0);
      await expect(tracker.getByRole("link", { name: "Checkout" })).toHaveCount(0);
      await saveScreenshot(page, "venue-group-pos-busy-en");
      await expectNoAxeViolations(page);

      await switchToArabic(page);
      await expect(notice).toHaveText(ar.pos_order_busy);
      await expect(tracker.getByRole("link", { name: ar.edit })).toHaveCount(0);
      await saveScreenshot(page, "venue-group-pos-busy-ar");
    } finally {
      await posCommand("marina", "free", "27");
      await staffCall(`${uuid}/status/`, { status: "fulfilled" });
    }
  });
});
