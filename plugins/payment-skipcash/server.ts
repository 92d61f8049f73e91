import * as Schema from "effect/Schema";
import { definePaymentServerPlugin } from "../../engine/plugin-api/server";

/** skipcash's server half: its status call (ordering spec section 7) and its return to /payment/skipcash with id. */
export default definePaymentServerPlugin({
  id: "payment-skipcash",
  provider: "skipcash",
  url: "/en/skipcash/status/",
  body: Schema.Struct({ reference: Schema.String }),
  reference: (request) => request.body.reference,
  returnQuery: ({ reference }) => ({ id: reference }),
});
