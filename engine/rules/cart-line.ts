/**
 * Cart-line prices (spec §9): a line keeps its unit price (after variations, combo choices and the product
 * discount, before tax); the line price is unit price × quantity at the menu's decimals.
 */
import { addMilli, roundForMenu, timesCount, type Milli } from "./money";
import { discountedPrice, withDisplayTax, type DisplayPriceSettings, type PricedProduct } from "./product-price";
import { applyVariations, type VariationPrice } from "./variation-price";
import { comboSelectionsTotal, type ComboGroup } from "./combo";

/** The part of a cart line that prices it. */
export interface PricedLine {
  price: Milli;
  qty: number;
}

/** A quantity as the totals count it: a whole number of at least 0 (a broken value counts as none). */
export function countableQty(qty: number): number {
  return Number.isSafeInteger(qty) && qty > 0 ? qty : 0;
}

/** The header's cart badge (menu spec, "Header and drawer"): the quantities of all lines, not the line count. */
export function totalQuantity(lines: readonly { qty: number }[]): number {
  return lines.reduce((sum, line) => sum + countableQty(line.qty), 0);
}

/** Spec §9: "Cart-line price is price times quantity at the menu's decimals" (3 or 2 places). */
export function lineTotal(line: PricedLine, priceDecimalPlaces: number | null | undefined): Milli {
  return roundForMenu(timesCount(line.price, countableQty(line.qty)), priceDecimalPlaces);
}

/**
 * The unit price a cart line stores: the product price adjusted by the chosen variation values, plus what
 * the chosen combo items add, then the product's discount percent off the whole (docs/pricing.md).
 */
export function cartUnitPrice(
  product: PricedProduct,
  chosenVariations: readonly VariationPrice[] = [],
  comboGroups?: readonly ComboGroup[] | null,
): Milli {
  const withOptions = addMilli(applyVariations(product.price, chosenVariations), comboSelectionsTotal(comboGroups));
  return discountedPrice(withOptions, product.discount);
}

/**
 * What the add bar shows for a line being built: the unit price (`cartUnitPrice`) times the quantity at the
 * menu's decimals, with the display tax when `display_prices_with_tax` is on, like every shown price.
 */
export function shownLinePrice(
  product: PricedProduct,
  chosenVariations: readonly VariationPrice[],
  comboGroups: readonly ComboGroup[] | null | undefined,
  qty: number,
  settings: DisplayPriceSettings & { price_decimal_places?: number | null },
): Milli {
  const unit = cartUnitPrice(product, chosenVariations, comboGroups);
  return withDisplayTax(lineTotal({ price: unit, qty }, settings.price_decimal_places), settings);
}
