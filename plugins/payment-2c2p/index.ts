import { definePlugin } from "../../engine/plugin-api";

/**
 * 2c2p: the guest comes back to /payment/2c2p?reference=…; the app asks
 * POST /en/2c2p/status/{reference}/ for the status (ordering spec sections 2 and 7).
 */
export const payment2c2pPlugin = definePlugin({
  id: "payment-2c2p",
  contributes: {
    paymentProviders: [
      {
        id: "2c2p",
        returnPath: "/payment/2c2p",
        queryParams: ["reference"],
        statusCall: (q) => (q["reference"] ? { method: "POST", path: `/en/2c2p/status/${encodeURIComponent(q["reference"])}/` } : undefined),
        reference: (q) => q["reference"],
      },
    ],
  },
});
