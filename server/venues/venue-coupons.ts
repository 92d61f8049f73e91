import { decodeWith } from "../../schemas/decode";
import { formatMilliPlain } from "../../schemas/money";
import { VenueCoupon } from "../../schemas/venue-file";
import type { Coupon } from "../../engine/rules/coupon";

/** A coupon as the coupon call answers it (ordering spec §3 "Coupon"): amounts as the backend's decimal text. */
export interface ServedCoupon {
  id: number;
  code: string;
  products: number[];
  categories: number[];
  discount_value_type: "percentage" | "fixed";
  discount_value: number;
  min_order_value: string | null;
  max_discount_value: string | null;
  free_delivery: boolean;
}

/**
 * The coupon of a venue answering to `code` at `now`: matched case-insensitively, and only while enabled and
 * not past `valid_until`. Each stored entry is decoded again (a hand-edited row cannot serve garbage); an entry
 * that no longer decodes answers nothing. Undefined when no coupon applies: the caller says 404, whatever the
 * reason, so a disabled or expired code tells a guest no more than an unknown one.
 */
export function findServedCoupon(stored: readonly unknown[], code: string, now: number): ServedCoupon | undefined {
  const wanted = code.trim().toUpperCase();
  for (const entry of stored) {
    const decoded = decodeWith(VenueCoupon, entry);
    if (!decoded.ok || decoded.value.code.toUpperCase() !== wanted) continue;
    const coupon = decoded.value;
    if (!coupon.enabled || (coupon.valid_until !== null && Date.parse(coupon.valid_until) < now)) return undefined;
    return {
      id: coupon.id,
      code: coupon.code.toUpperCase(),
      products: [...coupon.products],
      categories: [...coupon.categories],
      discount_value_type: coupon.discount_value_type,
      discount_value: coupon.discount_value,
      min_order_value: coupon.min_order_value === null ? null : formatMilliPlain(coupon.min_order_value),
      max_discount_value: coupon.max_discount_value === null ? null : formatMilliPlain(coupon.max_discount_value),
      free_delivery: coupon.free_delivery,
    };
  }
  return undefined;
}

/** The coupon with this id as the engine's rules read it, while enabled and unexpired; undefined otherwise. */
export function findCouponById(stored: readonly unknown[], id: number, now: number): Coupon | undefined {
  for (const entry of stored) {
    const decoded = decodeWith(VenueCoupon, entry);
    if (!decoded.ok || decoded.value.id !== id) continue;
    const coupon = decoded.value;
    if (!coupon.enabled || (coupon.valid_until !== null && Date.parse(coupon.valid_until) < now)) return undefined;
    return {
      id: coupon.id,
      code: coupon.code.toUpperCase(),
      products: coupon.products,
      categories: coupon.categories,
      discount_value_type: coupon.discount_value_type,
      discount_value: coupon.discount_value,
      min_order_value: coupon.min_order_value,
      max_discount_value: coupon.max_discount_value,
      free_delivery: coupon.free_delivery,
    };
  }
  return undefined;
}
