import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { ar } from "../../engine/i18n/catalogue/ar";
import { en } from "../../engine/i18n/catalogue/en";
import { openAt } from "./support/browse";
import { demoLine, seedCart } from "./support/cart";
import { saveScreenScreenshot, switchToArabic } from "./support/menu-screens";
import { placeGrillOrderIn } from "./support/staff";
import { saveScreenshot, venueUrl } from "./support/venue-url";

/**
 * Issue 18, what the guest reads: the order screen and its PDF in the language the order was placed in, every amount
 * at the venue's decimals (the demo's: 2) in tabular figures, and property icons named, with a key on /search.
 */
const SHOTS = "tests/.artifacts/screenshots";

/** Every amount a guest reads in `area` ("AED 12.80", "−AED 12.80", "+ AED 45.00", "120.96 AED"). */
async function amountsIn(area: Locator): Promise<string[]> {
  const text = (await area.innerText()).replace(/[\u200e\u200f\u061c]/g, "");
  return text.match(/AED[\s\u00a0]*[\d٠-٩][\d٠-٩.,٫٬]*|[\d٠-٩][\d٠-٩.,٫٬]*[\s\u00a0]*AED/g) ?? [];
}

/** Each amount at the demo venue's price_decimal_places (2): never the 3 decimals discounts are computed at. */
async function expectVenueDecimals(area: Locator, atLeast: number): Promise<void> {
  const amounts = await amountsIn(area);
  expect(amounts.length, "amounts on screen").toBeGreaterThanOrEqual(atLeast);
  for (const amount of amounts) expect(amount).toMatch(/[.,٫][\d٠-٩]{2}(?![\d٠-٩])/);
}

/** The order's PDF fetched by the guest's own browser (its cookie holds the order), kept with its picture. */
async function receiptPicture(page: Page, language: string, uuid: string): Promise<string> {
  const bytes = await page.evaluate(async (path) => {
    const response = await fetch(path);
    if (response.status !== 200 || response.headers.get("content-type") !== "application/pdf") throw new Error(`receipt: ${response.status}`);
    return Array.from(new Uint8Array(await response.arrayBuffer()));
  }, `/${language}/orders/${uuid}/print/order.pdf`);
  mkdirSync(SHOTS, { recursive: true });
  const file = `${SHOTS}/receipt-${language}`;
  writeFileSync(`${file}.pdf`, Buffer.from(bytes));
  execFileSync("pdftoppm", ["-png", "-r", "80", "-singlefile", `${file}.pdf`, file]);
  return execFileSync("pdftotext", ["-enc", "UTF-8", `${file}.pdf`, "-"], { encoding: "utf8" }).normalize("NFKC").replace(/[\u200e\u200f\u202a-\u202e]/g, "");
}

test.describe("the order in the guest's language (issue 18, decision 0044)", () => {
  test("placed in Arabic: the order screen names the dish, its option and the taxes in Arabic, and so does the PDF", async ({ page }) => {
    await openAt(page, "demo", "/home");
    await switchToArabic(page);
    const placed = await placeGrillOrderIn(page, "ar");
    await page.goto(venueUrl("demo", `/order/${placed.uuid}`));
    const lines = page.getByTestId("order-lines");
    await expect(lines).toContainText("مشاوي مشكّلة");
    await expect(lines).toContainText("الحصة: كبيرة (شخصان)");
    await expect(lines).not.toContainText("Mixed Grill");
    const view = page.getByTestId("order-view");
    await expect(view).toContainText("ضريبة القيمة المضافة");
    await expect(view).toContainText("رسم البلدية");
    await expect(view).not.toContainText("VAT");
    await expect(page.getByTestId("order-total")).toContainText("180.50");
    await expect(page.getByTestId("order-total")).toHaveCSS("font-variant-numeric", "tabular-nums");
    await expectVenueDecimals(view, 5);
    await saveScreenshot(page, "order-language-ar");

    const receipt = await receiptPicture(page, "ar", placed.uuid);
    expect(receipt).toContain("مشاوي مشكّلة".normalize("NFKC"));
    expect(receipt).toContain("(شخصان)");
    expect(receipt).toContain(ar.ui_str_cart_subtotal);
    expect(receipt).toContain("رسم البلدية");
  });

  test("placed in English: English names on the screen and the PDF, amounts at the venue's decimals", async ({ page }) => {
    await openAt(page, "demo", "/home");
    const placed = await placeGrillOrderIn(page, "en");
    await page.goto(venueUrl("demo", `/order/${placed.uuid}`));
    await expect(page.getByTestId("order-lines")).toContainText("Mixed Grill");
    await expect(page.getByTestId("order-lines")).toContainText("Portion: Large (2 people)");
    await expect(page.getByTestId("order-view")).toContainText("Municipality fee");
    await expectVenueDecimals(page.getByTestId("order-view"), 5);
    await saveScreenshot(page, "order-language-en");
    const receipt = await receiptPicture(page, "en", placed.uuid);
    expect(receipt).toContain("Portion: Large (2 people)");
    expect(receipt).toContain("AED 180.50");
  });
});

test.describe("money as the guest reads it: the venue's price_decimal_places everywhere (issue 18)", () => {
  for (const language of ["en", "ar"] as const) {
    test(`${language}: option prices on the product screen, prices in search`, async ({ page }) => {
      await openAt(page, "demo", "/product/109");
      if (language === "ar") await switchToArabic(page);
      // The extra toppings: "+ AED 12.00", not "+ AED 12.000".
      await expect(page.locator("body")).toContainText("12.00");
      await expectVenueDecimals(page.locator("body"), 3);
      await saveScreenshot(page, `money-product-${language}`);

      await page.goto(venueUrl("demo", "/search?p=1"));
      await expect(page.getByTestId("search-result").first()).toBeVisible();
      await expectVenueDecimals(page.locator("body"), 2);
    });

    test(`${language}: the cart's discount and totals, the checkout`, async ({ page }) => {
      await seedCart(page, { products: [demoLine(126, "Mixed Grill", 125, 1, 6), demoLine(133, "Tabbouleh", 30, 1, 7)], orderType: "takeaway" });
      await openAt(page, "demo", "/cart");
      if (language === "ar") await switchToArabic(page);
      const texts = language === "ar" ? ar : en;
      const box = page.getByTestId("coupon-box");
      await box.getByRole("textbox", { name: texts.coupon_code }).fill("WELCOME10");
      await box.getByRole("button", { name: texts.apply_coupon }).click();
      // 10 % of 155.00 is 15.500, computed at 3 decimals and read at the venue's 2.
      await expect(page.getByTestId("total-discount")).toContainText("15.50");
      await expect(page.getByTestId("total-discount")).toHaveCSS("font-variant-numeric", "tabular-nums");
      await expectVenueDecimals(page.locator("body"), 5);
      await saveScreenshot(page, `money-cart-${language}`);

      await page.goto(venueUrl("demo", "/checkout"));
      await expect(page.locator("body")).toBeVisible();
      const amounts = await amountsIn(page.locator("body"));
      for (const amount of amounts) expect(amount).toMatch(/[.,٫][\d٠-٩]{2}(?![\d٠-٩])/);
    });
  }
});

test.describe("property icons with names, and a key on /search (issue 18)", () => {
  for (const language of ["en", "ar"] as const) {
    test(`${language}: cards name each icon; search shows what the icons mean`, async ({ page }) => {
      await openAt(page, "demo", "/category/4");
      if (language === "ar") await switchToArabic(page);
      const vegan = language === "ar" ? "نباتي صرف" : "Vegan";
      const texts = language === "ar" ? ar : en;
      await expect(page.getByRole("img", { name: vegan }).first()).toBeVisible();

      // The vegan dishes (property 1): each result carries the leaf.
      await page.goto(venueUrl("demo", "/search?p=1"));
      const results = page.getByTestId("search-result");
      await expect(results.first().getByRole("img", { name: vegan })).toBeVisible();
      const legend = page.getByRole("region", { name: texts.property_legend });
      await expect(legend).toBeVisible();
      await expect(legend.getByRole("listitem").filter({ hasText: vegan })).toHaveCount(1);
      // Each icon the results carry, once.
      await expect(legend.getByRole("listitem")).toHaveCount(new Set(await results.locator("img[alt]").evaluateAll((icons) => icons.map((i) => i.getAttribute("alt")).filter((alt) => alt))).size);
      await saveScreenScreenshot(page, `search-legend-${language}`);

      await results.first().click();
      await expect(page.getByRole("listitem").filter({ hasText: vegan }).first()).toBeVisible();
    });
  }
});
