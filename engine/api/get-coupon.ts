import { CouponAnswer } from "../../schemas/api/coupon";
import { normalizeCouponCode } from "../rules/coupon";
import { requestJson, type ApiResult } from "./http";
import { schemaDecoder } from "./schema-decoder";

const decode = schemaDecoder(CouponAnswer);

/** GET /en/api/coupon/{menuId}/{CODE}/ (ordering spec §7): the coupon, its code sent upper case; 404 when unknown. */
export function getCoupon(menuId: number | string, code: string, signal?: AbortSignal): Promise<ApiResult<CouponAnswer>> {
  const path = `/en/api/coupon/${encodeURIComponent(String(menuId))}/${encodeURIComponent(normalizeCouponCode(code))}/`;
  return requestJson(path, decode, signal ? { signal } : {});
}
