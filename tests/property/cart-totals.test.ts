import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { milli, type Milli } from "../../schemas/money";
import { computeCartTotals, type CartTotalsInput } from "../../engine/rules/cart-totals";
import { couponDiscount, couponMatchingSum, type Coupon } from "../../engine/rules/coupon";
import { nonNegative, roundForMenu } from "../../engine/rules/money";
import { ORDER_TYPES } from "../../engine/rules/order-type";

const money = (max: number) => fc.integer({ min: 0, max }).map(milli);
const decimalNumber = (maxThousandths: number) => fc.integer({ min: 0, max: maxThousandths }).map((n) => n / 1000);

const line = fc.record({
  id: fc.integer({ min: 1, max: 10 }),
  category: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null, freq: 10 }),
  price: money(100_000_000),
  qty: fc.integer({ min: 1, max: 50 }),
});

const coupon: fc.Arbitrary<Coupon> = fc.record({
  id: fc.integer({ min: 1, max: 5 }),
  discount_value_type: fc.constantFrom("percentage", "fixed", "Percentage", "bogus"),
  discount_value: decimalNumber(150_000),
  products: fc.option(fc.array(fc.integer({ min: 1, max: 10 }), { maxLength: 3 }), { nil: null }),
  categories: fc.option(fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 2 }), { nil: null }),
  min_order_value: fc.option(money(5_000_000), { nil: undefined }),
  max_discount_value: fc.option(money(2_000_000), { nil: null }),
  free_delivery: fc.boolean(),
});

const tax = fc.oneof(
  fc.record({ id: fc.nat(9), name: fc.constant("pct"), type: fc.constant("percentage"), rate: decimalNumber(30_000) }),
  fc.record({ id: fc.nat(9), name: fc.constant("fixed"), type: fc.constant("fixed"), rate: decimalNumber(50_000) }),
);

const input: fc.Arbitrary<CartTotalsInput> = fc.record({
  lines: fc.array(line, { maxLength: 20 }),
  coupon: fc.option(coupon, { nil: null }),
  orderType: fc.constantFrom(...ORDER_TYPES),
  deliveryFees: fc.option(money(50_000), { nil: null }),
  // A plugin's discounts, negative ones too (they count as none).
  namedDiscounts: fc.option(
    fc.array(fc.record({ id: fc.constant("d"), label: fc.constant("plugin.d"), amount: fc.integer({ min: -50_000, max: 100_000 }).map((n) => milli(n)) }), { maxLength: 3 }),
    { nil: null },
  ),
  tips: fc.option(money(100_000), { nil: null }),
  settings: fc.record({
    price_decimal_places: fc.integer({ min: 0, max: 3 }),
    taxes: fc.array(tax, { maxLength: 3 }),
    cart_subtotal_include_tax: fc.boolean(),
    minimum_order_amount: fc.option(money(200_000), { nil: null }),
  }),
});

const isAmount = (m: Milli) => Number.isSafeInteger(m) && m >= 0;

describe("cart totals", () => {
  it("are never negative, NaN or infinite", () => {
    fc.assert(
      fc.property(input, (i) => {
        const t = computeCartTotals(i);
        for (const m of [t.subTotal, t.discount, t.deliveryFee, t.deliveryFeeWaived, t.addedTaxes, t.fixedTaxes, t.namedDiscountTotal, t.tips, t.total]) {
          expect(isAmount(m)).toBe(true);
        }
        for (const x of t.taxes) expect(isAmount(x.amount)).toBe(true);
      }),
    );
  });
  it("add up: total = subtotal + added taxes + delivery fee − discount − named discounts + tips, at the menu's rounding", () => {
    fc.assert(
      fc.property(input, (i) => {
        const t = computeCartTotals(i);
        const raw = milli(t.subTotal + t.addedTaxes + t.deliveryFee - t.discount - t.namedDiscountTotal + t.tips);
        expect(t.total).toBe(nonNegative(roundForMenu(raw, i.settings.price_decimal_places)));
      }),
    );
  });
  it("do not depend on the order of the cart lines", () => {
    fc.assert(
      fc.property(input, fc.infiniteStream(fc.nat()), (i, randoms) => {
        const it = randoms[Symbol.iterator]();
        const shuffled = [...i.lines]
          .map((l) => ({ l, k: it.next().value as number }))
          .sort((a, b) => a.k - b.k)
          .map((x) => x.l);
        expect(computeCartTotals({ ...i, lines: shuffled })).toEqual(computeCartTotals(i));
      }),
    );
  });
  it("charge no delivery fee unless delivery, and none with free delivery", () => {
    fc.assert(
      fc.property(input, (i) => {
        const t = computeCartTotals(i);
        if (i.orderType !== "delivery" || t.freeDelivery) expect(t.deliveryFee).toBe(0);
      }),
    );
  });
});

describe("coupon discount", () => {
  it("never exceeds the matching sum nor max_discount_value", () => {
    fc.assert(
      fc.property(input, coupon, (i, c) => {
        const subTotal = computeCartTotals(i).subTotal;
        const d = couponDiscount(c, i.lines, subTotal, i.settings.price_decimal_places);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(couponMatchingSum(c, i.lines, i.settings.price_decimal_places));
        if (c.max_discount_value && c.max_discount_value > 0) expect(d).toBeLessThanOrEqual(c.max_discount_value);
        if (c.min_order_value !== undefined && c.min_order_value !== null && subTotal < c.min_order_value) expect(d).toBe(0);
      }),
    );
  });
});
