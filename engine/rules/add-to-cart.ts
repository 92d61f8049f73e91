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

/** Which text the add button shows: the same order of checks as `addToCartLabel`, as a key for translation. */
export type AddToCartText = "out-of-stock" | "already-in-cart" | "add-to-order" | "adding-to-order" | "add-to-cart";

/**
 * The add button's text (doc 1 §2 /product): 'Out of Stock', 'Already Added To Cart', with an active order
 * 'Add to Order' then 'Adding to Order' while the request runs, else 'Add To Cart'.
 */
export function addToCartText(input: AddToCartInput): AddToCartText {
  const block = addToCartBlock(input);
  if (block === "out-of-stock") return "out-of-stock";
  if (block === "already-in-cart") return "already-in-cart";
  if (input.activeOrder === true) return input.inFlight ? "adding-to-order" : "add-to-order";
  return "add-to-cart";
}

/**
 * Doc 1 §2 /category: "Products with variations open a variation picker. Products without variations are
 * added directly with quantity 1." A combo needs its choices too, so it opens the picker as well.
 */
export function needsOptionsPicker(
  product: { enable_combo?: boolean | null; combo_groups?: readonly unknown[] | null },
  variationGroupCount: number,
): boolean {
  return variationGroupCount > 0 || (product.enable_combo === true && (product.combo_groups?.length ?? 0) > 0);
}

/** Where the app goes after an add (`addtocart_redirect`): the cart, back, or nowhere. */
export type AfterAdd = "cart" | "back" | "stay";

/** Where the add was made: the product screen, or a list of cards (a category, /home, search) and its picker. */
export type AddOrigin = "product" | "list";

/**
 * Doc 1 §2: after an add the app goes to /cart or goes back, per `addtocart_redirect` (`other` stays). "Back" leaves
 * the product screen for the list it was opened from; an add made on a list is already there, so it stays
 * (docs/decisions/0043).
 */
export function afterAddRedirect(setting: string | null | undefined, origin: AddOrigin = "product"): AfterAdd {
  if (setting === "cart") return "cart";
  if (setting === "back") return origin === "list" ? "stay" : "back";
  return "stay";
}
