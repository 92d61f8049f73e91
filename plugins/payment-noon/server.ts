import * as Schema from "effect/Schema";
import { defineServerPlugin, paymentStatusRoute } from "../../engine/plugin-api/server";

/** noon's server half: its status call (ordering spec section 7), answered from the payments the server recorded. */
export default defineServerPlugin({
  id: "payment-noon",
  routes: [
    paymentStatusRoute({
      provider: "noon",
      url: "/en/noon-payments/status/",
      body: Schema.Struct({ orderUUID: Schema.String, noonOrderId: Schema.String }),
      reference: (request) => request.body.orderUUID,
    }),
  ],
});
