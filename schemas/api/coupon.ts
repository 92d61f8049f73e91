import * as Schema from "effect/Schema";
import { Amount, Id, Rate } from "../fields";

/** The coupon call's answer (ordering spec §3 "Coupon", §7 `GET /en/api/coupon/{menuId}/{CODE}/`). */
export const CouponAnswer = Schema.Struct({
  id: Id,
  code: Schema.optional(Schema.NullOr(Schema.String)),
  products: Schema.optional(Schema.NullOr(Schema.Array(Id))),
  categories: Schema.optional(Schema.NullOr(Schema.Array(Id))),
  discount_value_type: Schema.String,
  discount_value: Rate,
  min_order_value: Schema.optional(Schema.NullOr(Amount)),
  max_discount_value: Schema.optional(Schema.NullOr(Amount)),
  free_delivery: Schema.optional(Schema.NullOr(Schema.Boolean)),
});
export type CouponAnswer = typeof CouponAnswer.Type;

/**
 * The coupon call's 404 (ordering spec §7 "error sets coupon-invalid"): `detail` for every client, and `reason`
 * `expired` for a code the venue has but whose `valid_until` has passed, so the app can say so; an unknown or
 * disabled code has no reason (the app says the spec's 'Invalid coupon code').
 */
export const CouponRefusal = Schema.Struct({
  detail: Schema.String,
  reason: Schema.optional(Schema.Literals(["expired"])),
});
export type CouponRefusal = typeof CouponRefusal.Type;
