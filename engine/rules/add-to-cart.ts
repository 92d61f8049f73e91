/**
 * When guests may add to the cart (spec doc 1 §4, §6): ordering needs `enable_order` and an open venue;
 * the add button is disabled for a duplicate (unless `enable_adding_same_item_cart`), out of stock,
 * missing selections, a request in flight or a common POS order.
 */
import { sameId, type EntityId } from "./ids";
import type { Milli } from "./money";

/** Why add-to-cart is disabled, in the order the checks run. */
export type AddToCartBlock =
  | "out-of-stock"
  | "already-in-cart"
  | "missing-selection"
  | "in-flight"
  | "common-pos-order";

/** What the add button needs to know. */
export interface AddToCartInput {
  productId: EntityId;
  outOfStock?: boolean | null;
  cartProductIds: readonly EntityId[];
  enableAddingSameItem?: boolean | null;
  /** Required variation groups without a choice, or an incomplete combo. */
  missingSelection: boolean;
  inFlight: boolean;
  commonPosOrder: boolean;
  /** An active order exists (integration): the button adds to it. */
  activeOrder?: boolean;
}

/** The first reason add-to-cart is disabled, or null when it is enabled. */
export function addToCartBlock(input: AddToCartInput): AddToCartBlock | null {
  if (input.outOfStock === true) return "out-of-stock";
  if (input.enableAddingSameItem !== true && input.cartProductIds.some((id) => sameId(id, input.productId))) {
    return "already-in-cart";
  }
  if (input.missingSelection) return "missing-selection";
  if (input.inFlight) return "in-flight";
  if (input.commonPosOrder) return "common-pos-order";
  return null;
}

/**
 * The add button's default text (doc 1 §2): 'Out of Stock', 'Already Added To Cart', with an active order
 * 'Add to Order' / 'Adding to Order', else 'Add To Cart'. UI strings may override these.
 */
export function addToCartLabel(input: AddToCartInput): string {
  const block = addToCartBlock(input);
  if (block === "out-of-stock") return "Out of Stock";
  if (block === "already-in-cart") return "Already Added To Cart";
  if (input.activeOrder === true) return input.inFlight ? "Adding to Order" : "Add to Order";
  return "Add To Cart";
}

/** Spec §6: "Ordering is allowed only when enable_order is on and the venue is open." */
export function canOrder(enableOrder: boolean | null | undefined, venueOpen: boolean): boolean {
  return enableOrder === true && venueOpen;
}

/**
 * Spec §4: "The cart button appears only when enable_order is on, the venue is open and the price is above
 * 0 (or enable_zero_price_item is on)."
 */
export function showCartButton(input: {
  enableOrder?: boolean | null;
  venueOpen: boolean;
  price: Milli;
  enableZeroPriceItem?: boolean | null;
}): boolean {
  return canOrder(input.enableOrder, input.venueOpen) && (input.price > 0 || input.enableZeroPriceItem === true);
}
