import * as Schema from "effect/Schema";
import { defineServerPlugin, paymentStatusRoute } from "../../engine/plugin-api/server";

/** paylink's server half: its status call (ordering spec section 7), answered from the payments the server recorded. */
export default defineServerPlugin({
  id: "payment-paylink",
  routes: [
    paymentStatusRoute({
      provider: "paylink",
      url: "/en/paylink/status/",
      body: Schema.Struct({ reference: Schema.String, checkout: Schema.String }),
      reference: (request) => request.body.reference,
    }),
  ],
});
