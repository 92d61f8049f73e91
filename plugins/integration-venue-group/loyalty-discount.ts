/**
 * Loyalty promotions as the loyalty call answers them and the order carries them (ordering spec §3
 * `iikoLoyaltyDiscounts[]`, `additional_data.iiko_loyalty_discounts`): a name and discount sums in main units. Spec §9:
 * "Loyalty discount sums are subtracted" — the cart's totals take them as one named discount, the loyalty row.
 */
import * as Schema from "effect/Schema";
import { sentDiscountSum, type Milli, type NamedDiscount } from "../../engine/rules";
import { LOYALTY_DISCOUNT_LABEL } from "./core-block-labels";

/** One loyalty promotion (`iikoLoyaltyDiscounts[]`). */
export interface LoyaltyDiscount {
  name: string;
  discounts: readonly { discountSum: number | string }[];
}

/** One loyalty promotion as the loyalty call answers it, and as the plugin's state keeps it. */
export const LoyaltyDiscountSchema = Schema.Struct({
  name: Schema.String,
  discounts: Schema.Array(Schema.Struct({ discountSum: Schema.Union([Schema.Number, Schema.String]) })),
});

/** The sum of every `discountSum`, in main units as sent; negative or unreadable sums count as 0. */
export function loyaltyDiscountTotal(discounts: readonly LoyaltyDiscount[] | null | undefined): Milli {
  return sentDiscountSum((discounts ?? []).flatMap((d) => d.discounts.map((x) => x.discountSum)));
}

/** The cart's loyalty row: the promotions' sum as one named discount, or none when they take nothing off. */
export function loyaltyNamedDiscounts(discounts: readonly LoyaltyDiscount[]): NamedDiscount[] {
  const amount = loyaltyDiscountTotal(discounts);
  return amount > 0 ? [{ id: "loyalty", label: LOYALTY_DISCOUNT_LABEL, amount }] : [];
}
