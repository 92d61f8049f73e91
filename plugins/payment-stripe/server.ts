import * as Schema from "effect/Schema";
import { defineServerPlugin, paymentStatusRoute } from "../../engine/plugin-api/server";

/** stripe's server half: its status call (ordering spec section 7), answered from the payments the server recorded. */
export default defineServerPlugin({
  id: "payment-stripe",
  routes: [
    paymentStatusRoute({
      provider: "stripe",
      url: "/en/stripe/status/",
      body: Schema.Struct({ ref: Schema.String, session: Schema.String }),
      reference: (request) => request.body.ref,
    }),
  ],
});
