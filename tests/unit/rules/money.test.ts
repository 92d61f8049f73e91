import { describe, expect, it } from "vitest";
import { milli } from "../../../schemas/money";
import {
  addRatios,
  clampDecimals,
  decimalRatio,
  menuRoundingUnit,
  mulDivRound,
  percentOf,
  roundForMenu,
  roundToUnit,
  scaleMilli,
  toAltCurrency,
  unitForDecimals,
} from "../../../engine/rules/money";

describe("decimalRatio reads percents and rates exactly", () => {
  it("reads the decimal text of a number, not its binary value", () => {
    expect(decimalRatio(0.1)).toEqual({ num: 1n, den: 10n });
    expect(decimalRatio(7.5)).toEqual({ num: 75n, den: 10n });
    expect(decimalRatio("12.500")).toEqual({ num: 12500n, den: 1000n });
    expect(decimalRatio(1e-7)).toEqual({ num: 1n, den: 10_000_000n });
    expect(decimalRatio(2e21)).toEqual({ num: 2_000_000_000_000_000_000_000n, den: 1n });
  });
  it("refuses what is not a finite decimal", () => {
    expect(decimalRatio(NaN)).toBeUndefined();
    expect(decimalRatio(Infinity)).toBeUndefined();
    expect(decimalRatio("abc")).toBeUndefined();
    expect(decimalRatio("")).toBeUndefined();
    expect(decimalRatio(null)).toBeUndefined();
  });
  it("sums tax rates without 0.1 + 0.2 drift", () => {
    const sum = addRatios([decimalRatio(0.1)!, decimalRatio(0.2)!]);
    expect(Number(sum.num) / Number(sum.den)).toBe(0.3);
  });
});

describe("rounding is half away from zero", () => {
  it("mulDivRound rounds ties away from zero on both signs", () => {
    expect(mulDivRound(5n, 1n, 10n)).toBe(1n);
    expect(mulDivRound(-5n, 1n, 10n)).toBe(-1n);
    expect(mulDivRound(4n, 1n, 10n)).toBe(0n);
    expect(() => mulDivRound(1n, 1n, 0n)).toThrow(RangeError);
  });
  it("roundToUnit rounds to 2 places (unit 10) and leaves 3 places alone (unit 1)", () => {
    expect(roundToUnit(milli(3765), 10)).toBe(3770);
    expect(roundToUnit(milli(3764), 10)).toBe(3760);
    expect(roundToUnit(milli(-5), 10)).toBe(-10);
    expect(roundToUnit(milli(3765), 1)).toBe(3765);
    expect(roundToUnit(milli(1500), 1000)).toBe(2000);
  });
  it("spec §9: rounding is to 3 places when price_decimal_places is 3, else 2", () => {
    expect(menuRoundingUnit(3)).toBe(1);
    expect(menuRoundingUnit(2)).toBe(10);
    expect(menuRoundingUnit(0)).toBe(10);
    expect(menuRoundingUnit(undefined)).toBe(1);
    expect(roundForMenu(milli(1005), 2)).toBe(1010);
    expect(roundForMenu(milli(1005), 3)).toBe(1005);
  });
  it("decimals outside 0..3 are clamped, missing means 3", () => {
    expect(clampDecimals(5)).toBe(3);
    expect(clampDecimals(-1)).toBe(0);
    expect(clampDecimals(null)).toBe(3);
    expect(unitForDecimals(0)).toBe(1000);
  });
});

describe("percentages of amounts", () => {
  it("takes 7.5 % of 12.345 as 0.926 (0.925875 rounded)", () => {
    expect(percentOf(milli(12345), 7.5)).toBe(926);
  });
  it("treats a missing or unreadable percent as 0", () => {
    expect(percentOf(milli(12345), null)).toBe(0);
    expect(percentOf(milli(12345), "n/a")).toBe(0);
  });
  it("stays exact beyond 2^53 intermediate products", () => {
    const big = milli(999_999_999_999_999);
    expect(scaleMilli(big, { num: 333n, den: 1000n })).toBe(333_000_000_000_000);
  });
});

describe("alternative currency", () => {
  it("spec §9: price × alt_currency_exchange_rate at the alternative decimals", () => {
    expect(toAltCurrency(milli(68500), 0.2723, 2)).toBe(18650);
    expect(toAltCurrency(milli(10000), 3.6725, 3)).toBe(36725);
  });
  it("gives nothing for a missing or non-positive rate", () => {
    expect(toAltCurrency(milli(10000), null, 2)).toBeUndefined();
    expect(toAltCurrency(milli(10000), 0, 2)).toBeUndefined();
  });
});
