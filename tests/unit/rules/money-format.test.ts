import { describe, expect, it } from "vitest";
import { milli } from "../../../schemas/money";
import { UI_LANGUAGES } from "../../../engine/i18n/ui-text";
import {
  CURRENCY_SYMBOLS,
  currencyLabel,
  formatAltMoney,
  formatAmount,
  formatCount,
  formatMoney,
  intlLocale,
  numberingSystem,
} from "../../../engine/rules/money-format";

const NBSP = "\u00a0";
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ").replace(/\u200f/g, "");

describe("currency symbol table (spec §9)", () => {
  it("has the twenty currencies with their symbols", () => {
    expect(Object.keys(CURRENCY_SYMBOLS)).toHaveLength(20);
    expect(CURRENCY_SYMBOLS.EUR).toBe("€");
    expect(CURRENCY_SYMBOLS.QAR).toBe("QR");
    expect(CURRENCY_SYMBOLS.USD).toBe("US$");
    expect(CURRENCY_SYMBOLS.AED).toBe("AED");
  });
  it("uses the table first, then the venue's symbol, then the code", () => {
    expect(currencyLabel("sgd", "$")).toBe("S$");
    expect(currencyLabel("CHF", "Fr.")).toBe("Fr.");
    expect(currencyLabel("CHF", null)).toBe("CHF");
  });
  it("display_currency false hides it, a string replaces it", () => {
    expect(currencyLabel("AED", null, false)).toBe("");
    expect(currencyLabel("AED", null, "Dhs")).toBe("Dhs");
    expect(currencyLabel("AED", null, true)).toBe("AED");
  });
});

describe("formatMoney", () => {
  it("prints at price_decimal_places, rounding half away from zero first", () => {
    expect(plain(formatMoney(milli(1234500), { currency: "AED", price_decimal_places: 2 }, "en"))).toBe("AED 1,234.50");
    expect(plain(formatMoney(milli(1005), { currency: "AED", price_decimal_places: 2 }, "en"))).toBe("AED 1.01");
    expect(plain(formatMoney(milli(12345), { currency: "KWD", price_decimal_places: 3 }, "en"))).toBe("KWD 12.345");
  });
  it("places the symbol the locale's way", () => {
    expect(plain(formatMoney(milli(1234500), { currency: "EUR", price_decimal_places: 2 }, "de"))).toBe("1.234,50 €");
  });
  it("keeps a label's closing symbol with its letters in a right-to-left layout: a left-to-right mark after it", () => {
    // Without the mark, an Arabic page draws "US$" as "$US"; a label ending in a letter needs none, nor does English.
    const usd = { currency: "USD", currency_symbol: "US$", price_decimal_places: 2 };
    expect(formatMoney(milli(8000), usd, "ar")).toMatch(/US\$\u200e$/);
    expect(formatMoney(milli(8000), usd, "en")).not.toContain("\u200e");
    expect(formatMoney(milli(8000), { currency: "AED", price_decimal_places: 2 }, "ar")).not.toContain("\u200e");
    expect(formatMoney(milli(8000), { currency: "AED", currency_symbol: "د.إ", display_currency: "د.إ", price_decimal_places: 2 }, "ar")).not.toContain("\u200e");
  });
  it("prints Eastern Arabic digits only for Arabic with enable_arabic_numerals", () => {
    const settings = { currency: "AED", price_decimal_places: 3, enable_arabic_numerals: true };
    expect(plain(formatMoney(milli(1234500), settings, "ar"))).toBe("١٬٢٣٤٫٥٠٠ AED");
    expect(plain(formatMoney(milli(1234500), { ...settings, enable_arabic_numerals: false }, "ar"))).toMatch(/^1[,.٬]?234[.,٫]500 AED$/);
    expect(numberingSystem("en", true)).toBe("latn");
  });
  it("prints the bare number when display_currency is false", () => {
    expect(formatMoney(milli(5000), { currency: "AED", price_decimal_places: 2, display_currency: false }, "en")).toBe("5.00");
  });
  it("falls back to a prefix for codes Intl cannot place", () => {
    expect(plain(formatMoney(milli(5000), { currency: "POINTS", price_decimal_places: 0 }, "en"))).toBe("POINTS 5");
  });
  it("uses an explicit decimals override (search, combo, upsell prices use 3)", () => {
    expect(plain(formatMoney(milli(5000), { currency: "AED", price_decimal_places: 2 }, "en", 3))).toBe("AED 5.000");
  });
  it("maps kp to Korean and unknown languages to English", () => {
    expect(intlLocale("kp")).toBe("ko");
    expect(intlLocale("")).toBe("en");
  });
  it("keeps a non-breaking space between code and number", () => {
    expect(formatMoney(milli(1000), { currency: "AED", price_decimal_places: 2 }, "en")).toContain(NBSP);
  });
  it("prints the same amount apart for another currency, digits, language or decimals, and the same way twice", () => {
    const aed = { currency: "AED", price_decimal_places: 2 };
    const first = formatMoney(milli(21600), aed, "en");
    expect(formatMoney(milli(21600), aed, "en")).toBe(first);
    expect(plain(formatMoney(milli(21600), { ...aed, currency_symbol: "Dhs" }, "en"))).toBe("AED 21.60");
    expect(plain(formatMoney(milli(21600), { ...aed, currency: "SAR" }, "en"))).toBe("SAR 21.60");
    expect(plain(formatMoney(milli(21600), { ...aed, enable_arabic_numerals: true }, "ar"))).toBe("٢١٫٦٠ AED");
    expect(plain(formatMoney(milli(21600), aed, "de"))).toBe("21,60 AED");
    expect(plain(formatMoney(milli(21600), aed, "en", 3))).toBe("AED 21.600");
  });
});

describe("formatAltMoney", () => {
  const settings = {
    currency: "AED",
    price_decimal_places: 2,
    enable_alt_currency: true,
    alt_currency: "USD",
    alt_currency_price_decimal_places: 2,
    alt_currency_exchange_rate: 0.2723,
  };
  it("shows price × rate at the alternative decimals with its symbol", () => {
    expect(plain(formatAltMoney(milli(68500), settings, "en") ?? "")).toBe("US$ 18.65");
  });
  it("shows nothing when the alternative currency is off", () => {
    expect(formatAltMoney(milli(68500), { ...settings, enable_alt_currency: false }, "en")).toBeUndefined();
  });
});

describe("counts (the cart's badge, quantities)", () => {
  it("writes every count below 1,000 as Intl would, in every UI language, with and without Eastern Arabic digits", () => {
    for (const language of [...UI_LANGUAGES, "xx", null]) {
      for (const arabicNumerals of [true, false, null]) {
        for (let count = 0; count < 1000; count++) {
          expect(formatCount(count, language, arabicNumerals)).toBe(formatAmount(milli(count * 1000), { decimals: 0, language, arabicNumerals, label: "" }));
        }
      }
    }
    expect(formatCount(7, "ar", true)).toBe("٧");
  });

  it("groups from 1,000 on, through Intl", () => {
    expect(formatCount(1234, "en")).toBe("1,234");
    expect(formatCount(1234, "ar", true)).toBe(formatAmount(milli(1_234_000), { decimals: 0, language: "ar", arabicNumerals: true, label: "" }));
  });
});
