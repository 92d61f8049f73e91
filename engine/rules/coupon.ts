/**
 * Coupons (spec doc 1 §5, doc 2 §5): applies from `min_order_value` (missing = 0); counts only the lines
 * matching its products or categories when it lists any; percentage of the matching sum, or a fixed value
 * capped at the matching sum; then capped at `max_discount_value`; 3 decimals.
 */
import { idSet, type EntityId } from "./ids";
import {
  amountOrZero,
  minMilli,
  nonNegative,
  percentOf,
  sumMilli,
  ZERO_MILLI,
  type Milli,
} from "./money";
import { lineTotal, type PricedLine } from "./cart-line";

/** A coupon as the coupon call returns it (amounts decoded to Milli, `discount_value` a number). */
export interface Coupon {
  id: EntityId;
  code?: string | null;
  products?: readonly EntityId[] | null;
  categories?: readonly EntityId[] | null;
  discount_value_type: string;
  discount_value: number | string;
  min_order_value?: Milli | null;
  max_discount_value?: Milli | null;
  free_delivery?: boolean | null;
}

/** The part of a cart line a coupon looks at. */
export interface CouponLine extends PricedLine {
  id: EntityId;
  category: EntityId | null;
}

/** Spec: "A coupon applies only if the subtotal is at least min_order_value (missing means 0)". */
export function couponApplies(coupon: Coupon, subTotal: Milli): boolean {
  return subTotal >= (coupon.min_order_value ?? ZERO_MILLI);
}

/** The lines a coupon counts: those whose product or category it lists, or all when it lists none. */
export function couponMatchingLines<L extends CouponLine>(coupon: Coupon, lines: readonly L[]): L[] {
  const products = idSet(coupon.products);
  const categories = idSet(coupon.categories);
  if (products.size === 0 && categories.size === 0) return [...lines];
  return lines.filter(
    (l) => products.has(String(l.id)) || (l.category !== null && categories.has(String(l.category))),
  );
}

/** The sum of the matching lines' prices (each line at the menu's decimals). */
export function couponMatchingSum(
  coupon: Coupon,
  lines: readonly CouponLine[],
  priceDecimalPlaces: number | null | undefined,
): Milli {
  return sumMilli(couponMatchingLines(coupon, lines).map((l) => lineTotal(l, priceDecimalPlaces)));
}

/**
 * The coupon's discount for a cart whose subtotal is `subTotal`. 0 when the coupon does not apply or its
 * type is unknown. A `max_discount_value` of 0 or less counts as "not set" (docs/pricing.md).
 */
export function couponDiscount(
  coupon: Coupon | null | undefined,
  lines: readonly CouponLine[],
  subTotal: Milli,
  priceDecimalPlaces: number | null | undefined,
): Milli {
  if (!coupon || !couponApplies(coupon, subTotal)) return ZERO_MILLI;
  const matching = nonNegative(couponMatchingSum(coupon, lines, priceDecimalPlaces));
  const type = coupon.discount_value_type.trim().toLowerCase();
  let discount: Milli;
  if (type === "percentage") discount = percentOf(matching, coupon.discount_value);
  else if (type === "fixed") discount = amountOrZero(coupon.discount_value);
  else return ZERO_MILLI;
  discount = minMilli(nonNegative(discount), matching);
  const cap = coupon.max_discount_value;
  if (cap !== null && cap !== undefined && cap > 0) discount = minMilli(discount, cap);
  return discount;
}

/** Spec §4: free delivery "when the coupon grants it and the subtotal reaches the coupon's min_order_value". */
export function couponFreeDelivery(coupon: Coupon | null | undefined, subTotal: Milli): boolean {
  return !!coupon && coupon.free_delivery === true && couponApplies(coupon, subTotal);
}

/** Spec: "Coupon codes are sent in upper case" (trimmed too). */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The coupon button's label (doc 2 §2), comparing codes case-insensitively. */
export function couponButtonLabel(
  appliedCode: string | null | undefined,
  autoApplyCode: string | null | undefined,
): "Delete Coupon" | "Coupon Applied" | "Apply Coupon" {
  if (!appliedCode || appliedCode.trim() === "") return "Apply Coupon";
  const auto = autoApplyCode ? normalizeCouponCode(autoApplyCode) : "";
  return normalizeCouponCode(appliedCode) === auto ? "Coupon Applied" : "Delete Coupon";
}

/** Doc 2 §5: apply is disabled while loading, when empty, or when equal to the auto-apply code. */
export function canApplyCoupon(input: string, loading: boolean, autoApplyCode?: string | null): boolean {
  const code = normalizeCouponCode(input);
  if (loading || code === "") return false;
  return !(autoApplyCode && normalizeCouponCode(autoApplyCode) === code);
}

/** Why a coupon gives nothing to this cart: below its `min_order_value`, or none of its products or categories in it. */
export type CouponProblem = "below_minimum" | "not_for_items";

/**
 * Why `coupon` does not apply to a cart with these lines and subtotal (issue 18: each its own sentence, and such a
 * coupon is not shown as applied), or undefined when it applies. The minimum is judged first, as `couponDiscount` does.
 */
export function couponProblem(coupon: Coupon, lines: readonly CouponLine[], subTotal: Milli): CouponProblem | undefined {
  if (!couponApplies(coupon, subTotal)) return "below_minimum";
  if (coupon.free_delivery !== true && couponMatchingLines(coupon, lines).length === 0) return "not_for_items";
  return undefined;
}
