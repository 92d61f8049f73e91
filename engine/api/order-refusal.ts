import { OrderRefusal, type RefusalReason } from "../../schemas/api/order-refusal";
import { CouponRefusal } from "../../schemas/api/coupon";
import type { ApiError } from "./http";
import { schemaDecoder } from "./schema-decoder";

const decodeRefusal = schemaDecoder(OrderRefusal);
const decodeCouponRefusal = schemaDecoder(CouponRefusal);

/**
 * The reasons a refused order or order edit names (POST /{lang}/api/order/, PATCH /{lang}/api/order/{uuid}/; schemas/api/
 * order-refusal.ts): empty for any other failure, or for a server that gives only `detail`. Every code decodes —
 * the core's, a plugin's (decision 0065), or one this app does not know, which the notice words generically.
 */
export function refusalReasons(error: ApiError): readonly RefusalReason[] {
  if (error.kind !== "http" || (error.status !== 409 && error.status !== 422)) return [];
  const decoded = decodeRefusal(error.body);
  return decoded.ok ? (decoded.value.reasons ?? []) : [];
}

/** Why the coupon call refused a code: `expired`, or `unknown` for every other 404 (an unknown or disabled code). */
export function couponRefusalReason(error: ApiError): "expired" | "unknown" | undefined {
  if (error.kind !== "http" || error.status !== 404) return undefined;
  const decoded = decodeCouponRefusal(error.body);
  return decoded.ok && decoded.value.reason === "expired" ? "expired" : "unknown";
}
