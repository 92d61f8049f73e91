import type { CouponAnswer } from "../../schemas/api/coupon";
import { couponCall } from "../../schemas/calls/venue-extras";
import { normalizeCouponCode } from "../rules/coupon";
import type { ApiResult } from "./http";
import { callApi } from "./call";

/** The coupon with that code (schemas/calls/venue-extras.ts), sent upper case; 404 when unknown. */
export function getCoupon(menuId: number | string, code: string, signal?: AbortSignal): Promise<ApiResult<CouponAnswer>> {
  return callApi(couponCall, { params: { menuId: String(menuId), code: normalizeCouponCode(code) }, ...(signal ? { signal } : {}) });
}
