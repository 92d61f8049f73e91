import { describe, expect, it } from "vitest";
import { milli } from "../../../schemas/money";
import {
  comboItemPrice,
  comboSelectionsTotal,
  incompleteComboGroups,
  isComboComplete,
  isComboItemDisabled,
  selectComboItem,
  type ComboGroup,
} from "../../../engine/rules/combo";

const groups: ComboGroup[] = [
  {
    id: 1,
    name: "Main",
    products: [
      { id: 10, name: "Burger", price: milli(0), selected: true },
      { id: 11, name: "Wrap", price: milli(0) },
    ],
  },
  {
    id: 2,
    name: "Drink",
    products: [
      { id: 20, name: "Cola", price: milli(0) },
      {
        id: 21,
        name: "Juice",
        price: milli(4000),
        product_variations: [
          { price: milli(2000), math: "+", selected: true },
          { price: milli(1000), math: "+", selected: false },
        ],
      },
      { id: 22, name: "Shake", price: milli(6000), out_of_stock: true },
    ],
  },
];

describe("combo selection (spec §4, §5)", () => {
  it("choosing a product clears its siblings", () => {
    const next = selectComboItem(selectComboItem(groups, 2, 20), 2, 21);
    expect(next[1]?.products.map((p) => p.selected)).toEqual([false, true, false]);
    expect(groups[1]?.products[1]?.selected).toBeUndefined();
  });
  it("out-of-stock products cannot be chosen", () => {
    expect(isComboItemDisabled(groups[1]!.products[2]!)).toBe(true);
    expect(selectComboItem(groups, 2, 22)[1]?.products.some((p) => p.selected)).toBe(false);
  });
  it("every group needs a chosen product", () => {
    expect(isComboComplete(groups)).toBe(false);
    expect(incompleteComboGroups(groups)).toEqual([2]);
    expect(isComboComplete(selectComboItem(groups, 2, 20))).toBe(true);
  });
});

describe("combo prices", () => {
  it("a chosen item adds its price and its chosen variations", () => {
    expect(comboItemPrice(groups[1]!.products[1]!)).toBe(6000);
  });
  it("sums what every chosen item adds", () => {
    expect(comboSelectionsTotal(selectComboItem(groups, 2, 21))).toBe(6000);
    expect(comboSelectionsTotal(null)).toBe(0);
  });
});
