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

const PLAIN_DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/**
 * Reads an amount as the backend sends it: a JSON number (12.5) or a decimal string ("12.500", " 7 ").
 * Digits past the third decimal are rounded half away from zero, on the decimal text itself, so that
 * "1.0005" becomes 1.001 exactly as a person would round it. Returns undefined for anything that is
 * not a finite decimal (the schema turns that into an error naming the field's path).
 */
export function parseAmount(input: unknown): Milli | undefined {
  let text: string;
  if (typeof input === "number") {
    if (!Number.isFinite(input)) return undefined;
    text = String(input);
    if (/e/i.test(text)) {
      const rounded = Math.round(input * 1000);
      return Math.abs(rounded) <= MAX_MILLI ? milli(rounded === 0 ? 0 : rounded) : undefined;
    }
  } else if (typeof input === "string") {
    text = input.trim();
  } else {
    return undefined;
  }
  const match = PLAIN_DECIMAL.exec(text);
  if (!match) return undefined;
  const [, sign = "", whole = "", fraction = ""] = match;
  if (whole === "" && fraction === "") return undefined;
  const kept = (fraction + "000").slice(0, 3);
  const roundUp = fraction.length > 3 && Number(fraction[3]) >= 5;
  let value = Number(whole || "0") * 1000 + Number(kept) + (roundUp ? 1 : 0);
  if (value > MAX_MILLI) return undefined;
  if (sign === "-" && value !== 0) value = -value;
  return milli(value);
}

/** The canonical text form the backend uses: always three decimals, "12.500". */
export function formatMilliPlain(amount: Milli): string {
  const negative = amount < 0;
  const abs = Math.abs(amount);
  const whole = Math.floor(abs / 1000);
  const fraction = String(abs % 1000).padStart(3, "0");
  return `${negative ? "-" : ""}${whole}.${fraction}`;
}
