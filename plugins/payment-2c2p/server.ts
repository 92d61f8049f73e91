import { definePaymentServerPlugin } from "../../engine/plugin-api/server";

/** 2c2p's server half: its status call (ordering spec section 7) and its return to /payment/2c2p with reference. */
export default definePaymentServerPlugin({
  id: "payment-2c2p",
  provider: "2c2p",
  url: "/en/2c2p/status/:reference/",
  reference: (request) => request.params["reference"] ?? "",
  returnQuery: ({ reference }) => ({ reference }),
});
