import { defineServerPlugin, paymentStatusRoute } from "../../engine/plugin-api/server";

/** paytabs's server half: its status call (ordering spec section 7), answered from the payments the server recorded. */
export default defineServerPlugin({
  id: "payment-paytabs",
  routes: [
    paymentStatusRoute({
      provider: "paytabs",
      url: "/en/paytabs/status/:reference/",
      reference: (request) => request.params["reference"] ?? "",
    }),
  ],
});
