/**
 * Loyalty promotions as the loyalty call answers them and the order carries them (ordering spec §3
 * `iikoLoyaltyDiscounts[]`, `additional_data.iiko_loyalty_discounts`): a name and discount sums in main units. Spec §9:
 * "Loyalty discount sums are subtracted" — the cart's totals take them as one named discount, the loyalty row.
 * Pure and on the first screen: the promotion's schema is loyalty-discount-schema.ts, read off it (decision 0058).
 */
import { sentDiscountSum, type Milli, type NamedDiscount } from "../../engine/rules";
import { LOYALTY_DISCOUNT_LABEL } from "./core-block-labels";

/** One loyalty promotion (`iikoLoyaltyDiscounts[]`). */
export interface LoyaltyDiscount {
  name: string;
  discounts: readonly { discountSum: number | string }[];
}

/** The sum of every `discountSum`, in main units as sent; negative or unreadable sums count as 0. */
export function loyaltyDiscountTotal(discounts: readonly LoyaltyDiscount[] | null | undefined): Milli {
  return sentDiscountSum((discounts ?? []).flatMap((d) => d.discounts.map((x) => x.discountSum)));
}

/** The cart's loyalty row: the promotions' sum as one named discount, or none when they take nothing off. */
export function loyaltyNamedDiscounts(discounts: readonly LoyaltyDiscount[]): NamedDiscount[] {
  const amount = loyaltyDiscountTotal(discounts);
  return amount > 0 ? [{ id: "loyalty", label: LOYALTY_DISCOUNT_LABEL, amount }] : [];
}
