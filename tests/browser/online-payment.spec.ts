import { expect, test } from "./support/test";
import { ar } from "../../engine/i18n/catalogue/ar";
import { expectNoAxeViolations, openAt } from "./support/browse";
import { demoLine, seedCart } from "./support/cart";
import { switchToArabic } from "./support/menu-screens";
import { placeCardOrder, placeDemoOrder } from "./support/staff";
import { saveScreenshot, venueUrl } from "./support/venue-url";

/** The text of a PDF's first page as pdf.js reads it, words joined by single spaces. */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const page = await (await pdfjs.getDocument({ data: new Uint8Array(bytes) }).promise).getPage(1);
  return (await page.getTextContent()).items.map((item) => ("str" in item ? item.str : "")).join(" ").replace(/\s+/g, " ");
}

test.describe("online payment through the providers' sandboxes (ordering spec sections 2, 4 and 7; issue 12)", () => {
  test("paylink, paid: checkout, the payment page, the return screen, then the order showing the payment", async ({ page }) => {
    await seedCart(page, { products: [demoLine(133, "Tabbouleh", 30, 2, 7)], orderType: "takeaway" });
    await page.addInitScript(() => window.localStorage.setItem("carta.customer", JSON.stringify({ version: 2, customerName: "Layla", customerEmail: "layla@example.com", customerPhone: "0501234567" })));
    await openAt(page, "demo", "/cart");
    await page.getByTestId("payment-type").getByText("Online Payments").click();
    await page.getByTestId("checkout-button").click();
    const form = page.getByTestId("checkout-form");
    // A time scheduled for later starts at now and is sent as the venue's wall time with its offset.
    await form.getByRole("radio", { name: "Schedule for later" }).check();
    await expect(form.getByLabel("Date & Time")).toHaveValue("2026-11-23T12:00");
    await form.getByLabel("Date & Time").fill("2026-11-23T13:30");
    await form.getByLabel("I agree to the Terms and Conditions").check();
    await expect(form.getByTestId("submit-order")).toHaveText("PAY NOW");
    const sent = page.waitForRequest((r) => r.url().endsWith("/en/api/order/") && r.method() === "POST");
    await form.getByTestId("submit-order").click();
    expect((await sent).postDataJSON()).toMatchObject({ payment_type: "card", delivery_datetime: "2026-11-23T13:30:00+04:00" });

    // The provider's page (the reference server's sandbox): the order's amount, and the guest's choice.
    await expect(page).toHaveURL(/\/sandbox\/pay\/paylink\/PAY-[0-9A-F]+$/);
    await expect(page.getByTestId("sandbox-amount")).toHaveText("AED 65.00");
    await saveScreenshot(page, "sandbox-paylink");
    await page.getByRole("button", { name: "Pay AED 65.00" }).click();

    await expect(page).toHaveURL(/\/payment\/paylink\?reference=PAY-[0-9A-F]+&checkout=[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
    await expect(page.getByTestId("payment-status")).toHaveAttribute("data-status", "PAID");
    await saveScreenshot(page, "payment-paid-en");
    await page.getByRole("link", { name: "Order Details" }).click();
    await expect(page.getByTestId("order-payment")).toContainText("AED 65.00");
    await expect(page.getByTestId("order-balance-due")).toContainText("AED 0.00");
    // The picture once the feedback form under the order draws its fields, not its grey placeholder.
    await expect(page.getByRole("heading", { name: "Tell us about your visit" })).toBeVisible();
    await expect(page.getByRole("radio", { name: "At the table" })).toBeVisible();
    await saveScreenshot(page, "order-paid-en");
    // Back in the menu, the cart no longer waits for a payment.
    await page.goto(venueUrl("demo", "/cart"));
    await expect(page.getByTestId("cart-link")).toHaveAccessibleName("Cart with 0 items");
  });

  test("paylink, paid: nothing is due, and the printable receipt, opened in a new tab, holds the order and its payment", async ({ page }) => {
    // Checking out to the payment page is the test above's: this order is placed over HTTP.
    const order = await placeDemoOrder(page, "card");
    await openAt(page, "demo", order.payment_url!);
    await page.getByRole("button", { name: "Pay AED 98.60" }).click();
    await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
    await page.getByRole("link", { name: "Order Details" }).click();
    await expect(page.getByTestId("order-balance-due")).toContainText("AED 0.00");
    const download = page.getByRole("link", { name: "Download Order Details" });
    await expect(download).toHaveAttribute("target", "_blank");
    // Fetched from the page, as the new tab would (Node cannot resolve demo.localhost).
    const href = (await download.getAttribute("href"))!;
    const bytes = await page.evaluate(async (url) => Array.from(new Uint8Array(await (await fetch(url)).arrayBuffer())), href);
    expect(String.fromCharCode(...bytes.slice(0, 5))).toBe("%PDF-");
    const text = await pdfText(Buffer.from(bytes));
    for (const part of ["Olive & Ember", "Tabbouleh", "Total AED 98.60", "Payments AED 98.60", "Balance Due AED 0.00"]) expect(text).toContain(part);
  });

  test("stripe, declined: the failure view, and the order still owes its total", async ({ page }) => {
    const order = await placeCardOrder(page, "stripehouse", 1911);
    await openAt(page, "stripehouse", order.payment_url);
    await expect(page.getByTestId("sandbox-amount")).toHaveText("AED 18.00");
    await page.getByRole("button", { name: "Decline" }).click();
    await expect(page).toHaveURL(/\/payment\/stripe\?ref=STR-[0-9A-F]+&session=[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { name: "Payment Failed" })).toBeVisible();
    await expect(page.getByTestId("payment-status")).toHaveAttribute("data-status", "DECLINED");
    await saveScreenshot(page, "payment-declined-en");
    await page.getByRole("link", { name: "Order Details" }).click();
    await expect(page.getByTestId("order-balance-due")).toContainText("AED 18.00");
    await expect(page.getByTestId("order-payment")).toHaveCount(0);
    // The same return again, or a forged one for this payment: nothing changes, nothing is paid.
    await page.goBack();
    await expect(page.getByTestId("payment-status")).toHaveAttribute("data-status", "DECLINED");
    await page.goto(page.url().replace(/session=[^&]+/, "session=forged"));
    await expect(page.getByRole("heading", { name: "Payment Failed" })).toBeVisible();
    await expect(page.getByTestId("payment-status")).toHaveAttribute("data-status", "PENDING");
  });

  test("noon, paid, then the order read in Arabic, right to left", async ({ page }) => {
    const order = await placeCardOrder(page, "noonhouse", 1912);
    await openAt(page, "noonhouse", order.payment_url);
    await page.getByRole("button", { name: "Pay AED 18.00" }).click();
    await expect(page).toHaveURL(/\/payment\/noon\?reference=NOO-[0-9A-F]+&orderId=[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
    await page.getByRole("link", { name: "Order Details" }).click();
    await expect(page.getByTestId("order-view")).toBeVisible();
    await switchToArabic(page);
    await expect(page.getByTestId("order-payment")).toContainText(ar.payments);
    await expect(page.getByTestId("order-balance-due")).toContainText(ar.balance_due);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await saveScreenshot(page, "order-paid-ar");
    await expectNoAxeViolations(page);
  });
});
