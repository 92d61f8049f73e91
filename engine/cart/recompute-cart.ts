/**
 * Derives the computed cart fields from its inputs through the rules: the store never does arithmetic.
 */
import {
  computeCartTotals,
  hasOrderTypeSettings,
  resolveOrderType,
  type CartTotalsSettings,
  type OrderTypeSettings,
} from "../rules";
import type { CartInputs, CartState, PriceAdjustments } from "./cart-state";
import { NO_PRICE_ADJUSTMENTS } from "./cart-state";

/** The menu settings the cart reads (menu payload field names). */
export interface CartContext extends CartTotalsSettings, OrderTypeSettings {
  payment_enabled?: boolean | null;
  enable_adding_same_item_cart?: boolean | null;
}

/**
 * The full state for a set of inputs: order type resolved against the enabled types (once the menu says which
 * are), and the coupon discount and totals recomputed with any loyalty promotions and tip.
 */
export function recomputeCart(inputs: CartInputs, context: CartContext, adjustments: PriceAdjustments = NO_PRICE_ADJUSTMENTS): CartState {
  const orderType = hasOrderTypeSettings(context) ? resolveOrderType(inputs.orderType, context) : inputs.orderType;
  const totals = computeCartTotals({
    lines: inputs.products,
    coupon: inputs.coupon,
    orderType,
    deliveryFees: inputs.deliveryFees,
    loyaltyDiscounts: adjustments.loyaltyDiscounts,
    tips: adjustments.tips,
    settings: context,
  });
  return {
    ...inputs,
    orderType,
    discount: totals.discount,
    taxes: totals.taxes,
    subTotal: totals.subTotal,
    total: totals.total,
    freeDelivery: totals.freeDelivery,
    minOrderAmountError: totals.minOrderAmountError,
    totals,
  };
}
