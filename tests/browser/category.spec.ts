import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { ar } from "../../engine/i18n/catalogue/ar";
import { saveScreenshot } from "./support/venue-url";
import { expectAbove } from "./support/layout";
import { imagesSettled } from "./support/settled";
import { expectNoAxeViolations, NOON_DUBAI, openMenu, switchToArabic } from "./support/menu-screens";

/** The fixture venue `cards` has one category per view format, every card option and two special categories. */
const FORMATS = [
  { format: 1, category: 1, name: "Plates", nameAr: "أطباق" },
  { format: 2, category: 2, name: "Bowls", nameAr: "أوعية" },
  { format: 3, category: 3, name: "Drinks", nameAr: "مشروبات" },
  { format: 4, category: 4, name: "Sides", nameAr: "جوانب" },
] as const;

test.describe("/category/{id}: the four view formats, in English and Arabic", () => {
  for (const { format, category, name, nameAr } of FORMATS) {
    for (const language of ["en", "ar"] as const) {
      test(`view format ${format} (${language})`, async ({ page }) => {
        await openMenu(page, "cards", `/category/${category}`);
        await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
        if (language === "ar") {
          await switchToArabic(page);
          await expect(page.getByRole("heading", { level: 1, name: nameAr })).toBeVisible();
        }
        const list = page.getByTestId("product-list");
        await expect(list.locator("li").first()).toBeVisible();
        const cards = list.locator("article");
        // Format 1 and 3 show pictures (here the drawn placeholder: the venue has none), 2 and 4 none.
        const pictures = list.getByTestId("drawn-placeholder");
        if (format === 1 || format === 3) expect(await pictures.count()).toBeGreaterThan(0);
        else await expect(pictures).toHaveCount(0);
        // Format 4 rows link nowhere; the others link to their product pages.
        if (format === 4) await expect(cards.getByRole("link")).toHaveCount(0);
        else expect(await cards.locator('a[href^="/product/"]').count()).toBeGreaterThan(0);
        // Every format has add icons (ordering is on and the venue open).
        expect(await list.getByRole("button", { name: /Add To Cart|أضف/ }).count()).toBeGreaterThan(0);
        if (language === "ar") {
          // Right to left: a row's add icon sits at its left edge.
          const row = cards.first();
          const add = row.getByRole("button").last();
          const [rowBox, addBox] = [await row.boundingBox(), await add.boundingBox()];
          expect(addBox!.x - rowBox!.x).toBeLessThan(rowBox!.width / 2);
        }
        await expectNoAxeViolations(page);
        await saveScreenshot(page, `category-format-${format}-${language}`);
      });
    }
  }
});

test.describe("/category/{id}: card options", () => {
  test("hidden title, hidden image, width, chef badge, out of stock, properties, discount, disabled and external links", async ({ page }) => {
    await openMenu(page, "cards", "/category/1");
    const card = (id: number) => page.getByTestId(`product-card-${id}`);
    await expect(card(101)).toBeVisible();
    // hidden_title: not shown, still the link's name.
    await expect(card(101).getByRole("link", { name: "Hidden Title Plate" })).toBeAttached();
    const hiddenTitle = await card(101).getByText("Hidden Title Plate", { exact: true }).boundingBox();
    expect(hiddenTitle!.width).toBeLessThanOrEqual(1);
    // The chef badge is drawn when the venue has no chef_recommends_image.
    await expect(card(101).getByText("Chef recommends")).toBeVisible();
    // hidden_image: no picture frame at all.
    await expect(card(102).getByTestId("drawn-placeholder")).toHaveCount(0);
    await expect(card(102)).toHaveAttribute("data-shadow", "true");
    // fullwidth: a 95 % card spans the row; the others take half.
    const wide = await page.locator("li", { has: card(103) }).boundingBox();
    const half = await page.locator("li", { has: card(102) }).boundingBox();
    expect(wide!.width).toBeGreaterThan(half!.width * 1.8);
    // display_properties_in_product: properties without icons are name badges.
    await expect(card(103).getByText("Vegan")).toBeVisible();
    await expect(card(103).getByText("Spicy")).toBeVisible();
    // Out of stock: the label, and no add icon.
    await expect(card(104).getByText("Out of Stock")).toBeVisible();
    await expect(card(104).getByRole("button")).toHaveCount(0);
    // disable_link: no link; external_link: the URL, in a new tab.
    await expect(card(105).getByRole("link")).toHaveCount(0);
    await expect(card(105).getByRole("button", { name: "Add To Cart: Linkless Plate" })).toBeVisible();
    const external = card(106).getByRole("link", { name: "External Plate" });
    await expect(external).toHaveAttribute("href", "https://example.com/plate");
    await expect(external).toHaveAttribute("target", "_blank");
    // enable_discount_percentage: the percent, and the struck original.
    await expect(card(107).getByText("−25%")).toBeVisible();
    await expect(card(107).locator("s")).toHaveText("AED 40.00");
    await expect(card(107).getByText("AED 30.00")).toBeVisible();
    // Outside its hours a product is not listed at all.
    await expect(page.getByText("Night Plate")).toHaveCount(0);
  });

  test("the demo's cards: images with reserved 16:10 space, the chef's badge image, venue texts and placeholders", async ({ page }) => {
    await openMenu(page, "demo", "/category/6");
    const image = page.getByTestId("product-card-124").locator("img").first();
    await expect(image).toHaveAttribute("width", "800");
    await expect(image).toHaveAttribute("height", "500");
    await expect(page.getByTestId("product-card-126").getByRole("img", { name: "Chef recommends" })).toBeVisible();
    await expect(page.getByTestId("product-card-129").getByText("Sold out today")).toBeVisible();
    // Cards far down the list load their images lazily.
    await expect(page.getByTestId("product-card-131").locator("img").first()).toHaveAttribute("loading", "lazy");
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "category-demo-grills-en");
  });

  test("a product outside its hours is absent; the demo in Arabic", async ({ page }) => {
    await openMenu(page, "demo", "/category/2");
    await expect(page.getByRole("heading", { name: "Chicken Musakhan" })).toBeVisible();
    // Seafood Sayadieh is served from 18:00: at noon it is not on the page.
    await expect(page.getByText("Seafood Sayadieh")).toHaveCount(0);
    await expect(page.getByTestId("product-list").locator("li")).toHaveCount(2);
    await switchToArabic(page);
    await expect(page.getByTestId("product-list").locator("li")).toHaveCount(2);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "category-demo-chefs-ar");
  });
});

test.describe("/category/{id}: sub-categories, promotions and special categories", () => {
  test("a category without products shows its sub-categories and promotions", async ({ page }) => {
    await openMenu(page, "demo", "/category/3");
    const subs = page.getByRole("list", { name: "Categories" });
    await expect(subs.getByRole("link", { name: "Cold Mezze" })).toBeVisible();
    await expect(subs.getByRole("link", { name: "Hot Mezze" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Promotions" }).getByText("Sunset Mezze Hour", { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "category-demo-mezze-en");
    // A category with products shows none of its promotions.
    await subs.getByRole("link", { name: "Cold Mezze" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Cold Mezze" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Promotions" })).toHaveCount(0);
  });

  test("a special category: sections under a sticky nav bar of #cat-{id} anchors that follows the scrolling", async ({ page }) => {
    // Opened at an anchor: the page starts at that section, 150 px below the top.
    await openMenu(page, "cards", "/category/5#cat-2");
    const nav = page.getByRole("navigation", { name: "Everything" });
    const links = nav.getByRole("link");
    await expect(links).toHaveText(["Plates", "Bowls", "Drinks"]);
    await expect(links.nth(0)).toHaveAttribute("href", "#cat-1");
    await expect(page.locator("#cat-2").getByRole("heading", { name: "Bowls" })).toBeVisible();
    await expect.poll(() => sectionSitsBelowNav(page, "#cat-2", "Everything")).toBe(true);
    await expect(links.nth(1)).toHaveAttribute("aria-current", "true");
    // The nav bar stays under the header while the page scrolls.
    const header = page.getByRole("banner");
    const headerBox = (await header.boundingBox())!;
    expect(Math.abs((await nav.boundingBox())!.y - (headerBox.y + headerBox.height))).toBeLessThanOrEqual(2);
    await links.nth(0).click();
    await expect(page).toHaveURL(/#cat-1$/);
    await expect(links.nth(0)).toHaveAttribute("aria-current", "true");
    await expect.poll(() => sectionSitsBelowNav(page, "#cat-1", "Everything")).toBe(true);
    await expect(links.nth(1)).not.toHaveAttribute("aria-current", "true");
    // A card's link that Shift+Tab reaches while it sits behind the sticky bar is scrolled out from under it.
    const wide = page.locator("#cat-1").getByRole("link", { name: "Wide Plate" });
    await wide.evaluate((link) => window.scrollTo(0, link.getBoundingClientRect().top + window.scrollY - 70));
    await wide.focus();
    await expectAbove(nav, wide);
    await expectNoAxeViolations(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, "category-special-all-en");
  });

  test("a special category in Arabic, and the discounted kind", async ({ page }) => {
    await openMenu(page, "cards", "/category/6");
    // Discounted: only the products with a discount, each under its own category.
    await expect(page.getByTestId("product-list").locator("article")).toHaveCount(2);
    await expect(page.getByRole("heading", { name: "Discount Plate" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Spicy Bowl" })).toBeVisible();
    await switchToArabic(page);
    await expect(page.getByRole("navigation", { name: "عروض" }).getByRole("link")).toHaveText(["أطباق", "أوعية"]);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "category-special-discounted-ar");
  });

  test("the demo's combos category", async ({ page }) => {
    await openMenu(page, "demo", "/category/9");
    await expect(page.getByRole("heading", { name: "Ember Lunch Combo" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Mezze for Two" })).toBeVisible();
    await saveScreenshot(page, "category-demo-combos-en");
  });
});

test.describe("/category/{id}: adding to the cart", () => {
  test("a product without variations goes straight in with quantity 1; the same item again is refused", async ({ page }) => {
    await openMenu(page, "cards", "/category/2");
    await page.getByRole("button", { name: "Add To Cart: Grain Bowl" }).click();
    await expect(page.getByText("Item added to cart")).toBeVisible();
    await expect(page.getByTestId("cart-link")).toHaveAccessibleName("Cart with 1 items");
    // enable_adding_same_item_cart is off here: the icon now says so, disabled.
    await expect(page.getByTestId("add-201")).toHaveAccessibleName("Already Added To Cart");
    await expect(page.getByTestId("add-201")).toBeDisabled();
    // addtocart_redirect "other": the guest stays on the page.
    await expect(page).toHaveURL(/\/category\/2$/);
  });

  test("a product with a required variation opens the picker; add is blocked until it is chosen", async ({ page }) => {
    await openMenu(page, "cards", "/category/3");
    await page.getByRole("button", { name: "Add To Cart: Lemonade" }).click();
    const sheet = page.getByRole("dialog", { name: "Lemonade" });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByText("Required")).toBeVisible();
    const add = sheet.getByTestId("add-to-cart");
    await expect(add).toBeDisabled();
    await expect(sheet.getByText("Select Variations")).toBeVisible();
    await saveScreenshot(page, "category-picker-en");
    await expectNoAxeViolations(page);
    await sheet.getByTestId(/^variation-/).first().getByRole("button").click();
    await page.getByRole("listbox").getByRole("option", { name: /Large/ }).click();
    await expect(add).toBeEnabled();
    await expect(add).toContainText("AED 18.00");
    await add.click();
    await expect(sheet).toBeHidden();
    await expect(page.getByText("Item added to cart")).toBeVisible();
    await expect(page.getByTestId("cart-link")).toHaveAccessibleName("Cart with 1 items");
  });

  for (const language of ["en", "ar"] as const) {
    test(`addtocart_redirect 'back': an add made on the list stays on the list (${language}, docs/decisions/0043)`, async ({ page }) => {
      await openMenu(page, "demo", "/home");
      if (language === "ar") await switchToArabic(page);
      await page.getByRole("link", { name: language === "en" ? "Salads" : "السلطات" }).click();
      await expect(page).toHaveURL(/\/category\/7$/);
      await page.getByTestId("add-133").click();
      await expect(page.getByText(language === "en" ? "Item added to cart" : ar.ui_str_cart_item_added)).toBeVisible();
      await expect(page.getByTestId("cart-link")).toHaveAccessibleName(language === "en" ? "Cart with 1 items" : /1/);
      // Still on the list, which still shows its other dishes to add.
      await expect(page).toHaveURL(/\/category\/7$/);
      await expect(page.getByTestId("add-134")).toBeEnabled();
      await saveScreenshot(page, `category-added-stays-${language}`);
      if (language === "en") {
        // A toast still up when the guest switches language rewords itself (it hides 5 s after it showed).
        await switchToArabic(page);
        await expect(page.getByText(ar.ui_str_cart_item_added)).toBeVisible();
      }
    });
  }

  test("addtocart_redirect 'cart': after a direct add the app goes to the cart", async ({ page }) => {
    await openMenu(page, "arabi", "/category/1");
    await page.getByTestId("add-11").click();
    await expect(page).toHaveURL(/\/cart$/);
    // The guest lands on the cart holding the item, not on a blank or not-found page.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Cart|السلة/);
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
  });

  test("a closed venue shows no add icons", async ({ page }) => {
    // 03:00 in Dubai: the demo opens at 07:00.
    await openMenu(page, "demo", "/category/7", new Date("2026-11-23T03:00:00+04:00"));
    await expect(page.getByRole("heading", { name: "Fattoush" })).toBeVisible();
    await expect(page.getByText("We are currently closed")).toBeVisible();
    await expect(page.getByTestId("product-list").getByRole("button")).toHaveCount(0);
  });
});

test.describe("/category/{id}: scrolling and safety", () => {
  test("the scroll position is restored per category", async ({ page }) => {
    await openMenu(page, "demo", "/category/6");
    await expect(page.getByTestId("product-card-131")).toBeAttached();
    // The guest scrolls down until Lamb Chops is mid-screen, then taps it. Wholly in view, the tap scrolls nothing
    // (a card cut by the screen's edge would be scrolled into view first, and that position kept instead).
    const lambChops = page.getByRole("link", { name: "Lamb Chops" });
    await lambChops.evaluate((link) => link.scrollIntoView({ block: "center", behavior: "instant" }));
    // The page keeps the position a frame after the scroll: leave once it is kept.
    const kept = () => page.evaluate(() => Number(window.sessionStorage.getItem("carta.scroll.category.6")));
    await expect.poll(kept).toBeGreaterThan(800);
    const position = await kept();
    await lambChops.click();
    await expect(page).toHaveURL(/\/product\/127/);
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: "Grills" })).toBeAttached();
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(position);
  });

  test("a <script> and an onerror in a description run neither", async ({ page }) => {
    await openMenu(page, "cards", "/category/1");
    await expect(page.getByText("Our plates.")).toBeVisible();
    // Every image shown has loaded or failed: an onerror would have run by now.
    await imagesSettled(page);
    expect(await page.evaluate(() => (window as unknown as { __cartaXss?: string }).__cartaXss)).toBeUndefined();
    await expect(page.locator("[data-testid=category-page] script")).toHaveCount(0);
    await expect(page.locator("[onerror]")).toHaveCount(0);
  });
});

test("NOON_DUBAI is a Monday", () => {
  expect(NOON_DUBAI.getUTCDay()).toBe(1);
});

/**
 * The anchored section starts just below the sticky nav bar (not hidden under it), and the section before it has
 * scrolled away above the nav: relations, not pixels, so other fonts or header heights do not break it.
 */
async function sectionSitsBelowNav(page: Page, sectionSelector: string, navName: string): Promise<boolean> {
  return page.evaluate(([selector, name]) => {
    const section = document.querySelector(selector!);
    const nav = document.querySelector(`nav[aria-label="${name}"]`);
    if (!section || !nav) return false;
    const top = section.getBoundingClientRect().top;
    const navBottom = nav.getBoundingClientRect().bottom;
    const previousHeading = section.previousElementSibling?.querySelector("h2, h3");
    const previousHidden = !previousHeading || previousHeading.getBoundingClientRect().bottom <= navBottom + 1;
    return top >= navBottom - 1 && top < navBottom + window.innerHeight / 3 && previousHidden;
  }, [sectionSelector, navName]);
}
