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

describe("reading amounts", () => {
  /** The reading as a regular expression over the decimal text: what parseAmount did before it read by hand. */
  function oracle(input: unknown): number | undefined {
    let text: string;
    if (typeof input === "number") {
      if (!Number.isFinite(input)) return undefined;
      text = String(input);
      if (/e/i.test(text)) {
        const rounded = Math.round(input * 1000);
        return Math.abs(rounded) <= MAX_MILLI ? (rounded === 0 ? 0 : rounded) : undefined;
      }
    } else if (typeof input === "string") text = input.trim();
    else return undefined;
    const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
    if (!match) return undefined;
    const [, sign = "", whole = "", fraction = ""] = match;
    if (whole === "" && fraction === "") return undefined;
    const roundUp = fraction.length > 3 && Number(fraction[3]) >= 5;
    let value = Number(whole || "0") * 1000 + Number((fraction + "000").slice(0, 3)) + (roundUp ? 1 : 0);
    if (value > MAX_MILLI) return undefined;
    if (sign === "-" && value !== 0) value = -value;
    return value;
  }
  const decimalText = fc.stringMatching(/^\s?[+-]?\d{0,16}(\.\d{0,6})?\s?$/);
  const nearlyDecimal = fc.string({ unit: fc.constantFrom("0", "1", "5", "9", ".", "+", "-", " ", "e", "٣", "x"), maxLength: 12 });

  it("reads decimal texts, near misses and numbers exactly as the decimal reading says", () => {
    fc.assert(
      fc.property(fc.oneof(decimalText, nearlyDecimal, fc.double(), fc.integer(), fc.integer({ min: -1e13, max: 1e13 }).map((n) => n / 1000)), (input) => {
        expect(parseAmount(input)).toBe(oracle(input));
      }),
      { numRuns: 5000 },
    );
  });

  it("knows the edges", () => {
    for (const [input, expected] of [["12.500", 12500], [" 7 ", 7000], ["1.0005", 1001], ["-1.0004", -1000], ["-0", 0], ["12.", 12000], [".5", 500], ["+", undefined], [".", undefined], ["", undefined], ["1e3", undefined], ["١٢", undefined], [1e12, MAX_MILLI], [1e12 + 1, undefined], [-0, 0], [0.1 + 0.2, 300]] as const)
      expect(parseAmount(input), String(input)).toBe(expected);
  });
});
