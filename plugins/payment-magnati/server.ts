import { definePaymentServerPlugin } from "../../engine/plugin-api/server";

/** magnati's server half: its status call (ordering spec section 7) and its return to /payment/magnati with reference. */
export default definePaymentServerPlugin({
  id: "payment-magnati",
  provider: "magnati",
  url: "/en/magnati/status/:reference/",
  reference: (request) => request.params["reference"] ?? "",
  returnQuery: ({ reference }) => ({ reference }),
});
