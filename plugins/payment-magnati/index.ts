import { definePlugin } from "../../engine/plugin-api";

/**
 * magnati: the guest comes back to /payment/magnati?reference=…; the app asks
 * POST /en/magnati/status/{reference}/ for the status (ordering spec sections 2 and 7).
 */
export const paymentMagnatiPlugin = definePlugin({
  id: "payment-magnati",
  contributes: {
    paymentProviders: [
      {
        id: "magnati",
        returnPath: "/payment/magnati",
        queryParams: ["reference"],
        statusCall: (q) => (q["reference"] ? { method: "POST", path: `/en/magnati/status/${encodeURIComponent(q["reference"])}/` } : undefined),
        reference: (q) => q["reference"],
      },
    ],
  },
});
