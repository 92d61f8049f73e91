import { describe, expect, it } from "vitest";
import { milli } from "../../../schemas/money";
import { discountAmount, discountedPrice, shownProductPrice, withDisplayTax } from "../../../engine/rules/product-price";

const vat = { id: 1, name: "VAT", type: "percentage", rate: 5 };
const municipality = { id: 2, name: "Municipality", type: "percentage", rate: 7 };
const service = { id: 3, name: "Service", type: "fixed", rate: 2 };

describe("product discount: a percent off the price", () => {
  it("takes 15 % off 25.000", () => {
    expect(discountAmount(milli(25000), 15)).toBe(3750);
    expect(discountedPrice(milli(25000), 15)).toBe(21250);
  });
  it("rounds the discount amount to 3 decimals", () => {
    expect(discountAmount(milli(9990), 33.3)).toBe(3327);
    expect(discountedPrice(milli(9990), 33.3)).toBe(6663);
  });
  it("never adds to the price nor goes below zero", () => {
    expect(discountedPrice(milli(10000), -10)).toBe(10000);
    expect(discountedPrice(milli(10000), 150)).toBe(0);
    expect(discountedPrice(milli(10000), null)).toBe(10000);
  });
});

describe("display_prices_with_tax", () => {
  it("adds the summed percentage taxes, never the fixed ones", () => {
    const settings = { display_prices_with_tax: true, taxes: [vat, municipality, service] };
    expect(withDisplayTax(milli(21250), settings)).toBe(23800);
  });
  it("leaves the price alone when off", () => {
    expect(withDisplayTax(milli(21250), { display_prices_with_tax: false, taxes: [vat] })).toBe(21250);
  });
  it("applies the tax after the discount, to both the original and the final price", () => {
    const shown = shownProductPrice({ price: milli(25000), discount: 15 }, { display_prices_with_tax: true, taxes: [vat, municipality] });
    expect(shown).toEqual({ original: 28000, final: 23800, hasDiscount: true });
  });
  it("has no discount flag without a discount", () => {
    expect(shownProductPrice({ price: milli(25000) }, {})).toEqual({ original: 25000, final: 25000, hasDiscount: false });
  });
});
