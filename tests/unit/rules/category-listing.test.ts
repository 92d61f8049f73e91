import { describe, expect, it } from "vitest";
import { milli } from "../../../schemas/money";
import { loadTemporal } from "../../../engine/rules/temporal";
import { wallClockAt } from "../../../engine/rules/wall-clock";
import type { ItemHours } from "../../../engine/rules/hours";
import {
  cardLink,
  categoryProducts,
  categoryPromotions,
  isSpecialCategory,
  specialCategorySections,
  subCategories,
  visibleCategoryProducts,
} from "../../../engine/rules/category-listing";
import { categoryCardImage, productCardImage } from "../../../engine/rules/card-image";
import { cartLineImage } from "../../../engine/rules/cart-line-image";

const T = await loadTemporal();
/** Monday 5 January 2026, 10:00 in Dubai. */
const monday10 = wallClockAt(T, Date.UTC(2026, 0, 5, 6, 0), "Asia/Dubai");
const dinner: ItemHours = [[{ day: 1, from_hour: "18:00:00", to_hour: "00:00:00" }], []];

const categories = [
  { id: 1, parent: null, products: [11, 10], promotions: [7] },
  { id: 2, parent: 1, products: [20] },
  { id: 3, parent: 1, products: [30], category_hours: dinner },
  { id: 4, parent: null, products: [40, 41, 42] },
  { id: 5, parent: null, products: [], promotions: [7, 8, 9] },
  { id: 50, parent: null, enable_special_category: true, special_category_type: "all", special_category_display_categories: [4, 2] },
  { id: 51, parent: null, enable_special_category: true, special_category_type: "all_in_category", special_category_display_categories: [1] },
  { id: 52, parent: null, enable_special_category: true, special_category_type: "discounted", special_category_display_categories: [] },
  { id: 53, parent: null, enable_special_category: true, special_category_type: "combos", special_category_display_categories: [53], products: [60] },
];
const products = [
  { id: 10, category: 1, price: milli(1000) },
  { id: 11, category: 1, price: milli(1000), discount: 10 },
  { id: 12, category: 1, price: milli(1000) },
  { id: 20, category: 2, price: milli(1000) },
  { id: 30, category: 3, price: milli(1000) },
  { id: 40, category: 4, price: milli(1000), product_hours: dinner },
  { id: 41, category: 4, price: milli(1000), discount: "5" },
  { id: 42, category: 4, price: milli(1000), enable_combo: true },
  { id: 60, category: 53, price: milli(1000), enable_combo: true },
];

describe("a category's products (doc 1 §2 /category)", () => {
  it("come in the category's own order, then those naming it that its list left out", () => {
    expect(categoryProducts(categories[0]!, products).map((p) => p.id)).toEqual([11, 10, 12]);
  });
  it("hide outside their product_hours", () => {
    expect(visibleCategoryProducts(categories[3]!, products, monday10).map((p) => p.id)).toEqual([41, 42]);
  });
  it("sub-categories are the children open now", () => {
    expect(subCategories(categories[0]!, categories, monday10).map((c) => c.id)).toEqual([2]);
  });
});

describe("promotions only when the category has no products", () => {
  const promotions = [{ id: 7 }, { id: 8, enable: false }, { id: 9 }];
  it("lists the enabled promotions in the category's order", () => {
    expect(categoryPromotions(categories[4]!, promotions, false).map((p) => p.id)).toEqual([7, 9]);
  });
  it("shows none when the category shows products", () => {
    expect(categoryPromotions(categories[0]!, promotions, true)).toEqual([]);
  });
});

describe("special categories (doc 1 §2)", () => {
  const ids = (id: number) =>
    specialCategorySections(categories.find((c) => c.id === id)!, categories, products, monday10).map((s) => [s.category.id, s.products.map((p) => p.id)]);
  it("are recognised by enable_special_category with a type", () => {
    expect(isSpecialCategory(categories[5]!)).toBe(true);
    expect(isSpecialCategory({ id: 1, enable_special_category: true, special_category_type: null })).toBe(false);
  });
  it("all: each listed category with its products open now, in the list's menu order", () => {
    expect(ids(50)).toEqual([
      [2, [20]],
      [4, [41, 42]],
    ]);
  });
  it("all_in_category: the listed category and its open sub-categories, each a section", () => {
    expect(ids(51)).toEqual([
      [1, [11, 10, 12]],
      [2, [20]],
    ]);
  });
  it("discounted: only discounted products, over every ordinary category when none is listed", () => {
    expect(ids(52)).toEqual([
      [1, [11]],
      [4, [41]],
    ]);
  });
  it("combos: only combo products", () => {
    expect(ids(53)).toEqual([[53, [60]]]);
  });
});

describe("card links and pictures", () => {
  it("a disabled link wins over an external one; an external link opens its URL", () => {
    expect(cardLink({ disable_link: true, external_link: "https://x.example" })).toEqual({ kind: "none" });
    expect(cardLink({ external_link: " https://x.example " })).toEqual({ kind: "external", url: "https://x.example" });
    expect(cardLink({ external_link: "" })).toEqual({ kind: "page" });
  });
  it("a product without images takes the venue's placeholder at its size, else none (the screen draws one)", () => {
    const placeholder = { resized: "/p.png", width: null, height: 400 };
    expect(productCardImage({ images: [{ image: { product: "/a.jpg" }, image_width: 1200, image_height: 750 }] }, placeholder)).toEqual({
      src: "/a.jpg",
      width: 1200,
      height: 750,
      placeholder: false,
    });
    expect(productCardImage({ images: [] }, placeholder)).toEqual({ src: "/p.png", width: 800, height: 400, placeholder: true });
    expect(productCardImage({ images: [] }, null)).toBeNull();
    expect(categoryCardImage({ image: null }, { resized: "/c.png" })).toEqual({ src: "/c.png", width: 800, height: 500, placeholder: true });
  });
  it("a cart line without a picture of its own shows the venue's product placeholder, as its card did", () => {
    const placeholder = { resized: "/p.png" };
    expect(cartLineImage("/a.jpg", placeholder)).toBe("/a.jpg");
    expect(cartLineImage(null, placeholder)).toBe("/p.png");
    expect(cartLineImage("  ", placeholder)).toBe("/p.png");
    expect(cartLineImage(null, { resized: "" })).toBeNull();
    expect(cartLineImage(null, null)).toBeNull();
  });
});
