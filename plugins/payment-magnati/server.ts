import { defineServerPlugin, paymentStatusRoute } from "../../engine/plugin-api/server";

/** magnati's server half: its status call (ordering spec section 7), answered from the payments the server recorded. */
export default defineServerPlugin({
  id: "payment-magnati",
  routes: [
    paymentStatusRoute({
      provider: "magnati",
      url: "/en/magnati/status/:reference/",
      reference: (request) => request.params["reference"] ?? "",
    }),
  ],
});
