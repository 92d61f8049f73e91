import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { milli } from "../../schemas/money";
import { discountedPrice, shownProductPrice, withDisplayTax } from "../../engine/rules/product-price";
import { applyVariations } from "../../engine/rules/variation-price";
import { cartUnitPrice, shownLinePrice } from "../../engine/rules/cart-line";
import { computeCartTotals } from "../../engine/rules/cart-totals";

const price = fc.integer({ min: 0, max: 1e12 }).map(milli);
const percent = fc.integer({ min: -10_000, max: 200_000 }).map((n) => n / 1000);
const taxes = fc.array(
  fc.record({
    id: fc.nat(9),
    name: fc.constant("t"),
    type: fc.constantFrom("percentage", "fixed"),
    rate: fc.integer({ min: 0, max: 50_000 }).map((n) => n / 1000),
  }),
  { maxLength: 4 },
);

describe("displayed prices", () => {
  it("a price shown with tax is never below the one without", () => {
    fc.assert(
      fc.property(price, percent, taxes, (p, d, t) => {
        const without = shownProductPrice({ price: p, discount: d }, { display_prices_with_tax: false, taxes: t });
        const withTax = shownProductPrice({ price: p, discount: d }, { display_prices_with_tax: true, taxes: t });
        expect(withTax.final).toBeGreaterThanOrEqual(without.final);
        expect(withTax.original).toBeGreaterThanOrEqual(without.original);
      }),
    );
  });
  it("a discount never raises a price nor makes it negative", () => {
    fc.assert(
      fc.property(price, percent, (p, d) => {
        const after = discountedPrice(p, d);
        return after >= 0 && after <= p;
      }),
    );
  });
  it("the display tax is monotone in the price", () => {
    fc.assert(
      fc.property(price, price, taxes, (a, b, t) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const s = { display_prices_with_tax: true, taxes: t };
        return withDisplayTax(lo, s) <= withDisplayTax(hi, s);
      }),
    );
  });
  it("unit prices with any variations are never negative", () => {
    const variation = fc.record({
      price: fc.integer({ min: 0, max: 1e9 }).map(milli),
      math: fc.constantFrom("+", "-", "?", null),
      display_price_product: fc.boolean(),
    });
    fc.assert(
      fc.property(price, percent, fc.array(variation, { maxLength: 5 }), (p, d, vs) => {
        expect(applyVariations(p, vs)).toBeGreaterThanOrEqual(0);
        expect(cartUnitPrice({ price: p, discount: d }, vs)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe("issue 9 §2.2: display_prices_with_tax with cart_subtotal_include_tax shows what the cart charges", () => {
  const percentageTaxes = fc.array(
    fc.record({
      id: fc.nat(9),
      name: fc.constant("t"),
      type: fc.constantFrom("percentage", "Percentage"),
      rate: fc.integer({ min: 1, max: 50_000 }).map((n) => n / 1000),
    }),
    { minLength: 1, maxLength: 4 },
  );
  it("the menu's price for a line equals the cart's total for that line: inclusive tax is never added again", () => {
    fc.assert(
      fc.property(price, percent, percentageTaxes, fc.integer({ min: 1, max: 20 }), fc.constantFrom(0, 2, 3), (p, d, t, qty, decimals) => {
        const settings = { display_prices_with_tax: true, cart_subtotal_include_tax: true, taxes: t, price_decimal_places: decimals };
        const product = { price: p, discount: d };
        const shown = shownLinePrice(product, [], null, qty, settings);
        const charged = computeCartTotals({ lines: [{ id: 1, category: 1, price: cartUnitPrice(product, []), qty }], orderType: "takeaway", settings });
        expect(shown).toBe(charged.total);
        expect(shownProductPrice(product, settings).final).toBe(discountedPrice(p, d));
      }),
    );
  });
});
