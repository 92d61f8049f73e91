/**
 * Split payment (doc 2 §5, §9): 2 to 6 guests, default 2; the first split halves the balance with any
 * remainder to the second guest; guest amounts must sum to the balance due at the price decimals.
 */
import { clampDecimals, milli, roundToUnit, unitForDecimals, type Milli } from "./money";

/**
 * A share's status (ordering spec §4 "Split payment status"): AVAILABLE can be paid, PENDING (a payment open at the
 * provider) reads 'In Progress', anything else reads 'Paid'. The server derives it from the share's payments.
 */
export const SHARE_AVAILABLE = "AVAILABLE";
export const SHARE_PENDING = "PENDING";
export const SHARE_PAID = "PAID";

/** The status of a share from its payments: PAID once one is paid, PENDING while one is unpaid, else AVAILABLE. */
export function shareStatus(payments: { paid: boolean; pending: boolean }): string {
  return payments.paid ? SHARE_PAID : payments.pending ? SHARE_PENDING : SHARE_AVAILABLE;
}

export const MIN_SPLIT_GUESTS = 2;
export const MAX_SPLIT_GUESTS = 6;
export const DEFAULT_SPLIT_GUESTS = 2;

/** A guest count kept inside 2..6 (a non-number gives the default). */
export function clampGuests(guests: number): number {
  if (!Number.isFinite(guests)) return DEFAULT_SPLIT_GUESTS;
  return Math.min(MAX_SPLIT_GUESTS, Math.max(MIN_SPLIT_GUESTS, Math.trunc(guests)));
}

/**
 * An even split of `balance` among `guests`: each share is the balance ÷ guests rounded down to the price
 * decimals; the last guest (the second, for the default two) takes what remains, so the shares always sum
 * to the balance exactly.
 */
export function evenSplit(balance: Milli, guests: number, priceDecimalPlaces: number | null | undefined): Milli[] {
  const n = clampGuests(guests);
  const unit = unitForDecimals(clampDecimals(priceDecimalPlaces));
  const positive = Math.max(0, balance);
  const step = n * unit;
  const share = ((positive - (positive % step)) / step) * unit;
  const shares = Array.from({ length: n }, () => milli(share));
  shares[n - 1] = milli(positive - share * (n - 1));
  return shares;
}

/** The split check's result; `label` is the button text when invalid. */
export type SplitCheck = { valid: true } | { valid: false; label: "Invalid split total" };

/**
 * Doc 2 §5: valid when there are 2 to 6 guests, each amount is above 0, and the amounts rounded to the
 * price decimals sum to the balance due rounded the same way.
 */
export function checkSplit(
  amounts: readonly Milli[],
  balance: Milli,
  priceDecimalPlaces: number | null | undefined,
): SplitCheck {
  const unit = unitForDecimals(clampDecimals(priceDecimalPlaces));
  const inRange = amounts.length >= MIN_SPLIT_GUESTS && amounts.length <= MAX_SPLIT_GUESTS;
  const positive = amounts.every((a) => a > 0);
  const sum = amounts.reduce((s, a) => s + roundToUnit(a, unit), 0);
  return inRange && positive && sum === roundToUnit(balance, unit) ? { valid: true } : { valid: false, label: "Invalid split total" };
}
