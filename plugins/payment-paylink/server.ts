import * as Schema from "effect/Schema";
import { definePaymentServerPlugin } from "../../engine/plugin-api/server";

/** paylink's server half: its status call (ordering spec section 7) and its return to /payment/paylink with reference and checkout. */
export default definePaymentServerPlugin({
  id: "payment-paylink",
  provider: "paylink",
  url: "/en/paylink/status/",
  body: Schema.Struct({ reference: Schema.String, checkout: Schema.String }),
  reference: (request) => request.body.reference,
  session: (request) => request.body.checkout,
  returnQuery: ({ reference, session }) => ({ reference, checkout: session }),
});
