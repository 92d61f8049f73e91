/**
 * Product prices as guests see them (spec §9): the discount is a percent off the price; with
 * `display_prices_with_tax` on, the summed percentage taxes are added after the discount.
 */
import { addMilli, minMilli, nonNegative, percentOf, scaleMilli, subtractMilli, type Milli } from "./money";
import { percentageTaxRatio, type Tax } from "./tax";

/** A product, variation value or combo item that has a price and maybe a discount percent. */
export interface PricedProduct {
  price: Milli;
  discount?: number | string | null;
}

/** The settings that change a displayed price. */
export interface DisplayPriceSettings {
  taxes?: readonly Tax[] | null;
  display_prices_with_tax?: boolean | null;
  /** The prices already contain the percentage taxes (docs/pricing.md): nothing is added to show them with tax. */
  cart_subtotal_include_tax?: boolean | null;
}

/**
 * The discount taken off a price: `discount` % of it at 3 decimals (spec §9: discount amounts use 3
 * decimals). A negative or missing percent takes nothing off; above 100 % it takes the whole price.
 */
export function discountAmount(price: Milli, discount: number | string | null | undefined): Milli {
  return minMilli(nonNegative(percentOf(nonNegative(price), discount)), nonNegative(price));
}

/** The price after the product discount (never below zero). */
export function discountedPrice(price: Milli, discount: number | string | null | undefined): Milli {
  return nonNegative(subtractMilli(nonNegative(price), discountAmount(price, discount)));
}

/**
 * Adds the summed percentage taxes to a price when `display_prices_with_tax` is on (spec §9: "summed as a
 * percent of the price"), at 3 decimals. Fixed taxes never reach a displayed price. When
 * `cart_subtotal_include_tax` is on the price already holds those taxes, so it is shown as it is: the menu
 * never shows more than the cart charges (issue 9 §2.2, docs/pricing.md).
 */
export function withDisplayTax(price: Milli, settings: DisplayPriceSettings): Milli {
  if (settings.display_prices_with_tax !== true || settings.cart_subtotal_include_tax === true) return price;
  const rate = percentageTaxRatio(settings.taxes);
  if (rate.num <= 0n) return price;
  return addMilli(price, scaleMilli(price, { num: rate.num, den: rate.den * 100n }));
}

/** What a price tag shows: the struck-through original (when discounted) and the price to pay. */
export interface ShownPrice {
  original: Milli;
  final: Milli;
  hasDiscount: boolean;
}

/**
 * The price tag of a product: the discount first, then the display tax on what remains (spec §9: "the tax
 * is added after the discount"). `original` carries the same display tax so the two compare fairly.
 */
export function shownProductPrice(product: PricedProduct, settings: DisplayPriceSettings): ShownPrice {
  const discounted = discountedPrice(product.price, product.discount);
  const base = nonNegative(product.price);
  return {
    original: withDisplayTax(base, settings),
    final: withDisplayTax(discounted, settings),
    hasDiscount: discounted < base,
  };
}
