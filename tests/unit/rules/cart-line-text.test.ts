import { describe, expect, it } from "vitest";
import { lineInMenuLanguage, lineOptionTexts, menuNames } from "../../../engine/rules/cart-line-text";

describe("a cart line's option texts", () => {
  it("names each variation and combo group with its chosen values, in order, skipping those with none", () => {
    const line = {
      variations: [
        { name: "Size", values: [{ name: "Small", selected: false }, { name: "Large", selected: true }] },
        { name: "Extras", values: [{ name: "Cheese", selected: true }, { name: "Olives", selected: true }] },
        { name: "Sauce", values: [{ name: "Garlic", selected: false }] },
      ],
      combo_groups: [{ name: "Main", products: [{ name: "Chicken Shawarma", selected: true }, { name: "Falafel", selected: false }] }],
    };
    expect(lineOptionTexts(line)).toEqual(["Size: Large", "Extras: Cheese, Olives", "Main: Chicken Shawarma"]);
    expect(lineOptionTexts({ variations: [], combo_groups: [] })).toEqual([]);
  });
});

describe("a cart line named in the menu's language", () => {
  // The line as added from the English menu; the Arabic menu names the same ids.
  const line = {
    id: 7,
    name: "Mixed Grill",
    variations: [{ id: 1, name: "Size", values: [{ id: 11, name: "Small", selected: false }, { id: 12, name: "Large", selected: true }] }],
    combo_groups: [{ id: 5, name: "Side", products: [{ id: 30, name: "Fries", selected: true }, { id: 31, name: "Rice", selected: false }] }],
    qty: 2,
  };
  const arabic = menuNames({
    products: [
      { id: "7", name: "مشاوي مشكلة", combo_groups: [{ id: 5, name: "طبق جانبي", products: [{ id: 30, name: "" }, { id: 31, name: "أرز" }] }] },
      { id: 30, name: "بطاطا مقلية" },
    ],
    variations: [{ id: 1, name: "الحجم", values: [{ id: 11, value: "صغير" }, { id: 12, value: "كبير" }] }],
  });

  it("takes every name the menu has by id (a number or its string), the rest of the line as it was", () => {
    const named = lineInMenuLanguage(line, arabic);
    expect(named.name).toBe("مشاوي مشكلة");
    expect(lineOptionTexts(named)).toEqual(["الحجم: كبير", "طبق جانبي: بطاطا مقلية"]);
    expect(named.qty).toBe(2);
    expect(named.variations[0]!.values.map((value) => value.selected)).toEqual([false, true]);
    // The stored line is not changed.
    expect(line.name).toBe("Mixed Grill");
  });

  it("keeps the names it was added with where the menu names nothing: a product gone, a variation unknown", () => {
    const named = lineInMenuLanguage({ ...line, id: 99, variations: [{ ...line.variations[0]!, id: 2 }], combo_groups: [{ ...line.combo_groups[0]!, id: 6 }] }, arabic);
    expect(named.name).toBe("Mixed Grill");
    // An unknown group still names a choice the menu knows as a product.
    expect(lineOptionTexts(named)).toEqual(["Size: Large", "Side: بطاطا مقلية"]);
    expect(lineInMenuLanguage(line, menuNames({ products: [] }))).toEqual(line);
  });
});
