import * as Schema from "effect/Schema";
import { definePaymentServerPlugin } from "../../engine/plugin-api/server";

/** noon's server half: its status call (ordering spec section 7) and its return to /payment/noon with reference and orderId. */
export default definePaymentServerPlugin({
  id: "payment-noon",
  provider: "noon",
  url: "/en/noon-payments/status/",
  body: Schema.Struct({ orderUUID: Schema.String, noonOrderId: Schema.String }),
  reference: (request) => request.body.orderUUID,
  session: (request) => request.body.noonOrderId,
  returnQuery: ({ reference, session }) => ({ reference, orderId: session }),
});
