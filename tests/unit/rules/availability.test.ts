import { describe, expect, it } from "vitest";
import { milli } from "../../../schemas/money";
import { loadTemporal } from "../../../engine/rules/temporal";
import { wallClockAt } from "../../../engine/rules/wall-clock";
import {
  availableProducts,
  carouselProducts,
  drawerCategories,
  homeCategories,
  isLinkless,
} from "../../../engine/rules/availability";
import { hasCheckedProperty, matchesSearchTerm, searchProducts } from "../../../engine/rules/search";
import { isUpsellEligible, upsellPrice, upsellProducts } from "../../../engine/rules/upsell";
import type { ItemHours } from "../../../engine/rules/hours";

const T = await loadTemporal();
const monday10 = wallClockAt(T, Date.UTC(2026, 0, 5, 6, 0), "Asia/Dubai");
const breakfast: ItemHours = [[{ day: 1, from_hour: "06:00:00", to_hour: "09:00:00" }], []];

const categories = [
  { id: 1, parent: null, name: "Mains" },
  { id: 2, parent: null, name: "Breakfast", category_hours: breakfast },
  { id: 3, parent: 1, name: "Burgers" },
  { id: 4, parent: null, name: "Shop", external_link: "https://shop.example" },
  { id: 5, parent: null, name: "All", enable_special_category: true },
];
const products = [
  { id: 10, category: 1, name: "Chicken Burger", price: milli(30000), properties: [1], upsell_cart: true },
  { id: 11, category: 1, name: "Beef BURGER", price: milli(35000), properties: [2], discount: 10, upsell_cart: true },
  { id: 12, category: 2, name: "Pancakes", price: milli(20000), upsell_cart: true },
  { id: 13, category: 1, name: "Secret burger", price: milli(1000), disable_link: true, upsell_cart: true },
  { id: 14, category: 1, name: "Night burger", price: milli(1000), product_hours: breakfast },
  { id: 15, category: 5, name: "Burger special", price: milli(1000) },
  { id: 16, category: 1, name: "Sold-out burger", price: milli(1000), out_of_stock: true, upsell_cart: true },
];

describe("category and product visibility", () => {
  it("home shows top-level categories open now, with or without home_display_all_categories (issue 9 §2.6)", () => {
    expect(homeCategories(categories, false, monday10).map((c) => c.id)).toEqual([1, 4, 5]);
    // Before the fix "all" listed the sub-category Burgers (3) and the closed Breakfast (2) too.
    expect(homeCategories(categories, true, monday10).map((c) => c.id)).toEqual([1, 4, 5]);
  });
  it("the drawer also drops disabled and external-link categories", () => {
    expect(drawerCategories(categories, monday10).map((c) => c.id)).toEqual([1, 5]);
  });
  it("the carousel skips linkless and out-of-hours products", () => {
    expect(carouselProducts(products, monday10).map((p) => p.id)).toEqual([10, 11, 12, 15, 16]);
    expect(availableProducts(products, monday10).map((p) => p.id)).not.toContain(14);
  });
  it("external_link may be a url or a flag", () => {
    expect(isLinkless({ external_link: "  " })).toBe(false);
    expect(isLinkless({ external_link: true })).toBe(true);
  });
});

describe("search (spec §2, §5)", () => {
  it("is a case-insensitive substring match on the name", () => {
    expect(matchesSearchTerm("Beef BURGER", "burg")).toBe(true);
    expect(matchesSearchTerm("Beef BURGER", "fish")).toBe(false);
    expect(matchesSearchTerm("anything", "  ")).toBe(true);
  });
  it("needs at least one checked property when any are checked", () => {
    expect(hasCheckedProperty([1, 2], [])).toBe(true);
    expect(hasCheckedProperty([1, 2], ["2", 5])).toBe(true);
    expect(hasCheckedProperty(null, [5])).toBe(false);
  });
  it("excludes disabled, external, out-of-hours and special-category products", () => {
    const results = searchProducts(products, { searchTerm: "BURGER", checkedProperties: [] }, categories, monday10);
    expect(results.map((p) => p.id)).toEqual([10, 11, 16]);
    expect(searchProducts(products, { searchTerm: "burger", checkedProperties: [2] }, categories, monday10).map((p) => p.id)).toEqual([11]);
  });
});

describe("upsell (spec §5)", () => {
  it("flagged, in stock, not link-disabled, within category and product hours", () => {
    expect(upsellProducts(products, { enable_order: true, categories }, monday10).map((p) => p.id)).toEqual([10, 11]);
    expect(isUpsellEligible({ id: 99, category: 42, price: milli(1), upsell_cart: true }, { enable_order: true, categories }, monday10)).toBe(false);
  });
  it("is priced with the discount and the display tax", () => {
    const settings = { display_prices_with_tax: true, taxes: [{ id: 1, name: "VAT", type: "percentage", rate: 5 }] };
    expect(upsellPrice(products[1]!, settings)).toEqual({ original: 36750, final: 33075, hasDiscount: true });
  });
});
