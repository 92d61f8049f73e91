import * as Schema from "effect/Schema";
import { definePaymentServerPlugin } from "../../engine/plugin-api/server";

/** xpresspay's server half: its status call (ordering spec section 7) and its return to /payment/xpresspay with reference. */
export default definePaymentServerPlugin({
  id: "payment-xpresspay",
  provider: "xpresspay",
  url: "/en/xpresspay/status/",
  body: Schema.Struct({ reference: Schema.String }),
  reference: (request) => request.body.reference,
  returnQuery: ({ reference }) => ({ reference }),
});
