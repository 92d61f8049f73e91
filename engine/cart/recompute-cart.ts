/**
 * Derives the computed cart fields from its inputs through the rules: the store never does arithmetic.
 */
import {
  computeCartTotals,
  hasOrderTypeSettings,
  isWithinItemHours,
  resolveOrderType,
  type CartTotalsSettings,
  type EntityId,
  type OrderableCategory,
  type OrderableProduct,
  type OrderTypeSettings,
  type WallClock,
} from "../rules";
import type { CartInputs, CartLineProblem, CartState, PriceAdjustments } from "./cart-state";
import { NO_PRICE_ADJUSTMENTS } from "./cart-state";

/** The menu settings the cart reads (menu payload field names). */
export interface CartContext extends CartTotalsSettings, OrderTypeSettings {
  payment_enabled?: boolean | null;
  enable_adding_same_item_cart?: boolean | null;
  /** The menu's products: a line whose product is not among them, or that cannot be ordered now, is left out of every figure. */
  products?: readonly CartContextProduct[] | null;
  /** The menu's categories, whose hours (and their parents') a line's product must be within. */
  categories?: readonly OrderableCategory[] | null;
}

/** The product fields the cart reads to judge a line (the availability rule's, engine/rules/orderable.ts). */
export type CartContextProduct = { readonly id: EntityId } & Partial<Omit<OrderableProduct, "id">>;

const productsByIdCache = new WeakMap<object, ReadonlyMap<string, CartContextProduct>>();
function productsById(products: readonly CartContextProduct[]): ReadonlyMap<string, CartContextProduct> {
  let byId = productsByIdCache.get(products);
  if (!byId) {
    byId = new Map(products.map((p) => [String(p.id), p]));
    productsByIdCache.set(products, byId);
  }
  return byId;
}

/**
 * Why a line cannot be ordered now, or undefined when it can: its product gone from the menu, or — once the venue's
 * clock is known — outside its own, its category's or a parent's hours, or out of stock. The same rule the server
 * refuses an order's lines by (engine/rules/orderable.ts); the venue being closed is the cart's banner, not a line's.
 */
export function cartLineProblem(productId: EntityId, context: CartContext, clock: WallClock | undefined): CartLineProblem | undefined {
  if (!context.products) return undefined;
  const product = productsById(context.products).get(String(productId));
  if (!product) return "not_on_menu";
  if (!clock) return undefined;
  const judged: OrderableProduct = { id: product.id, category: product.category ?? null, product_hours: product.product_hours, out_of_stock: product.out_of_stock ?? null };
  if (!isWithinItemHours(judged, context.categories ?? [], clock)) return "not_available_now";
  if (judged.out_of_stock === true) return "out_of_stock";
  return undefined;
}

/**
 * The full state for a set of inputs: order type resolved against the enabled types (once the menu says which
 * are), and the coupon discount and totals recomputed with any named discounts and tip a plugin adds.
 */
export function recomputeCart(inputs: CartInputs, context: CartContext, adjustments: PriceAdjustments = NO_PRICE_ADJUSTMENTS, clock?: WallClock): CartState {
  const orderType = hasOrderTypeSettings(context) ? resolveOrderType(inputs.orderType, context) : inputs.orderType;
  // A product the refreshed menu no longer has is never priced from the cart's stale copy; one that stopped being
  // orderable (its hours passed, out of stock) is flagged at once and counted nowhere, as the server would refuse it.
  const lineProblems: Record<string, CartLineProblem> = {};
  for (const line of inputs.products) {
    const problem = cartLineProblem(line.id, context, clock);
    if (problem) lineProblems[line.uuid] = problem;
  }
  const unavailableLines = Object.keys(lineProblems);
  const priced = unavailableLines.length === 0 ? inputs.products : inputs.products.filter((line) => lineProblems[line.uuid] === undefined);
  const totals = computeCartTotals({
    lines: priced,
    coupon: inputs.coupon,
    orderType,
    deliveryFees: inputs.deliveryFees,
    namedDiscounts: adjustments.namedDiscounts,
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
    lineProblems,
    totals,
  };
}
