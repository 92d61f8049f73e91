import { definePlugin } from "../../engine/plugin-api";

/**
 * xpresspay: the guest comes back to /payment/xpresspay?reference=…; the app asks
 * POST /en/xpresspay/status/ for the status (ordering spec sections 2 and 7).
 */
export const paymentXpresspayPlugin = definePlugin({
  id: "payment-xpresspay",
  contributes: {
    paymentProviders: [
      {
        id: "xpresspay",
        returnPath: "/payment/xpresspay",
        queryParams: ["reference"],
        statusCall: (q) => (q["reference"] ? { method: "POST", path: "/en/xpresspay/status/", body: { reference: q["reference"] } } : undefined),
        reference: (q) => q["reference"],
      },
    ],
  },
});
