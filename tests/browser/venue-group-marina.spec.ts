import { expect, test } from "./support/test";
import { openAt } from "./support/browse";
import { placeOrderAt, posCommand, staffCall } from "./support/staff";
import { saveScreenshot } from "./support/venue-url";
import { marinaOrder } from "../support/marina-orders";

/**
 * The venue-group mode end to end at its demo venue, Marina Social (server/venues/demo/venue-group.json): the wallet of
 * the order's phone in the simulated point of sale, its one-time code read from the staff command, as a guest sees it.
 */
test.describe("venue-group mode at Marina Social: the wallet end to end (ordering spec sections 2, 5, 7 and 8)", () => {
  test("a wrong code is refused with 'Incorrect OTP'; the staff command's code pays part of the order and the card goes", async ({ page }) => {
    await openAt(page, "marina", "/home");
    // Two Beetroot Hummus to take away, by Layla, whose phone holds wallet W1 (150.00, 60.00 redeemable).
    const placed = await placeOrderAt(page, "marina", marinaOrder([[110, 2]]));
    await openAt(page, "marina", `/order/${placed.uuid}`);

    const card = page.getByTestId("wallet-card");
    await expect(card.getByRole("heading", { name: "Pay with Blue Wallet" })).toBeVisible();
    await expect(page.getByTestId("wallet-balance")).toContainText("150.00");
    await page.getByTestId("wallet-amount").fill("10");
    await page.getByTestId("wallet-otp").fill("000000");
    await page.getByTestId("wallet-redeem").click();
    await expect(page.getByTestId("wallet-error")).toHaveText("Incorrect OTP");

    const [code] = await posCommand("marina", "otp", "W1");
    expect(code).toMatch(/^\d{6}$/);
    await page.getByTestId("wallet-otp").fill(code!);
    await page.getByTestId("wallet-redeem").click();
    // Paid in part: the card goes (a wallet payment was made) and the receipt shows the payment and what is left.
    await expect(card).toHaveCount(0);
    // 60.00 less the Cold mezze 10 % promotion (6.00), plus VAT 2.70 and the 2.00 fee: 58.70, of which 10.00 is paid.
    await expect(page.getByTestId("order-total")).toContainText("AED 58.70");
    // The promotion is a row of the receipt, by its name, so the rows add up to the total.
    await expect(page.getByText("Cold mezze 10%")).toBeVisible();
    await expect(page.getByTestId("order-payment")).toContainText("AED 10.00");
    await expect(page.getByTestId("order-balance-due")).toContainText("AED 48.70");
    await saveScreenshot(page, "venue-group-marina-wallet-paid-en");
    await staffCall(`${placed.uuid}/status/`, { status: "fulfilled" });
  });
});
