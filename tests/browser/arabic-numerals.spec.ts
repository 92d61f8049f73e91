import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { openAt } from "./support/browse";
import { switchToArabic } from "./support/menu-screens";
import { saveScreenshot } from "./support/venue-url";

/** The demo with `enable_arabic_numerals` on, as a venue's back office would send it. */
async function withArabicNumerals(page: Page): Promise<void> {
  await page.route(/\/api\/menu\/demo\/$/, async (route) => {
    // Fetched from the test's side, where only plain localhost resolves; the menu path names the venue.
    const response = await route.fetch({ url: route.request().url().replace("demo.localhost", "localhost") });
    const menu = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...menu, enable_arabic_numerals: true } });
  });
}

test.describe("enable_arabic_numerals reaches every number a guest reads in Arabic (issue 9 §2.5)", () => {
  test("the table number, the quantity, the search count and the promotion slides", async ({ page }) => {
    await withArabicNumerals(page);
    await openAt(page, "demo", "/t/jR");
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    await page.getByLabel("Language").selectOption("ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.getByRole("link", { name: "افتح القائمة" }).click();
    await expect(page.getByTestId("order-location")).toHaveText("طاولة رقم ١");

    await page.goto(page.url().replace(/\/home$/, "/product/109"));
    await expect(page.getByTestId("quantity-value").first()).toHaveText("١");
    await page.getByRole("button", { name: "زيادة الكمية" }).first().click();
    await expect(page.getByTestId("quantity-value").first()).toHaveText("٢");

    await page.goto(page.url().replace(/\/product\/109$/, "/search?q=%D8%AD%D9%85%D8%B5"));
    await expect(page.getByText(/^النتائج: [٠-٩]+$/).first()).toBeVisible();

    await page.goto(page.url().replace(/\/search.*$/, "/promotions"));
    // The demo has one promotion showing now: the slide names its place in Arabic digits.
    await expect(page.getByRole("article", { name: "١ / ١" })).toBeVisible();
    await saveScreenshot(page, "arabic-numerals-promotions");
  });

  test("without the switch, Arabic keeps Latin digits", async ({ page }) => {
    await openAt(page, "demo", "/product/109");
    await switchToArabic(page);
    await expect(page.getByTestId("quantity-value").first()).toHaveText("1");
  });
});
