/**
 * Showing amounts to guests: rounding to the shown decimals in integers, then printing through `Intl` with
 * the spec's currency symbol table, `display_currency`, `enable_arabic_numerals` and the alternative currency.
 */
import { formatMilliPlain, milli } from "../../schemas/money";
import { clampDecimals, roundToUnit, toAltCurrency, unitForDecimals, type Milli } from "./money";

/** Spec §9 currency symbol table; a code listed without a symbol is shown as its code. */
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  AED: "AED",
  BHD: "BHD",
  EGP: "EGP",
  EUR: "€",
  GBP: "£",
  INR: "₹",
  JOD: "JOD",
  KES: "KSh",
  KWD: "KWD",
  LBP: "LBP",
  NGN: "₦",
  OMR: "OMR",
  PHP: "₱",
  QAR: "QR",
  RON: "RON",
  SAR: "SAR",
  SGD: "S$",
  TZS: "TSh",
  USD: "US$",
  YER: "YER",
};

/** The venue settings that decide how an amount is printed (menu payload field names). */
export interface MoneyDisplaySettings {
  currency?: string | null;
  currency_symbol?: string | null;
  display_currency?: boolean | string | null;
  price_decimal_places?: number | null;
  enable_arabic_numerals?: boolean | null;
  enable_alt_currency?: boolean | null;
  alt_currency?: string | null;
  alt_currency_symbol?: string | null;
  alt_currency_price_decimal_places?: number | null;
  alt_currency_exchange_rate?: number | string | null;
}

/**
 * The currency marker shown beside prices: the spec's table for the codes it lists, else the venue's
 * `currency_symbol`, else the code. `display_currency: false` hides it; a non-empty string replaces it
 * (docs/pricing.md, "display_currency").
 */
export function currencyLabel(
  code: string | null | undefined,
  venueSymbol?: string | null,
  displayCurrency?: boolean | string | null,
): string {
  if (displayCurrency === false) return "";
  if (typeof displayCurrency === "string" && displayCurrency.trim() !== "") return displayCurrency.trim();
  const upper = (code ?? "").trim().toUpperCase();
  const fromTable = CURRENCY_SYMBOLS[upper];
  if (fromTable !== undefined) return fromTable;
  if (venueSymbol && venueSymbol.trim() !== "") return venueSymbol.trim();
  return upper;
}

const locales = new Map<string, string>();

/** Maps a UI language code to an Intl locale ('kp' is the spec's code for Korean); unknown codes are English. */
export function intlLocale(language: string | null | undefined): string {
  const code = (language ?? "en").trim().toLowerCase();
  let locale = locales.get(code);
  if (locale === undefined) {
    if (code === "kp") locale = "ko";
    else if (code === "") locale = "en";
    else {
      try {
        locale = Intl.NumberFormat.supportedLocalesOf([code]).length > 0 ? code : "en";
      } catch {
        locale = "en";
      }
    }
    locales.set(code, locale);
  }
  return locale;
}

/** Eastern Arabic digits only for Arabic with `enable_arabic_numerals` on; Latin digits otherwise. */
export function numberingSystem(language: string | null | undefined, arabicNumerals?: boolean | null): string {
  return arabicNumerals === true && intlLocale(language) === "ar" ? "arab" : "latn";
}

/**
 * The digits of a text (a table number "12", "Table 7") in the guest's numerals: Eastern Arabic under the same
 * condition as amounts (`numberingSystem`), the text unchanged otherwise.
 */
export function localDigits(text: string, language: string | null | undefined, arabicNumerals?: boolean | null): string {
  if (numberingSystem(language, arabicNumerals) !== "arab") return text;
  return text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
}

/**
 * A count (items in the cart, a quantity) in the guest's digits. Below 1,000 a count has no group separator in any
 * UI language, so its digits are written without `Intl`: the page's first `Intl` object costs 100–200 ms at 4× CPU
 * slowdown (docs/performance.md), and the header's cart count is on every screen, prices or not. The same text as
 * `formatAmount` with no decimals (tests/unit/rules/money-format.test.ts holds every count below 1,000 to it).
 */
export function formatCount(count: number, language: string | null | undefined, arabicNumerals?: boolean | null): string {
  const whole = Math.round(count);
  if (whole >= 0 && whole < 1000) return localDigits(String(whole), language, arabicNumerals);
  return formatAmount(milli(whole * 1000), { decimals: 0, language, arabicNumerals, label: "" });
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, decimals: number, numbering: string, currency: string | undefined) {
  const key = `${locale}|${decimals}|${numbering}|${currency ?? ""}`;
  let f = formatters.get(key);
  if (!f) {
    const base: Intl.NumberFormatOptions = {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      numberingSystem: numbering,
    };
    f = currency
      ? new Intl.NumberFormat(locale, { ...base, style: "currency", currency, currencyDisplay: "code" })
      : new Intl.NumberFormat(locale, base);
    formatters.set(key, f);
  }
  return f;
}

const ISO_CODE = /^[A-Z]{3}$/;

/**
 * Prints an amount: rounded half away from zero to `decimals` in integer arithmetic first, so `Intl` only
 * lays out digits, separators and the currency position for the locale, and the table's symbol replaces
 * the code `Intl` placed. An empty label prints the bare number.
 */
export function formatAmount(
  amount: Milli,
  options: { decimals: number; language?: string | null; arabicNumerals?: boolean | null; code?: string | null; label: string },
): string {
  const decimals = clampDecimals(options.decimals);
  const rounded = roundToUnit(amount, unitForDecimals(decimals));
  const text = formatMilliPlain(rounded) as Intl.StringNumericLiteral;
  const locale = intlLocale(options.language);
  const numbering = numberingSystem(options.language, options.arabicNumerals);
  const code = (options.code ?? "").trim().toUpperCase();
  if (options.label === "") return formatter(locale, decimals, numbering, undefined).format(text);
  if (!ISO_CODE.test(code)) {
    return `${options.label} ${formatter(locale, decimals, numbering, undefined).format(text)}`;
  }
  const parts = formatter(locale, decimals, numbering, code).formatToParts(text);
  // A right-to-left layout (Intl marks it with U+200F) would draw a label's closing symbol on its other side ("US$"
  // as "$US"): a left-to-right mark after such a label keeps the symbol with its letters.
  const mark = !/[\p{L}\p{N}]$/u.test(options.label) && parts.some((part) => part.value.includes("\u200f")) ? "\u200e" : "";
  return parts.map((part) => (part.type === "currency" ? options.label + mark : part.value)).join("");
}

/**
 * An amount in the venue's main currency at `price_decimal_places`. `decimals` is for machine-facing text only: what a
 * guest reads is always at the venue's decimals (decision 0044), discounts computed at 3 decimals included.
 */
export function formatMoney(
  amount: Milli,
  settings: MoneyDisplaySettings,
  language?: string | null,
  decimals?: number,
): string {
  return formatAmount(amount, {
    decimals: decimals ?? clampDecimals(settings.price_decimal_places),
    language,
    arabicNumerals: settings.enable_arabic_numerals,
    code: settings.currency,
    label: currencyLabel(settings.currency, settings.currency_symbol, settings.display_currency),
  });
}

/**
 * The alternative-currency text for an amount (price × alt_currency_exchange_rate at
 * alt_currency_price_decimal_places), or undefined when the venue has no usable alternative currency.
 */
export function formatAltMoney(
  amount: Milli,
  settings: MoneyDisplaySettings,
  language?: string | null,
): string | undefined {
  if (settings.enable_alt_currency !== true) return undefined;
  const decimals = clampDecimals(settings.alt_currency_price_decimal_places);
  const converted = toAltCurrency(amount, settings.alt_currency_exchange_rate, decimals);
  if (converted === undefined) return undefined;
  return formatAmount(converted, {
    decimals,
    language,
    arabicNumerals: settings.enable_arabic_numerals,
    code: settings.alt_currency,
    label: currencyLabel(
      settings.alt_currency,
      settings.alt_currency_symbol,
      settings.display_currency === false ? false : null,
    ),
  });
}

/**
 * An amount taken off ("−AED 3.00"), from its formatted positive text. Right to left the sign goes on the digits
 * inside a left-to-right isolate ("AED −3.00" as the line lays it out): a sign before the currency would be laid at
 * the line's far end, after the digits ("AED 3.00−").
 */
export function discountText(formatted: string, rightToLeft: boolean): string {
  if (!rightToLeft) return `−${formatted}`;
  const withSign = formatted.replace(/[0-9\u0660-\u0669][0-9\u0660-\u0669.,\u066B\u066C]*/, (digits) => `\u2066−${digits}\u2069`);
  return withSign === formatted ? `−${formatted}` : withSign;
}
