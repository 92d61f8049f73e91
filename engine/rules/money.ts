/**
 * Exact money arithmetic on integer thousandths (`Milli`, schemas/money.ts). Every rule that multiplies
 * an amount by a percentage or a rate goes through `scaleMilli`, which works on exact rationals and rounds
 * once, half away from zero. See docs/decisions/0002-money-as-integer-thousandths.md.
 */
import { milli, parseAmount, ZERO_MILLI, type Milli } from "../../schemas/money";

export { milli, ZERO_MILLI };
export type { Milli };

/** An exact non-negative-denominator fraction, built from the decimal text of a percent or a rate. */
export interface Ratio {
  readonly num: bigint;
  readonly den: bigint;
}

export const ZERO_RATIO: Ratio = { num: 0n, den: 1n };

const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;
const ratioCache = new Map<string, Ratio | undefined>();

/**
 * Reads a percent or rate as it arrives in the payload (7.5, "7.5", 0.2723) into an exact fraction of its
 * decimal text. A JSON number is read through its shortest round-trip text, so 0.1 is exactly 1/10 and
 * never 0.1000000000000000055… Returns undefined for anything that is not a finite decimal.
 */
export function decimalRatio(value: number | string | null | undefined): Ratio | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === "number" && !Number.isFinite(value)) return undefined;
  const text = typeof value === "number" ? String(value) : value.trim();
  if (ratioCache.has(text)) return ratioCache.get(text);
  const ratio = parseRatio(text);
  if (ratioCache.size > 10_000) ratioCache.clear();
  ratioCache.set(text, ratio);
  return ratio;
}

function parseRatio(text: string): Ratio | undefined {
  const match = DECIMAL_TEXT.exec(text);
  if (!match) return undefined;
  const [, sign = "", whole = "", fraction = "", exponent = "0"] = match;
  if (whole === "" && fraction === "") return undefined;
  const exp = Number(exponent) - fraction.length;
  if (Math.abs(exp) > 40) return undefined;
  let num = BigInt(`${sign}${whole || "0"}${fraction}`);
  let den = 1n;
  if (exp >= 0) num *= 10n ** BigInt(exp);
  else den = 10n ** BigInt(-exp);
  return { num, den };
}

/** Adds exact fractions (used to sum tax percentages without 0.1 + 0.2 drift). */
export function addRatios(ratios: readonly Ratio[]): Ratio {
  let num = 0n;
  let den = 1n;
  for (const r of ratios) {
    if (r.den === den) num += r.num;
    else {
      num = num * r.den + r.num * den;
      den *= r.den;
    }
  }
  return { num, den };
}

/** Whether a fraction is above zero. */
export function isPositiveRatio(r: Ratio): boolean {
  return r.num > 0n;
}

/** Integer a·b/c rounded half away from zero (c > 0). Exact for any size. */
export function mulDivRound(a: bigint, b: bigint, c: bigint): bigint {
  if (c <= 0n) throw new RangeError("mulDivRound: the divisor must be positive");
  const n = a * b;
  const q = n / c;
  const r = n % c;
  const twice = r < 0n ? -2n * r : 2n * r;
  if (twice >= c) return n < 0n ? q - 1n : q + 1n;
  return q;
}

function toMilli(value: bigint): Milli {
  return milli(Number(value));
}

/**
 * amount × num / den, rounded half away from zero to a multiple of `unit` thousandths (1 = three decimals,
 * 10 = two, 1000 = none). Rounds once, on the exact product, so no rate ever meets binary floating point.
 */
export function scaleMilli(amount: Milli, ratio: Ratio, unit = 1): Milli {
  const u = BigInt(unit);
  return toMilli(mulDivRound(BigInt(amount), ratio.num, ratio.den * u) * u);
}

/**
 * `percent` % of an amount at three decimals (spec §9: discount and coupon amounts use 3 decimals).
 * A missing or unreadable percent counts as 0, so a broken payload value can never produce NaN.
 */
export function percentOf(amount: Milli, percent: number | string | null | undefined, unit = 1): Milli {
  const r = decimalRatio(percent);
  if (!r || r.num === 0n) return ZERO_MILLI;
  return scaleMilli(amount, { num: r.num, den: r.den * 100n }, unit);
}

/** Rounds to a multiple of `unit` thousandths, half away from zero. Idempotent. */
export function roundToUnit(amount: Milli, unit: number): Milli {
  if (unit <= 1) return amount;
  const r = amount % unit;
  if (r === 0) return amount;
  const down = amount - r;
  if (2 * Math.abs(r) >= unit) return milli(amount < 0 ? down - unit : down + unit);
  return milli(down);
}

/** Clamps a decimals setting into 0..3 (the internal precision is 3); missing means 3. */
export function clampDecimals(decimals: number | null | undefined): number {
  if (decimals === null || decimals === undefined || !Number.isFinite(decimals)) return 3;
  return Math.min(3, Math.max(0, Math.trunc(decimals)));
}

/** Thousandths in one step of `decimals` places: 3 → 1, 2 → 10, 0 → 1000. */
export function unitForDecimals(decimals: number | null | undefined): number {
  return 10 ** (3 - clampDecimals(decimals));
}

/**
 * Spec §9: "Rounding is to 3 or 2 places depending on whether the decimals setting is 3." Returns the
 * rounding step in thousandths for computed totals: 1 when `price_decimal_places` is 3, else 10.
 */
export function menuRoundingUnit(priceDecimalPlaces: number | null | undefined): number {
  return clampDecimals(priceDecimalPlaces) === 3 ? 1 : 10;
}

/** Rounds a computed amount (line price, subtotal, tax, total) the menu's way: 3 or 2 places (spec §9). */
export function roundForMenu(amount: Milli, priceDecimalPlaces: number | null | undefined): Milli {
  return roundToUnit(amount, menuRoundingUnit(priceDecimalPlaces));
}

/** Exact sum of amounts. */
export function sumMilli(amounts: Iterable<Milli>): Milli {
  let total = 0;
  for (const a of amounts) total += a;
  return milli(total);
}

/** a + b. */
export function addMilli(a: Milli, b: Milli): Milli {
  return milli(a + b);
}

/** a − b. */
export function subtractMilli(a: Milli, b: Milli): Milli {
  return milli(a - b);
}

/** amount × an integer count (a quantity): exact, no rounding needed. */
export function timesCount(amount: Milli, count: number): Milli {
  if (!Number.isSafeInteger(count)) throw new RangeError(`timesCount: ${count} is not an integer count`);
  return milli(amount * count);
}

/** The smaller of two amounts. */
export function minMilli(a: Milli, b: Milli): Milli {
  return a < b ? a : b;
}

/** The amount, or zero when it is negative (totals and discounts never go below zero). */
export function nonNegative(amount: Milli): Milli {
  return amount < 0 ? ZERO_MILLI : amount;
}

/**
 * Reads an amount in main currency units as a server sends it (a number or a decimal string: loyalty
 * `discountSum`, a fixed tax `rate`, a fixed coupon `discount_value`); anything unreadable is zero.
 * Never pass a Milli here: it is already in thousandths.
 */
export function amountOrZero(value: number | string | null | undefined): Milli {
  return parseAmount(value) ?? ZERO_MILLI;
}

/**
 * Spec §9: "Alternate currency amount equals price times alt_currency_exchange_rate, shown at
 * alt_currency_price_decimal_places". One rounding, straight to the alternative currency's decimals.
 * Returns undefined when the rate is missing or unreadable (the alternative price is then not shown).
 */
export function toAltCurrency(
  amount: Milli,
  rate: number | string | null | undefined,
  altDecimalPlaces: number | null | undefined,
): Milli | undefined {
  const r = decimalRatio(rate);
  if (!r || r.num <= 0n) return undefined;
  return scaleMilli(amount, r, unitForDecimals(altDecimalPlaces));
}
