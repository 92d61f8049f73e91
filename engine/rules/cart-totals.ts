/**
 * Cart totals (spec §9): total = subtotal + added percentage taxes + fixed taxes + delivery fee
 * − coupon discount − named discounts (a plugin's, named-discount.ts) (+ tips). Every figure is exact Milli;
 * lines, subtotal, taxes and the total are rounded the menu's way (3 or 2 places), discounts stay at 3 decimals.
 */
import {
  addedTaxTotal,
  computeTaxLines,
  fixedTaxTotal,
  type TaxLine,
  type TaxSettings,
} from "./tax";
import { couponDiscount, couponFreeDelivery, type Coupon, type CouponLine } from "./coupon";
import { lineTotal } from "./cart-line";
import { countedDiscounts, namedDiscountTotal, type NamedDiscount } from "./named-discount";
import { deliveryFeeApplies, type OrderType } from "./order-type";
import { minimumOrderError } from "./minimum-order";
import { milli, nonNegative, roundForMenu, sumMilli, ZERO_MILLI, type Milli } from "./money";

/** The venue settings the totals read. */
export interface CartTotalsSettings extends TaxSettings {
  minimum_order_amount?: Milli | null;
}

/** Everything the totals depend on. */
export interface CartTotalsInput {
  lines: readonly CouponLine[];
  coupon?: Coupon | null;
  orderType: OrderType;
  /** The fee the delivery-zone call quoted. */
  deliveryFees?: Milli | null;
  /** Discounts a plugin takes off beside the coupon (a promotion), each with its own row. */
  namedDiscounts?: readonly NamedDiscount[] | null;
  tips?: Milli | null;
  settings: CartTotalsSettings;
}

/** The computed totals. */
export interface CartTotals {
  subTotal: Milli;
  /** The coupon discount (3 decimals). */
  discount: Milli;
  freeDelivery: boolean;
  /** The delivery fee charged: 0 unless delivery, 0 when waived. */
  deliveryFee: Milli;
  /** The fee that free delivery waived (shown struck through), else 0. */
  deliveryFeeWaived: Milli;
  taxes: TaxLine[];
  /** Taxes added to the total: added percentage taxes and fixed taxes. */
  addedTaxes: Milli;
  fixedTaxes: Milli;
  /** The named discounts that take something off, each at or above zero, and what they take together. */
  namedDiscounts: readonly NamedDiscount[];
  namedDiscountTotal: Milli;
  tips: Milli;
  total: Milli;
  minOrderAmountError: boolean;
}

/** The subtotal: the sum of the line prices, each at the menu's decimals. */
export function cartSubTotal(lines: readonly CouponLine[], priceDecimalPlaces: number | null | undefined): Milli {
  return sumMilli(lines.map((l) => lineTotal(l, priceDecimalPlaces)));
}

/**
 * Computes every total of a cart. Percentage taxes are taken on the subtotal after the coupon and the named
 * discounts ("tax after discount", docs/pricing.md). The total never goes below zero.
 */
export function computeCartTotals(input: CartTotalsInput): CartTotals {
  const { settings } = input;
  const decimals = settings.price_decimal_places;
  const subTotal = cartSubTotal(input.lines, decimals);
  const discount = couponDiscount(input.coupon, input.lines, subTotal, decimals);
  const freeDelivery = couponFreeDelivery(input.coupon, subTotal);
  const quoted = deliveryFeeApplies(input.orderType) ? nonNegative(input.deliveryFees ?? ZERO_MILLI) : ZERO_MILLI;
  const deliveryFee = freeDelivery ? ZERO_MILLI : quoted;
  const namedDiscounts = countedDiscounts(input.namedDiscounts);
  const namedDiscount = namedDiscountTotal(namedDiscounts);
  const tips = nonNegative(input.tips ?? ZERO_MILLI);
  const taxes = computeTaxLines(milli(subTotal - discount - namedDiscount), settings);
  const addedTaxes = addedTaxTotal(taxes);
  const raw = subTotal + addedTaxes + deliveryFee - discount - namedDiscount + tips;
  return {
    subTotal,
    discount,
    freeDelivery,
    deliveryFee,
    deliveryFeeWaived: freeDelivery ? quoted : ZERO_MILLI,
    taxes,
    addedTaxes,
    fixedTaxes: fixedTaxTotal(taxes),
    namedDiscounts,
    namedDiscountTotal: namedDiscount,
    tips,
    total: nonNegative(roundForMenu(milli(raw), decimals)),
    minOrderAmountError: minimumOrderError(input.orderType, subTotal, settings.minimum_order_amount),
  };
}
