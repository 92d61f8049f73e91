import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { expectNoAxeViolations, loadLazyImages, openMenu, saveScreenScreenshot, switchToArabic } from "./support/menu-screens";

/**
 * The product screen as a guest first sees it, at 390 × 844 in English and Arabic: a product with variations,
 * one with a combo, one with several pictures (the video and two images). Compared by eye with DESIGN.md; axe in both directions.
 */
const current = (page: Page) => page.locator('[aria-roledescription="slide"][data-current="true"]');

const products = [
  { name: "variations", license: "demo", path: "/product/124" },
  { name: "combo", license: "demo", path: "/product/142" },
  { name: "images", license: "cards", path: "/product/303" },
] as const;

for (const product of products) {
  test(`/product with ${product.name}, in English and Arabic`, async ({ page }) => {
    await openMenu(page, product.license, product.path);
    await expect(current(page).getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("add-to-cart")).toBeVisible();
    await loadLazyImages(page);
    // Every picture of the venue's media has loaded: a broken one would pass every other check.
    const broken = (images: HTMLImageElement[]) =>
      images.filter((i) => new URL(i.src).pathname.startsWith("/media/") && i.complete && i.naturalWidth === 0).map((i) => i.src);
    expect(await page.locator("img").evaluateAll(broken)).toEqual([]);
    await saveScreenScreenshot(page, `product-looks-${product.name}-en`);
    await switchToArabic(page);
    await expect(current(page).getByRole("heading", { level: 1 })).toBeVisible();
    await loadLazyImages(page);
    await expectNoAxeViolations(page);
    await saveScreenScreenshot(page, `product-looks-${product.name}-ar`);
  });
}
