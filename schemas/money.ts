/**
 * Money crosses every layer as integer thousandths of the currency's main unit ("milli"):
 * 12.500 AED is 12500. Integers add, compare and serialise exactly, where binary floating
 * point would turn 0.1 + 0.2 into 0.30000000000000004 on a guest's receipt.
 * See docs/decisions/0002-money-as-integer-thousandths.md.
 */
declare const milliUnit: unique symbol;

/** An exact amount in thousandths of the main currency unit. */
export type Milli = number & { readonly [milliUnit]: "milli" };

/** Largest amount we accept: a trillion units keeps every product of two amounts' parts inside 2^53. */
export const MAX_MILLI = 1_000_000_000_000_000;

/** Wraps an integer as a Milli. Throws on a fraction or an unsafe integer: that is a bug, not bad input. */
export function milli(n: number): Milli {
  if (!Number.isSafeInteger(n)) throw new RangeError(`milli: ${n} is not a safe integer of thousandths`);
  return n as Milli;
}

export const ZERO_MILLI = milli(0);

/**
 * Reads an amount as the backend sends it: a JSON number (12.5) or a decimal string ("12.500", " 7 "): an
 * optional sign, digits, and an optional point with digits (`^[+-]?\d*(\.\d*)?$`, at least one digit).
 * Digits past the third decimal are rounded half away from zero, on the decimal text itself, so that
 * "1.0005" becomes 1.001 exactly as a person would round it. Returns undefined for anything that is
 * not a finite decimal (the schema turns that into an error naming the field's path).
 */
export function parseAmount(input: unknown): Milli | undefined {
  if (typeof input === "number") {
    if (!Number.isFinite(input)) return undefined;
    // Whole numbers need no text: exact up to MAX_MILLI.
    if (Number.isInteger(input)) return Math.abs(input) * 1000 <= MAX_MILLI ? milli(input === 0 ? 0 : input * 1000) : undefined;
    const text = String(input);
    if (text.includes("e")) {
      const rounded = Math.round(input * 1000);
      return Math.abs(rounded) <= MAX_MILLI ? milli(rounded === 0 ? 0 : rounded) : undefined;
    }
    return parseDecimalText(text);
  }
  return typeof input === "string" ? parseDecimalText(input.trim()) : undefined;
}

/**
 * The decimal text read character by character: a menu has tens of thousands of amounts, and a regular
 * expression's match array and substrings for each made up much of the decoder's garbage.
 */
function parseDecimalText(text: string): Milli | undefined {
  const length = text.length;
  let i = 0;
  let negative = false;
  const first = text.charCodeAt(0);
  if (first === 43 /* + */ || first === 45 /* - */) {
    negative = first === 45;
    i = 1;
  }
  let whole = 0;
  let wholeDigits = 0;
  for (; i < length; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) break;
    whole = whole * 10 + digit;
    wholeDigits++;
  }
  let fraction = 0;
  let fractionDigits = 0;
  let roundUp = false;
  if (i < length && text.charCodeAt(i) === 46 /* . */) {
    for (i++; i < length; i++) {
      const digit = text.charCodeAt(i) - 48;
      if (digit < 0 || digit > 9) break;
      if (fractionDigits < 3) fraction = fraction * 10 + digit;
      else if (fractionDigits === 3) roundUp = digit >= 5;
      fractionDigits++;
    }
  }
  if (i !== length || (wholeDigits === 0 && fractionDigits === 0)) return undefined;
  for (let d = fractionDigits; d < 3; d++) fraction *= 10;
  const value = whole * 1000 + fraction + (roundUp ? 1 : 0);
  if (value > MAX_MILLI) return undefined;
  return milli(negative && value !== 0 ? -value : value);
}

/** The canonical text form the backend uses: always three decimals, "12.500". */
export function formatMilliPlain(amount: Milli): string {
  const negative = amount < 0;
  const abs = Math.abs(amount);
  const whole = Math.floor(abs / 1000);
  const fraction = String(abs % 1000).padStart(3, "0");
  return `${negative ? "-" : ""}${whole}.${fraction}`;
}
