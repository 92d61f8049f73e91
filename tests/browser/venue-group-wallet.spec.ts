import type { Browser, Page, Route } from "@playwright/test";
import { expect, test } from "./support/test";
import { ar } from "../../engine/i18n/catalogue/ar";
import { encodeLocationHash } from "../../engine/rules/location-url";
import { venueGroupTexts } from "../../plugins/integration-venue-group/texts";
import { coreBlockTexts } from "../../plugins/integration-venue-group/core-block-texts";
import { expectNoAxeViolations, openAt } from "./support/browse";
import { switchToArabic } from "./support/menu-screens";
import { placeTableOrder, staffCall } from "./support/staff";
import { saveScreenshot } from "./support/venue-url";

/**
 * The venue-group plugin's wallet card and loyalty row at the `tables` venue (al_futtaim_enabled), tables 12 and 13
 * (table 14: the plugin's refusal code)
 * (docs/decisions/0046: a table per test). The /iiko/ wallet and loyalty answers are the page's own stubs here
 * (page.route, never the network), so each state of the cards is set exactly; the end-to-end test against the
 * simulated point of sale is tests/browser/venue-group-marina.spec.ts.
 */
const arText = (key: string) => venueGroupTexts["ar"]![key]!;

/**
 * The `tables` venue offers English only; its answers gain Arabic here (its English menu served for it), so the
 * plugin's cards are seen right to left.
 */
async function offerArabic(page: Page): Promise<void> {
  const languages = [
    { code: "en", name_local: "English" },
    { code: "ar", name_local: "العربية" },
  ];
  // The server names the venue by the Host header; Node resolves no `tables.localhost`, so it is asked by address.
  const fetchAnswer = async (route: Route) => {
    const url = new URL(route.request().url());
    const host = url.host;
    url.hostname = "127.0.0.1";
    // The venue has no Arabic content: its English menu is served, the app's own texts turning Arabic.
    url.pathname = url.pathname.replace(/^\/ar\//, "/en/");
    return (await (await route.fetch({ url: url.toString(), headers: { ...route.request().headers(), host } })).json()) as Record<string, unknown>;
  };
  await page.route("**/en/api/menu_language/tables/", async (route) => {
    const answer = await fetchAnswer(route);
    await route.fulfill({ json: { ...answer, languages } });
  });
  await page.route(/\/(en|ar)\/api\/menu\/tables\/$/, async (route) => {
    const answer = await fetchAnswer(route);
    await route.fulfill({ json: { ...answer, languages, enable_language_header: true } });
  });
}

async function sitAt(browser: Browser, table: number): Promise<{ page: Page; close(): Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: "block" });
  const page = await context.newPage();
  await offerArabic(page);
  await openAt(page, "tables", `/t/${encodeLocationHash(table)}`);
  await page.getByRole("link", { name: "Open Menu" }).click();
  await expect(page).toHaveURL(/\/home$/);
  return { page, close: () => context.close() };
}

test.describe("venue-group mode: the Blue Wallet card and loyalty promotions (ordering spec sections 2, 4, 5, 7 and 8)", () => {
  test("the wallet card: the amount capped, Redeem only with six digits, a wrong code refused with 'Incorrect OTP'", async ({ browser }) => {
    const { page, close } = await sitAt(browser, 12);
    const placed = await placeTableOrder(page, 12);
    const redemptions: unknown[] = [];
    await page.route(`**/iiko/af/blue/${placed.uuid}/`, async (route) => {
      if (route.request().method() === "GET") return route.fulfill({ json: { name: "Sara", balance: "250.000", wallet_id: "W-1", redeemable_amount: "40.000" } });
      redemptions.push(route.request().postDataJSON());
      return route.fulfill({ status: 400, json: { detail: "wrong code" } });
    });
    await page.goto(page.url().replace(/\/home$/, `/order/${placed.uuid}`));
    const card = page.getByTestId("wallet-card");
    await expect(card.getByRole("heading", { name: "Pay with Blue Wallet" })).toBeVisible();
    await expect(page.getByTestId("wallet-balance")).toContainText("AED 250.00");
    // The order owes 18.00, less than the 40.00 the wallet may redeem: the amount starts at what is due.
    await expect(page.getByTestId("wallet-amount")).toHaveValue("18.00");
    await page.getByTestId("wallet-amount").fill("18.01");
    await expect(page.getByTestId("wallet-amount")).toHaveAttribute("aria-invalid", "true");
    await page.getByTestId("wallet-amount").fill("10");
    const redeem = page.getByTestId("wallet-redeem");
    await page.getByTestId("wallet-otp").fill("12345");
    await expect(redeem).toBeDisabled();
    await page.getByTestId("wallet-otp").fill("123456");
    await expect(redeem).toBeEnabled();
    await redeem.click();
    await expect(page.getByTestId("wallet-error")).toHaveText("Incorrect OTP");
    expect(redemptions).toEqual([{ wallet_id: "W-1", amount: "10.000", otp: "123456" }]);
    await saveScreenshot(page, "venue-group-order-wallet-en");
    await expectNoAxeViolations(page);

    await switchToArabic(page);
    await expect(card.getByRole("heading", { name: arText("venue-group.wallet.title") })).toBeVisible();
    await expect(page.getByTestId("order-status")).toContainText(ar.order_pending);
    await saveScreenshot(page, "venue-group-order-wallet-ar");
    await staffCall(`${placed.uuid}/status/`, { status: "fulfilled" });
    await close();
  });

  test("loyalty: the promotions the server answers show in the cart's totals, asked again when the cart changes", async ({ browser }) => {
    const { page, close } = await sitAt(browser, 13);
    const asked: { emenu_id: number; order_type: string; cart_items: { product: number; quantity: number }[] }[] = [];
    await page.route("**/iiko/loyalty/promotions/", async (route) => {
      const body = route.request().postDataJSON() as (typeof asked)[number];
      asked.push(body);
      const quantity = body.cart_items.reduce((sum, line) => sum + line.quantity, 0);
      return route.fulfill({ json: [{ name: "Happy hour", discounts: [{ discountSum: `${2 * quantity}.000` }] }] });
    });
    await page.goto(page.url().replace(/\/home$/, "/category/1"));
    await page.getByTestId("add-11").click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId("total-loyalty")).toContainText("2.00");
    expect(asked.at(-1)).toMatchObject({ emenu_id: 1903, order_type: "dine_in", cart_items: [{ product: 11, quantity: 1 }] });
    await expect(page.getByTestId("employee-discount")).toBeVisible();
    await saveScreenshot(page, "venue-group-cart-en");
    await expectNoAxeViolations(page);

    await switchToArabic(page);
    await expect(page.getByTestId("employee-discount").getByRole("heading", { name: arText("venue-group.employee_discount") })).toBeVisible();
    await expect(page.getByTestId("total-loyalty")).toContainText(coreBlockTexts["ar"]!["venue-group.loyalty_discount"]!);
    await saveScreenshot(page, "venue-group-cart-ar");
    await close();
  });
  // The wallet and loyalty end to end, against the server half: tests/browser/venue-group-marina.spec.ts.
});

test.describe("venue-group mode: the plugin's own refusal code in the core's refusal notice (decision 0065)", () => {
  test("an employee id the venue no longer has: the order is refused with unknown_employee, said in the plugin's words in English and Arabic, fixed in the cart", async ({ browser }) => {
    const { page, close } = await sitAt(browser, 14);
    // The id was verified while the venue had that employee; the venue file has dropped them since, so the order
    // itself is refused by the plugin's server half.
    await page.route("**/iiko/af/verify-employee-id/E404/", (route) => route.fulfill({ json: { employee_id: "E404", employee_phone: null } }));
    await page.goto(page.url().replace(/\/home$/, "/category/1"));
    await page.getByTestId("add-11").click();
    // The guest closes the toast, which would cover the checkout's top.
    await page.locator("[data-tone]", { hasText: "Item added to cart" }).getByRole("button", { name: "Close" }).click();
    const box = page.getByTestId("employee-discount");
    await box.getByLabel("Employee ID").fill("E404");
    await box.getByRole("button", { name: "Apply" }).click();
    await expect(box.getByRole("button", { name: "Remove" })).toBeVisible();
    await page.getByTestId("checkout-button").click();

    const refused = page.waitForResponse((r) => r.url().endsWith("/en/api/order/") && r.request().method() === "POST");
    await page.getByTestId("submit-order").click();
    expect(await (await refused).json()).toEqual({ detail: "No employee E404 at this venue.", reasons: [{ code: "unknown_employee", field: "additional_data.employee_id" }] });
    const reason = page.getByTestId("order-error").getByTestId("refusal-reason");
    await expect(reason).toHaveAttribute("data-code", "unknown_employee");
    await expect(reason).toContainText(coreBlockTexts["en"]!["venue-group.refusal_unknown_employee"]!);
    await expect(reason.getByRole("link", { name: "Back to cart" })).toBeVisible();
    await saveScreenshot(page, "venue-group-refusal-unknown-employee-en");
    await expectNoAxeViolations(page);

    // In Arabic (the form starts afresh): the notice reads the plugin's text loaded with the language (`textsIn`).
    await switchToArabic(page);
    await page.getByTestId("submit-order").click();
    await expect(reason).toContainText(coreBlockTexts["ar"]!["venue-group.refusal_unknown_employee"]!);
    await expect(page.getByTestId("order-error")).toContainText(ar.refusal_title);
    await saveScreenshot(page, "venue-group-refusal-unknown-employee-ar");
    await reason.getByRole("link", { name: ar.refusal_back_to_cart }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId("employee-discount").getByRole("textbox")).toHaveValue("E404");
    await close();
  });
});
