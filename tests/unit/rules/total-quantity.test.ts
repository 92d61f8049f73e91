import { describe, expect, it } from "vitest";
import { totalQuantity } from "../../../engine/rules/cart-line";

describe("the cart badge counts quantities (menu spec, header)", () => {
  it("sums the quantities of the lines, not the lines", () => {
    expect(totalQuantity([{ qty: 2 }, { qty: 3 }])).toBe(5);
    expect(totalQuantity([])).toBe(0);
  });

  it("counts a broken quantity as none, as the totals do", () => {
    expect(totalQuantity([{ qty: 2 }, { qty: Number.NaN }, { qty: -1 }, { qty: 1.5 }])).toBe(2);
  });
});
