import { describe, expect, it } from "vitest";
import { milli } from "../../../schemas/money";
import {
  canApplyCoupon,
  couponApplies,
  couponButtonLabel,
  couponDiscount,
  couponFreeDelivery,
  couponMatchingSum,
  normalizeCouponCode,
  type Coupon,
} from "../../../engine/rules/coupon";

const lines = [
  { id: 101, category: 1, price: milli(25000), qty: 2 },
  { id: 202, category: 2, price: milli(18500), qty: 1 },
];
const subTotal = milli(68500);
const base: Coupon = { id: 1, discount_value_type: "percentage", discount_value: 10 };

describe("coupon rules (spec §5)", () => {
  it("min_order_value: applies from the subtotal, missing means 0", () => {
    expect(couponApplies(base, subTotal)).toBe(true);
    expect(couponApplies({ ...base, min_order_value: milli(68500) }, subTotal)).toBe(true);
    expect(couponApplies({ ...base, min_order_value: milli(68501) }, subTotal)).toBe(false);
    expect(couponDiscount({ ...base, min_order_value: milli(100000) }, lines, subTotal, 3)).toBe(0);
  });
  it("counts every line when the coupon lists no products or categories", () => {
    expect(couponMatchingSum(base, lines, 3)).toBe(68500);
    expect(couponDiscount(base, lines, subTotal, 3)).toBe(6850);
  });
  it("counts only the matching lines when it lists products or categories", () => {
    expect(couponMatchingSum({ ...base, categories: [1] }, lines, 3)).toBe(50000);
    expect(couponMatchingSum({ ...base, products: ["202"] }, lines, 3)).toBe(18500);
    expect(couponMatchingSum({ ...base, products: [202], categories: [1] }, lines, 3)).toBe(68500);
    expect(couponMatchingSum({ ...base, categories: [9] }, lines, 3)).toBe(0);
  });
  it("percentage: matching sum × value / 100 at 3 decimals", () => {
    expect(couponDiscount({ ...base, discount_value: 12.5, categories: [2] }, lines, subTotal, 3)).toBe(2313);
  });
  it("fixed: the value, capped at the matching sum", () => {
    const fixed = { ...base, discount_value_type: "fixed", discount_value: 30 };
    expect(couponDiscount(fixed, lines, subTotal, 3)).toBe(30000);
    expect(couponDiscount({ ...fixed, categories: [2] }, lines, subTotal, 3)).toBe(18500);
  });
  it("caps any result at max_discount_value when set (0 counts as not set)", () => {
    expect(couponDiscount({ ...base, max_discount_value: milli(4000) }, lines, subTotal, 3)).toBe(4000);
    expect(couponDiscount({ ...base, max_discount_value: milli(0) }, lines, subTotal, 3)).toBe(6850);
    expect(couponDiscount({ ...base, max_discount_value: null }, lines, subTotal, 3)).toBe(6850);
  });
  it("an unknown type gives no discount", () => {
    expect(couponDiscount({ ...base, discount_value_type: "bogus" }, lines, subTotal, 3)).toBe(0);
    expect(couponDiscount(null, lines, subTotal, 3)).toBe(0);
  });
  it("free delivery when granted and the subtotal reaches min_order_value", () => {
    expect(couponFreeDelivery({ ...base, free_delivery: true, min_order_value: milli(50000) }, subTotal)).toBe(true);
    expect(couponFreeDelivery({ ...base, free_delivery: true, min_order_value: milli(90000) }, subTotal)).toBe(false);
    expect(couponFreeDelivery({ ...base, free_delivery: false }, subTotal)).toBe(false);
  });
});

describe("coupon codes and the coupon button", () => {
  it("codes are sent in upper case", () => {
    expect(normalizeCouponCode("  summer10 ")).toBe("SUMMER10");
  });
  it("labels: Delete when it differs from the auto-apply code, Applied when it matches, else Apply", () => {
    expect(couponButtonLabel("SUMMER10", "WELCOME")).toBe("Delete Coupon");
    expect(couponButtonLabel("welcome", "WELCOME")).toBe("Coupon Applied");
    expect(couponButtonLabel(null, "WELCOME")).toBe("Apply Coupon");
  });
  it("apply is disabled while loading, when empty, or equal to the auto-apply code", () => {
    expect(canApplyCoupon("summer", false, "WELCOME")).toBe(true);
    expect(canApplyCoupon("summer", true)).toBe(false);
    expect(canApplyCoupon("  ", false)).toBe(false);
    expect(canApplyCoupon("welcome", false, "WELCOME")).toBe(false);
  });
});
