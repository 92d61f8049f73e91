import { definePlugin } from "../../engine/plugin-api";

/**
 * paytabs: the guest comes back to /payment/paytabs?reference=…; the app asks
 * POST /en/paytabs/status/{reference}/ for the status (ordering spec sections 2 and 7).
 */
export const paymentPaytabsPlugin = definePlugin({
  id: "payment-paytabs",
  contributes: {
    paymentProviders: [
      {
        id: "paytabs",
        returnPath: "/payment/paytabs",
        queryParams: ["reference"],
        statusCall: (q) => (q["reference"] ? { method: "POST", path: `/en/paytabs/status/${encodeURIComponent(q["reference"])}/` } : undefined),
        reference: (q) => q["reference"],
      },
    ],
  },
});
