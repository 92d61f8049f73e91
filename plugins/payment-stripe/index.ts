import { definePlugin } from "../../engine/plugin-api";

/**
 * stripe: the guest comes back to /payment/stripe?ref=…&session=…; the app asks
 * POST /en/stripe/status/ for the status (ordering spec sections 2 and 7).
 */
export const paymentStripePlugin = definePlugin({
  id: "payment-stripe",
  contributes: {
    paymentProviders: [
      {
        id: "stripe",
        returnPath: "/payment/stripe",
        queryParams: ["ref", "session"],
        statusCall: (q) => (q["ref"] && q["session"] ? { method: "POST", path: "/en/stripe/status/", body: { ref: q["ref"], session: q["session"] } } : undefined),
        reference: (q) => q["ref"],
      },
    ],
  },
});
