import { describe, expect, it } from "vitest";
import { milli } from "../../../schemas/money";
import { addedTaxTotal, computeTaxLines, fixedTaxTotal, percentageTaxRatio } from "../../../engine/rules/tax";

const vat = { id: 1, name: "VAT", type: "percentage", rate: 5 };
const service = { id: 2, name: "Service", type: "percentage", rate: 10 };
const bag = { id: 3, name: "Bag", type: "fixed", rate: 2 };

describe("taxes (spec §9)", () => {
  it("sums percentage rates exactly and leaves fixed taxes out", () => {
    const r = percentageTaxRatio([vat, service, bag, { id: 4, name: "x", type: "percentage", rate: 0.1 }]);
    expect(Number(r.num) / Number(r.den)).toBe(15.1);
  });
  it("added: base × rate / 100, rounded the menu's way", () => {
    const lines = computeTaxLines(milli(64500), { taxes: [vat, bag], price_decimal_places: 3 });
    expect(lines.map((l) => [l.name, l.amount, l.included])).toEqual([
      ["VAT", 3225, false],
      ["Bag", 2000, false],
    ]);
    expect(computeTaxLines(milli(64500), { taxes: [vat], price_decimal_places: 2 })[0]?.amount).toBe(3230);
    expect(addedTaxTotal(lines)).toBe(5225);
    expect(fixedTaxTotal(lines)).toBe(2000);
  });
  it("inclusive: the part of the price that is the tax, shared between rates", () => {
    const lines = computeTaxLines(milli(115000), { taxes: [vat, service, bag], cart_subtotal_include_tax: true });
    expect(lines.map((l) => [l.name, l.amount, l.included])).toEqual([
      ["VAT", 5000, true],
      ["Service", 10000, true],
      ["Bag", 2000, false],
    ]);
    expect(addedTaxTotal(lines)).toBe(2000);
  });
  it("a negative base is taxed as zero, an unknown type is ignored", () => {
    expect(computeTaxLines(milli(-5000), { taxes: [vat] })[0]?.amount).toBe(0);
    expect(computeTaxLines(milli(5000), { taxes: [{ id: 9, name: "?", type: "other", rate: 5 }] })).toEqual([]);
  });
});
