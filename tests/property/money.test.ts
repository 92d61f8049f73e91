import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { MAX_MILLI, milli, parseAmount } from "../../schemas/money";
import { percentOf, roundForMenu, roundToUnit, toAltCurrency } from "../../engine/rules/money";
import { formatAltMoney, formatMoney } from "../../engine/rules/money-format";

const amount = fc.integer({ min: -MAX_MILLI, max: MAX_MILLI }).map(milli);
const unit = fc.constantFrom(1, 10, 100, 1000);

describe("rounding", () => {
  it("rounding twice equals rounding once", () => {
    fc.assert(fc.property(amount, unit, (a, u) => roundToUnit(roundToUnit(a, u), u) === roundToUnit(a, u)));
    fc.assert(
      fc.property(amount, fc.integer({ min: 0, max: 3 }), (a, d) => roundForMenu(roundForMenu(a, d), d) === roundForMenu(a, d)),
    );
  });
  it("lands on a multiple of the unit, at most half a unit away", () => {
    fc.assert(
      fc.property(amount, unit, (a, u) => {
        const r = roundToUnit(a, u);
        return r % u === 0 && 2 * Math.abs(r - a) <= u;
      }),
    );
  });
  it("is symmetric around zero (half away from zero)", () => {
    fc.assert(fc.property(amount, unit, (a, u) => roundToUnit(milli(-a), u) === -roundToUnit(a, u) || roundToUnit(a, u) === 0));
  });
});

describe("percentages", () => {
  it("match an integer oracle: round(a × p / 100) half away from zero", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 100_000 }), (a, pThousandths) => {
        const percent = pThousandths / 1000;
        const n = BigInt(Math.abs(a)) * BigInt(pThousandths);
        const q = (2n * n + 100_000n) / 200_000n;
        const expected = a < 0 ? -Number(q) : Number(q);
        expect(percentOf(milli(a), percent)).toBe(expected === 0 ? 0 : expected);
      }),
    );
  });
  it("the percentage read from a number agrees with parseAmount's thousandths of a percent", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 100_000 }), (a, pt) => {
        const percent = pt / 1000;
        expect(parseAmount(percent)).toBe(pt);
        expect(percentOf(milli(a), percent)).toBe(percentOf(milli(a), String(percent)));
      }),
    );
  });
});

describe("alternative currency and formatting", () => {
  it("alt amounts are exact multiples of the alt unit and never NaN", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.double({ min: 0.0001, max: 1000, noNaN: true }), fc.integer({ min: 0, max: 3 }), (a, rate, d) => {
        const alt = toAltCurrency(milli(a), rate, d);
        return alt !== undefined && Number.isSafeInteger(alt) && alt % 10 ** (3 - d) === 0 && alt >= 0;
      }),
    );
  });
  it("formatting never throws and always prints digits", () => {
    const lang = fc.constantFrom("en", "ar", "de", "fr", "he", "ja", "kp", "zh", "xx", "");
    const currency = fc.constantFrom("AED", "EUR", "KWD", "USD", "JPY", "", "POINTS");
    fc.assert(
      fc.property(amount, lang, currency, fc.integer({ min: -1, max: 5 }), fc.boolean(), (a, l, c, d, arabic) => {
        const settings = {
          currency: c,
          price_decimal_places: d,
          enable_arabic_numerals: arabic,
          enable_alt_currency: true,
          alt_currency: "USD",
          alt_currency_exchange_rate: 0.27,
        };
        expect(formatMoney(a, settings, l)).toMatch(/[0-9٠-٩]/);
        formatAltMoney(a, settings, l);
      }),
      { numRuns: 200 },
    );
  });
});
