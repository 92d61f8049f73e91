import * as Schema from "effect/Schema";
import { defineServerPlugin, paymentStatusRoute } from "../../engine/plugin-api/server";

/** thawani's server half: its status call (ordering spec section 7), answered from the payments the server recorded. */
export default defineServerPlugin({
  id: "payment-thawani",
  routes: [
    paymentStatusRoute({
      provider: "thawani",
      url: "/en/thawani/status/",
      body: Schema.Struct({ ref: Schema.String }),
      reference: (request) => request.body.ref,
    }),
  ],
});
