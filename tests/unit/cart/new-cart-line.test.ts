import { describe, expect, it } from "vitest";
import { milli } from "../../../schemas/money";
import { newCartLine } from "../../../engine/cart/new-cart-line";
import { productVariationGroups, shownLinePrice } from "../../../engine/rules";

const variations = [
  { id: 1, name: "Size", required: true, values: [{ id: 11, value: "Small", price: milli(2000), math: "-" }, { id: 12, value: "Large", price: milli(4000) }] },
  { id: 2, name: "Extras", multiple: true, max_choices_allowed: 2, values: [{ id: 21, value: "Feta", price: milli(5000) }, { id: 22, value: "Egg", price: milli(3000) }] },
];
const product = {
  id: 7,
  category: 3,
  name: "Hummus",
  sku: "H-7",
  price: milli(28000),
  discount: 10,
  images: [{ image: { product: "/h.jpg" } }],
  pos_available_qty: 4,
  product_variations: [
    { variation: 1, variation_value: 11 },
    { variation: 1, variation_value: 12 },
    { variation: 2, variation_value: 21 },
    { variation: 2, variation_value: 22 },
  ],
};
const groups = productVariationGroups(product.product_variations, variations);

describe("the cart line a product becomes (doc 1 §3)", () => {
  it("carries the unit price from the rules, the chosen variations flagged, quantity, maximum and instructions", () => {
    const line = newCartLine(product, { groups, choice: { "1": [12], "2": [21] }, qty: 2, specialInstructions: "  no garlic " });
    // (28 + 4 + 5) = 37, less 10 %: 33.300.
    expect(line.price).toBe(33300);
    expect(line).toMatchObject({ id: 7, category: 3, name: "Hummus", sku: "H-7", image: "/h.jpg", qty: 2, max_qty: 4, special_instructions: "no garlic" });
    expect(line.variations).toEqual([
      { id: 1, name: "Size", values: [{ id: 11, name: "Small", selected: false }, { id: 12, name: "Large", selected: true }] },
      { id: 2, name: "Extras", values: [{ id: 21, name: "Feta", selected: true }, { id: 22, name: "Egg", selected: false }] },
    ]);
  });
  it("keeps the chosen combo items and what they add", () => {
    const combo = [{ id: 5, name: "Side", products: [{ id: 1, name: "Fries", price: milli(0), selected: false }, { id: 2, name: "Salad", price: milli(3000), selected: true }] }];
    const line = newCartLine({ ...product, discount: 0 }, { groups: [], choice: {}, comboGroups: combo, qty: 1 });
    expect(line.price).toBe(31000);
    expect(line.combo_groups[0]?.products.map((p) => p.selected)).toEqual([false, true]);
  });
  it("the add bar shows the line: unit price × quantity at the menu's decimals, with the display tax", () => {
    const settings = { price_decimal_places: 2, display_prices_with_tax: true, taxes: [{ id: 1, name: "VAT", type: "percentage" as const, rate: 5 }] };
    // 33.300 × 2 = 66.600, + 5 % = 69.930.
    expect(shownLinePrice(product, [groups[0]!.options[1]!, groups[1]!.options[0]!], null, 2, settings)).toBe(69930);
  });
});
