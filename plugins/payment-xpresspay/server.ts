import * as Schema from "effect/Schema";
import { defineServerPlugin, paymentStatusRoute } from "../../engine/plugin-api/server";

/** xpresspay's server half: its status call (ordering spec section 7), answered from the payments the server recorded. */
export default defineServerPlugin({
  id: "payment-xpresspay",
  routes: [
    paymentStatusRoute({
      provider: "xpresspay",
      url: "/en/xpresspay/status/",
      body: Schema.Struct({ reference: Schema.String }),
      reference: (request) => request.body.reference,
    }),
  ],
});
