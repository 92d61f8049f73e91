import { definePlugin } from "../../engine/plugin-api";

/**
 * paylink: the guest comes back to /payment/paylink?reference=…&checkout=…; the app asks
 * POST /en/paylink/status/ for the status (ordering spec sections 2 and 7).
 */
export const paymentPaylinkPlugin = definePlugin({
  id: "payment-paylink",
  contributes: {
    paymentProviders: [
      {
        id: "paylink",
        returnPath: "/payment/paylink",
        queryParams: ["reference", "checkout"],
        statusCall: (q) => (q["reference"] && q["checkout"] ? { method: "POST", path: "/en/paylink/status/", body: { reference: q["reference"], checkout: q["checkout"] } } : undefined),
        reference: (q) => q["reference"],
      },
    ],
  },
});
