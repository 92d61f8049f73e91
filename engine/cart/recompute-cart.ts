/**
 * Derives the computed cart fields from its inputs through the rules: the store never does arithmetic.
 */
import {
  computeCartTotals,
  hasOrderTypeSettings,
  resolveOrderType,
  type CartTotalsSettings,
  type EntityId,
  type OrderTypeSettings,
} from "../rules";
import type { CartInputs, CartState, PriceAdjustments } from "./cart-state";
import { NO_PRICE_ADJUSTMENTS } from "./cart-state";

/** The menu settings the cart reads (menu payload field names). */
export interface CartContext extends CartTotalsSettings, OrderTypeSettings {
  payment_enabled?: boolean | null;
  enable_adding_same_item_cart?: boolean | null;
  /** The menu's products: a line whose product is not among them is left out of every figure. */
  products?: readonly { readonly id: EntityId }[] | null;
}

const knownIdsCache = new WeakMap<object, ReadonlySet<string>>();
function knownProductIds(products: readonly { readonly id: EntityId }[]): ReadonlySet<string> {
  let ids = knownIdsCache.get(products);
  if (!ids) {
    ids = new Set(products.map((p) => String(p.id)));
    knownIdsCache.set(products, ids);
  }
  return ids;
}

/**
 * The full state for a set of inputs: order type resolved against the enabled types (once the menu says which
 * are), and the coupon discount and totals recomputed with any loyalty promotions and tip.
 */
export function recomputeCart(inputs: CartInputs, context: CartContext, adjustments: PriceAdjustments = NO_PRICE_ADJUSTMENTS): CartState {
  const orderType = hasOrderTypeSettings(context) ? resolveOrderType(inputs.orderType, context) : inputs.orderType;
  // A product the refreshed menu no longer has is never priced from the cart's stale copy.
  const known = context.products ? knownProductIds(context.products) : undefined;
  const unavailableLines = known ? inputs.products.filter((line) => !known.has(String(line.id))).map((line) => line.uuid) : [];
  const priced = unavailableLines.length === 0 ? inputs.products : inputs.products.filter((line) => !unavailableLines.includes(line.uuid));
  const totals = computeCartTotals({
    lines: priced,
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
    unavailableLines,
    totals,
  };
}
