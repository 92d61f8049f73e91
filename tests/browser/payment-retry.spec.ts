import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { ar } from "../../engine/i18n/catalogue/ar";
import { en } from "../../engine/i18n/catalogue/en";
import { expectNoAxeViolations, openAt } from "./support/browse";
import { switchToArabic } from "./support/menu-screens";
import { placeCardOrder } from "./support/staff";
import { saveScreenshot } from "./support/venue-url";

/**
 * Issue 18: a declined or cancelled payment leads on. The failure view says what happened in the guest's language and
 * offers to pay the balance again (a new payment page through the full-payment call) or to open the order; the
 * order screen says the same. Paid on the second try, the guest ends on the order screen showing it paid.
 */
test.describe("a way on after a payment that did not go through (issue 18)", () => {
  /** The sandbox's payment page for `reference`'s order: the guest taps one of its buttons. */
  async function onSandbox(page: Page, provider: string, button: RegExp) {
    await expect(page).toHaveURL(new RegExp(`/sandbox/pay/${provider}/`));
    await page.getByRole("button", { name: button }).click();
  }

  test("declined, then paid from the failure view on the second try (English)", async ({ page }) => {
    const order = await placeCardOrder(page, "stripehouse", 1911);
    await openAt(page, "stripehouse", order.payment_url);
    await onSandbox(page, "stripe", /^Decline$/);

    // The failure view: what happened in plain words, the order waiting, and the way on.
    await expect(page.getByRole("heading", { level: 1, name: en.payment_failed })).toBeVisible();
    await expect(page.getByTestId("payment-explained")).toHaveText(`${en.payment_declined_text} ${en.payment_order_waiting}`);
    const payAgain = page.getByRole("button", { name: "Pay again · AED 18.00" });
    await expect(payAgain).toBeVisible();
    await expect(page.getByRole("link", { name: en.order_details })).toHaveAttribute("href", `/order/${order.uuid}`);
    // The status code and the order's uuid are details, one tap away, in the guest's words.
    await expect(page.getByText(order.uuid)).toBeHidden();
    await page.getByText(en.payment_details).click();
    await expect(page.getByTestId("payment-status")).toHaveText("Declined");
    await expect(page.getByTestId("payment-status")).toHaveAttribute("data-status", "DECLINED");
    await page.getByText(en.payment_details).click();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "payment-retry-failure-en");

    // A new payment page (a new reference), paid this time.
    const firstPage = order.payment_url;
    await payAgain.click();
    await expect(page).not.toHaveURL(new RegExp(`${firstPage}$`));
    await expect(page.getByTestId("sandbox-amount")).toHaveText("AED 18.00");
    await onSandbox(page, "stripe", /^Pay AED 18\.00$/);
    await expect(page.getByRole("heading", { level: 1, name: en.payment_success })).toBeVisible();
    await page.getByRole("link", { name: en.order_details }).click();

    await expect(page.getByTestId("order-payment")).toContainText("AED 18.00");
    await expect(page.getByTestId("order-balance-due")).toContainText("AED 0.00");
    await expect(page.getByTestId("last-payment-notice")).toHaveCount(0);
    await saveScreenshot(page, "payment-retry-paid-order-en");
  });

  test("cancelled, then the order screen says so and pays it on the second try (English)", async ({ page }) => {
    const order = await placeCardOrder(page, "stripehouse", 1911);
    await openAt(page, "stripehouse", order.payment_url);
    await onSandbox(page, "stripe", /^Cancel$/);
    await expect(page.getByTestId("payment-explained")).toContainText(en.payment_canceled_text);
    await page.getByRole("link", { name: en.order_details }).click();

    const notice = page.getByTestId("last-payment-notice");
    await expect(notice.getByRole("heading", { name: en.last_payment_failed_title })).toBeVisible();
    await expect(notice).toContainText(en.payment_canceled_text);
    await expect(page.getByTestId("order-balance-due")).toContainText("AED 18.00");
    await saveScreenshot(page, "payment-retry-order-notice-en");
    // The way on is the bottom bar's main action.
    await page.getByTestId("action-bar").getByRole("button", { name: "Pay AED 18.00" }).click();
    await onSandbox(page, "stripe", /^Pay AED 18\.00$/);
    await page.getByRole("link", { name: en.order_details }).click();
    await expect(page.getByTestId("order-balance-due")).toContainText("AED 0.00");
    await expect(notice).toHaveCount(0);
  });

  test("declined, then paid on the second try, in Arabic", async ({ page }) => {
    const order = await placeCardOrder(page, "noonhouse", 1912);
    await openAt(page, "noonhouse", `/order/${order.uuid}`);
    await expect(page.getByTestId("order-view")).toBeVisible();
    await switchToArabic(page);
    await page.goto(page.url().replace(/\/order\/.*$/, order.payment_url));
    await onSandbox(page, "noon", /^Decline$/);

    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1, name: ar.payment_failed })).toBeVisible();
    await expect(page.getByTestId("payment-explained")).toHaveText(`${ar.payment_declined_text} ${ar.payment_order_waiting}`);
    await expect(page.getByTestId("pay-again")).toContainText(ar.pay_again);
    await expect(page.getByRole("link", { name: ar.order_details })).toBeVisible();
    await page.getByText(ar.payment_details).click();
    await expect(page.getByTestId("payment-status")).toHaveText(ar.payment_status_declined);
    // The order's id reads left to right even where it wraps: an isolate of its own, left to right (whether the
    // Arabic line would have reordered it depends on the id's characters), and on each line each character right of
    // the one before.
    const id = page.getByText(order.uuid, { exact: true });
    expect(await id.evaluate((element) => [getComputedStyle(element).direction, getComputedStyle(element).unicodeBidi])).toEqual(["ltr", "isolate"]);
    const backwards = await id.evaluate((element) => {
      const text = element.firstChild!;
      const box = (i: number) => {
        const range = document.createRange();
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        return range.getBoundingClientRect();
      };
      const out: string[] = [];
      for (let i = 1; i < (text.textContent ?? "").length; i++) {
        const [before, here] = [box(i - 1), box(i)];
        if (Math.abs(before.top - here.top) < 2 && here.left < before.left) out.push(`${i}: ${text.textContent![i]}`);
      }
      return out;
    });
    expect(backwards).toEqual([]);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "payment-retry-failure-ar");

    // The order screen says the same, in Arabic; the bottom bar pays again.
    await page.getByRole("link", { name: ar.order_details }).click();
    const notice = page.getByTestId("last-payment-notice");
    await expect(notice.getByRole("heading", { name: ar.last_payment_failed_title })).toBeVisible();
    await expect(notice).toContainText(ar.payment_declined_text);
    await saveScreenshot(page, "payment-retry-order-notice-ar");
    await page.getByTestId("action-bar").getByRole("button").click();
    await onSandbox(page, "noon", /^Pay /);
    await expect(page.getByRole("heading", { level: 1, name: ar.payment_success })).toBeVisible();
    await page.getByRole("link", { name: ar.order_details }).click();
    await expect(page.getByTestId("order-payment")).toContainText(ar.payments);
    await expect(page.getByTestId("order-balance-due")).toContainText(/0[.,٫]00|٠[.,٫]٠٠/);
    await expect(notice).toHaveCount(0);
    await saveScreenshot(page, "payment-retry-paid-order-ar");
  });
});
