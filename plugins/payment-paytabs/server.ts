import { definePaymentServerPlugin } from "../../engine/plugin-api/server";

/** paytabs's server half: its status call (ordering spec section 7) and its return to /payment/paytabs with reference. */
export default definePaymentServerPlugin({
  id: "payment-paytabs",
  provider: "paytabs",
  url: "/en/paytabs/status/:reference/",
  reference: (request) => request.params["reference"] ?? "",
  returnQuery: ({ reference }) => ({ reference }),
});
