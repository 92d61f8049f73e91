/**
 * The named discounts an order was placed with, as its pricing keeps them, so that a merge or a tip prices it again
 * the same way (decisions 0048, 0064: a plugin's discounts stay as placed).
 */
import { sentDiscountSum, type NamedDiscount } from "../../engine/rules";
import type { OrderPricing } from "./order-store";

/**
 * The stored discounts. Orders placed before decision 0064 kept their plugin's promotions in the shape the order sent
 * them (a name and discount sums, under the key of that time): read as one named discount each, as they were priced.
 */
export function storedNamedDiscounts(pricing: Partial<OrderPricing>): NamedDiscount[] {
  if (pricing.named_discounts) return pricing.named_discounts;
  return (pricing.loyalty_discounts ?? []).map((promotion) => ({
    id: promotion.name,
    label: promotion.name,
    amount: sentDiscountSum(promotion.discounts.map((discount) => discount.discountSum)),
  }));
}
