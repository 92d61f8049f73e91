/**
 * The cart's upsell list (doc 1 §5, doc 2 §2): products flagged `upsell_cart` that are not out of stock,
 * not link-disabled, and within both their category's and their own hours; priced at 3 decimals with the
 * discount and, when `display_prices_with_tax` is on, the percentage taxes.
 */
import { isAvailableAt } from "./hours";
import { isProductAvailable, type HoursCategory, type HoursProduct } from "./availability";
import { sameId } from "./ids";
import { shownProductPrice, type DisplayPriceSettings, type PricedProduct, type ShownPrice } from "./product-price";
import type { WallClock } from "./wall-clock";

/** The product fields upsell reads. */
export interface UpsellProduct extends HoursProduct, PricedProduct {
  upsell_cart?: boolean | null;
  out_of_stock?: boolean | null;
}

/** Whether one product may be offered as an upsell. A product of an unknown category is not offered. */
export function isUpsellEligible(product: UpsellProduct, categories: readonly HoursCategory[], clock: WallClock): boolean {
  if (product.upsell_cart !== true || product.out_of_stock === true || product.disable_link === true) return false;
  const category = categories.find((c) => sameId(c.id, product.category));
  return !!category && isAvailableAt(category.category_hours, clock) && isProductAvailable(product, clock);
}

/** The upsell list, in menu order. */
export function upsellProducts<P extends UpsellProduct>(
  products: readonly P[],
  categories: readonly HoursCategory[],
  clock: WallClock,
): P[] {
  return products.filter((p) => isUpsellEligible(p, categories, clock));
}

/** An upsell card's price (shown with 3 decimals). */
export function upsellPrice(product: PricedProduct, settings: DisplayPriceSettings): ShownPrice {
  return shownProductPrice(product, settings);
}
