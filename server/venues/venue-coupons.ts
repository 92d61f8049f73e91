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
 * The venue's coupon that `matches`, while enabled and not past `valid_until`. Each stored entry is decoded again
 * (a hand-edited row cannot serve garbage); one that no longer decodes matches nothing. Undefined when no coupon
 * applies, whatever the reason: a disabled or expired code tells a guest no more than an unknown one.
 */
function findActiveCoupon(stored: readonly unknown[], matches: (coupon: VenueCoupon) => boolean, now: number): VenueCoupon | undefined {
  for (const entry of stored) {
    const decoded = decodeWith(VenueCoupon, entry);
    if (!decoded.ok || !matches(decoded.value)) continue;
    const coupon = decoded.value;
    return coupon.enabled && (coupon.valid_until === null || Date.parse(coupon.valid_until) >= now) ? coupon : undefined;
  }
  return undefined;
}

/** The coupon call's answer for `code`, matched case-insensitively (amounts as the backend's decimal text). */
export function findServedCoupon(stored: readonly unknown[], code: string, now: number): ServedCoupon | undefined {
  const wanted = code.trim().toUpperCase();
  const coupon = findActiveCoupon(stored, (c) => c.code.toUpperCase() === wanted, now);
  if (!coupon) return undefined;
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

/** The coupon an order names by id, as the engine's rules read it when the order is priced. */
export function findCouponById(stored: readonly unknown[], id: number, now: number): Coupon | undefined {
  const coupon = findActiveCoupon(stored, (c) => c.id === id, now);
  return coupon ? { ...coupon, code: coupon.code.toUpperCase() } : undefined;
}
