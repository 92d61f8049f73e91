import * as Schema from "effect/Schema";
import { definePaymentServerPlugin } from "../../engine/plugin-api/server";

/** ngenius's server half: its status call (ordering spec section 7) and its return to /payment/ngenius with reference. */
export default definePaymentServerPlugin({
  id: "payment-ngenius",
  provider: "ngenius",
  url: "/en/ngenius/status/",
  body: Schema.Struct({ reference: Schema.String }),
  reference: (request) => request.body.reference,
  returnQuery: ({ reference }) => ({ reference }),
});
