/**
 * The cart's upsell list (doc 1 §5, doc 2 §2): products flagged `upsell_cart`, not link-disabled, and orderable
 * now by the one availability rule (engine/rules/orderable.ts: in stock, within their own, their category's and
 * its parents' hours, the venue open and taking orders); priced at 3 decimals with the
 * discount and, when `display_prices_with_tax` is on, the percentage taxes.
 */
import type { HoursProduct } from "./availability";
import { sameId } from "./ids";
import { isOrderableNow, type OrderableCategory, type OrderableVenue } from "./orderable";
import { shownProductPrice, type DisplayPriceSettings, type PricedProduct, type ShownPrice } from "./product-price";
import type { WallClock } from "./wall-clock";

/** The product fields upsell reads. */
export interface UpsellProduct extends HoursProduct, PricedProduct {
  upsell_cart?: boolean | null;
  out_of_stock?: boolean | null;
}

/** Whether one product may be offered as an upsell. A product of an unknown category is not offered. */
export function isUpsellEligible(product: UpsellProduct, venue: OrderableVenue, clock: WallClock): boolean {
  if (product.upsell_cart !== true || product.disable_link === true) return false;
  const category = venue.categories.find((c: OrderableCategory) => sameId(c.id, product.category));
  return !!category && isOrderableNow(product, venue, clock);
}

/** The upsell list, in menu order. */
export function upsellProducts<P extends UpsellProduct>(
  products: readonly P[],
  venue: OrderableVenue,
  clock: WallClock,
): P[] {
  return products.filter((p) => isUpsellEligible(p, venue, clock));
}

/** An upsell card's price (shown with 3 decimals). */
export function upsellPrice(product: PricedProduct, settings: DisplayPriceSettings): ShownPrice {
  return shownProductPrice(product, settings);
}
