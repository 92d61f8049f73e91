import * as Schema from "effect/Schema";
import { definePaymentServerPlugin } from "../../engine/plugin-api/server";

/** thawani's server half: its status call (ordering spec section 7) and its return to /payment/thawani with reference (or ref). */
export default definePaymentServerPlugin({
  id: "payment-thawani",
  provider: "thawani",
  url: "/en/thawani/status/",
  body: Schema.Struct({ ref: Schema.String }),
  reference: (request) => request.body.ref,
  returnQuery: ({ reference }) => ({ reference }),
});
