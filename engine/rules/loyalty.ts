/**
 * Loyalty discounts (integration mode): the server answers with promotions, each with discount sums;
 * spec §9: "Loyalty discount sums are subtracted".
 */
import { amountOrZero, nonNegative, sumMilli, type Milli } from "./money";

/** One loyalty promotion as the loyalty call returns it (`iikoLoyaltyDiscounts[]`). */
export interface LoyaltyDiscount {
  name: string;
  discounts: readonly { discountSum: number | string }[];
}

/** The sum of every `discountSum`, in main units as sent; negative or unreadable sums count as 0. */
export function loyaltyDiscountTotal(discounts: readonly LoyaltyDiscount[] | null | undefined): Milli {
  return sumMilli((discounts ?? []).flatMap((d) => d.discounts.map((x) => nonNegative(amountOrZero(x.discountSum)))));
}
