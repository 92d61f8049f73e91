/**
 * Derives the computed cart fields from its inputs through the rules: the store never does arithmetic.
 */
import { parseAmount } from "../../schemas/money";
import {
  computeCartTotals,
  defaultPaymentType,
  hasOrderTypeSettings,
  resolveOrderType,
  ZERO_MILLI,
  type CartTotalsSettings,
  type OrderTypeSettings,
} from "../rules";
import type { CartInputs, CartState } from "./cart-state";

/** The menu settings the cart reads (menu payload field names). */
export interface CartContext extends CartTotalsSettings, OrderTypeSettings {
  payment_enabled?: boolean | null;
  enable_adding_same_item_cart?: boolean | null;
}

/**
 * The full state for a set of inputs: order type resolved against the enabled types (once the menu says
 * which are), coupon discount and totals recomputed, and the default payment type applied.
 */
export function recomputeCart(inputs: CartInputs, context: CartContext): CartState {
  const orderType = hasOrderTypeSettings(context) ? resolveOrderType(inputs.orderType, context) : inputs.orderType;
  const totals = computeCartTotals({
    lines: inputs.products,
    coupon: inputs.coupon,
    orderType,
    deliveryFees: inputs.deliveryFees,
    loyaltyDiscounts: inputs.iikoLoyaltyDiscounts,
    tips: parseAmount(inputs.tipsAmount) ?? ZERO_MILLI,
    settings: context,
  });
  const paymentType = defaultPaymentType(
    totals.total,
    context.payment_enabled,
    inputs.paymentTypeChosen ? inputs.paymentType : null,
  );
  return {
    ...inputs,
    orderType,
    paymentType,
    discount: totals.discount,
    taxes: totals.taxes,
    subTotal: totals.subTotal,
    total: totals.total,
    freeDelivery: totals.freeDelivery,
    minOrderAmountError: totals.minOrderAmountError,
    totals,
  };
}
