import { defineServerPlugin, paymentStatusRoute } from "../../engine/plugin-api/server";

/** 2c2p's server half: its status call (ordering spec section 7), answered from the payments the server recorded. */
export default defineServerPlugin({
  id: "payment-2c2p",
  routes: [
    paymentStatusRoute({
      provider: "2c2p",
      url: "/en/2c2p/status/:reference/",
      reference: (request) => request.params["reference"] ?? "",
    }),
  ],
});
