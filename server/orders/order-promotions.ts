/**
 * The promotions a plugin's pricing gives an order (`orderPricing`, decision 0048), as the core's pricing takes them:
 * named discounts the totals subtract (engine/rules/named-discount.ts), and the sums an order carries of them
 * (`additional_data.iiko_loyalty_discounts`, the spec's wire name).
 */
import type { OrderPromotion } from "../../engine/plugin-api/server";
import { sentDiscountSum, type Milli, type NamedDiscount } from "../../engine/rules";

/** What one promotion takes off: its discount sums; negative or unreadable ones count as none. */
export function promotionAmount(promotion: OrderPromotion): Milli {
  return sentDiscountSum(promotion.discounts.map((discount) => discount.discountSum));
}

/** What the promotions take off together. */
export function promotionTotal(promotions: readonly OrderPromotion[]): Milli {
  return sentDiscountSum(promotions.flatMap((promotion) => promotion.discounts.map((discount) => discount.discountSum)));
}

/** The promotions as the totals' named discounts; the server draws no row, so a promotion's name is its label. */
export function promotionDiscounts(promotions: readonly OrderPromotion[]): NamedDiscount[] {
  return promotions.map((promotion) => ({ id: promotion.name, label: promotion.name, amount: promotionAmount(promotion) }));
}
