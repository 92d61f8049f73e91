/**
 * Named discounts: what a plugin takes off a cart's or an order's price beside the coupon (a promotion, a member's
 * rate), each with its own row in the totals. Spec §9: "Total equals subtotal … minus discount and [the plugin's]
 * discounts". The engine knows no more of one than its row's id and label and its amount: no discount, line or total
 * ever goes below zero (cart-totals.ts clamps each amount and the total).
 */
import { amountOrZero, nonNegative, sumMilli, type Milli } from "./money";

export interface NamedDiscount {
  /** Which discount it is, unique among a cart's (its row's test id is `total-{id}`). */
  id: string;
  /** What its row says: a text key of the plugin that gives it, shown in the guest's language. */
  label: string;
  /** The amount taken off; a negative one counts as none. */
  amount: Milli;
}

/** The discounts that take something off (each amount clamped at zero), in their order. */
export function countedDiscounts(discounts: readonly NamedDiscount[] | null | undefined): NamedDiscount[] {
  return (discounts ?? []).filter((discount) => discount.amount > 0);
}

/** What the discounts take off together; negative amounts count as none. */
export function namedDiscountTotal(discounts: readonly NamedDiscount[] | null | undefined): Milli {
  return sumMilli((discounts ?? []).map((discount) => nonNegative(discount.amount)));
}

/**
 * The sum of discount amounts as a backend sends them, in main units (numbers or decimal strings); negative or
 * unreadable ones count as zero. A plugin reads its own call's answer with it, the server an order's payload field.
 */
export function sentDiscountSum(amounts: readonly (number | string)[]): Milli {
  return sumMilli(amounts.map((amount) => nonNegative(amountOrZero(amount))));
}
