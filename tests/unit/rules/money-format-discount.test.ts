import { describe, expect, it } from "vitest";
import { discountText } from "../../../engine/rules";

describe("discountText: an amount taken off", () => {
  it("left to right, the sign comes first", () => {
    expect(discountText("AED 3.00", false)).toBe("−AED 3.00");
  });

  it("right to left, the sign sits on the digits in a left-to-right isolate, so the line does not lay it after them", () => {
    expect(discountText("\u200f3.00 AED", true)).toBe("\u200f\u2066−3.00\u2069 AED");
    expect(discountText("\u200f٣٫٠٠ د.إ", true)).toBe("\u200f\u2066−٣٫٠٠\u2069 د.إ");
    expect(discountText("1,234.50 ₪", true)).toBe("\u2066−1,234.50\u2069 ₪");
  });

  it("a text without digits keeps the sign in front", () => {
    expect(discountText("AED", true)).toBe("−AED");
  });
});
