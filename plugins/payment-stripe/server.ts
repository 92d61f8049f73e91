import * as Schema from "effect/Schema";
import { definePaymentServerPlugin } from "../../engine/plugin-api/server";

/** stripe's server half: its status call (ordering spec section 7) and its return to /payment/stripe with ref and session. */
export default definePaymentServerPlugin({
  id: "payment-stripe",
  provider: "stripe",
  url: "/en/stripe/status/",
  body: Schema.Struct({ ref: Schema.String, session: Schema.String }),
  reference: (request) => request.body.ref,
  session: (request) => request.body.session,
  returnQuery: ({ reference, session }) => ({ ref: reference, session }),
});
