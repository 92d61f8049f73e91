/**
 * Split by items ("pay for what I had", docs/shared-table.md): a guest at the table picks the lines of a tab order
 * they had and pays exactly those. One rule prices the share, run by the server to issue the payment and by the app
 * to show the amount before the guest taps Pay; the server's figure is the one paid.
 *
 * A share is the order's total spread over its lines in proportion to what the lines cost (so the taxes, discount
 * and tip fall on each guest as on their lines), rounded to the menu's decimals. The share that takes the last
 * unpaid lines takes what remains of the total, so the shares add up to the total exactly; no share is more than
 * the balance due.
 */
import { DELETED_LINE, amountOf } from "../rules/order-receipt";
import { lineTotal } from "../rules/cart-line";
import { menuRoundingUnit, milli, minMilli, nonNegative, scaleMilli, sumMilli, type Milli } from "../rules/money";

/** A line of the placed order, as the order call reads it. */
export interface TabLine {
  product_price: string;
  quantity: number;
  status: string;
}

export interface ItemShareInput {
  lines: readonly TabLine[];
  total: Milli;
  balanceDue: Milli;
  priceDecimalPlaces: number | null | undefined;
  /** The lines (positions in `lines`) already in a share being paid or paid, and those shares' amounts. */
  taken: readonly number[];
  takenAmounts: readonly Milli[];
  /** The lines this guest picks. */
  picked: readonly number[];
}

export type ItemShareAmount = { ok: true; amount: Milli } | { ok: false; reason: "no_lines" | "unknown_line" | "taken" | "nothing_due" };

/** The lines a guest can still pick: not deleted by staff, not in another guest's share. */
export function pickableLines(lines: readonly TabLine[], taken: readonly number[]): number[] {
  return lines.flatMap((line, index) => (line.status !== DELETED_LINE && !taken.includes(index) ? [index] : []));
}

/** What paying for `picked` costs, or why those lines cannot be paid for. */
export function itemShareAmount(input: ItemShareInput): ItemShareAmount {
  const picked = [...new Set(input.picked)];
  if (picked.length === 0) return { ok: false, reason: "no_lines" };
  const counted = input.lines.flatMap((line, index) => (line.status !== DELETED_LINE ? [index] : []));
  if (picked.some((index) => !counted.includes(index))) return { ok: false, reason: "unknown_line" };
  if (picked.some((index) => input.taken.includes(index))) return { ok: false, reason: "taken" };

  const cost = (indexes: readonly number[]) => sumMilli(indexes.map((index) => lineTotal({ price: amountOf(input.lines[index]!.product_price), qty: input.lines[index]!.quantity }, input.priceDecimalPlaces)));
  const allLines = cost(counted);
  const last = counted.every((index) => picked.includes(index) || input.taken.includes(index));
  const share = last
    ? nonNegative(milli(input.total - sumMilli(input.takenAmounts)))
    : allLines > 0
      ? scaleMilli(cost(picked), { num: BigInt(input.total), den: BigInt(allLines) }, menuRoundingUnit(input.priceDecimalPlaces))
      : milli(0);
  const amount = minMilli(share, nonNegative(input.balanceDue));
  return amount > 0 ? { ok: true, amount } : { ok: false, reason: "nothing_due" };
}
