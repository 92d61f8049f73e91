import * as Schema from "effect/Schema";

/**
 * Why the server refused an order or an order edit (POST /{lang}/api/order/, PATCH /{lang}/api/order/{uuid}/), one
 * reason per line or field the guest can act on (docs/decisions/0041). The refusal keeps `detail`, the one English
 * sentence older apps read; the app reads `reasons` and says each in the guest's language beside what it is about.
 * A reason's code is one of the core's below or one a plugin's server half declares (`refusalCodes`, decision 0065),
 * whose browser half gives its text; the app says a generic sentence for a code it knows neither way.
 */
export const REFUSAL_CODES = [
  // A line (its index in `line_items` and its product id).
  "unknown_product",
  "not_available_now",
  "out_of_stock",
  "quantity_above_stock",
  "option_unknown",
  "price_changed",
  // The whole order, or a field of it.
  "ordering_off",
  "venue_closed",
  "closed_at_time",
  "invalid_time",
  "order_type_unavailable",
  "coupon_invalid",
  "below_minimum",
  "totals_changed",
  "location_needed",
  "outside_delivery_area",
  "no_online_payment",
  "unknown_menu",
] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];

/** Whether `code` is one of the core's (any other is a plugin's, or unknown to this app). */
export function isCoreRefusalCode(code: string): code is RefusalCode {
  return (REFUSAL_CODES as readonly string[]).includes(code);
}

/** Codes that belong to one line of the order. */
export const LINE_REFUSAL_CODES: ReadonlySet<RefusalCode> = new Set(["unknown_product", "not_available_now", "out_of_stock", "quantity_above_stock", "option_unknown", "price_changed"]);

export const RefusalReason = Schema.Struct({
  /** One of REFUSAL_CODES, or a code a plugin declares (snake_case, as the backend spells it). */
  code: Schema.String.annotate({ description: `The core's ${REFUSAL_CODES.join(", ")}; or a code a plugin declares` }),
  /** The line's index in the request's `line_items`. */
  line: Schema.optional(Schema.Finite),
  /** The line's product id. */
  item_id: Schema.optional(Schema.Union([Schema.Finite, Schema.String])),
  /** The request field the reason is about ("delivery_datetime", "coupon", "payment_type"…). */
  field: Schema.optional(Schema.String),
  /** For `not_available_now`: when the line can next be ordered (ISO 8601, UTC). */
  next_available_at: Schema.optional(Schema.String),
  /** For `venue_closed`, `closed_at_time`: when the venue next takes orders (ISO 8601, UTC). */
  opens_at: Schema.optional(Schema.String),
  /** For `below_minimum`: the minimum, as decimal text. */
  amount: Schema.optional(Schema.String),
  /** For `quantity_above_stock`: how many can be ordered. */
  max: Schema.optional(Schema.Finite),
});
export type RefusalReason = typeof RefusalReason.Type;

/** A refused order's body: `detail` for every client, `reasons` for the app, `existing_order` for a table's merge. */
export const OrderRefusal = Schema.Struct({
  detail: Schema.String,
  reasons: Schema.optional(Schema.Array(RefusalReason)),
  existing_order: Schema.optional(Schema.Unknown),
});
export type OrderRefusal = typeof OrderRefusal.Type;
