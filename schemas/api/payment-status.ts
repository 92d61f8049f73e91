import * as Schema from "effect/Schema";
/** The answer of every payment-provider status call (ordering spec section 3, "Payment status response"). */
export const PaymentStatusAnswer = Schema.Struct({
  status: Schema.String,
  orderId: Schema.optional(Schema.NullOr(Schema.Union([Schema.String, Schema.Number]))),
  orderUUID: Schema.optional(Schema.NullOr(Schema.String)),
});
export type PaymentStatusAnswer = typeof PaymentStatusAnswer.Type;
