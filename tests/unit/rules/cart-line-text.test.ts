import { describe, expect, it } from "vitest";
import { lineOptionTexts } from "../../../engine/rules/cart-line-text";

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
