import { definePlugin } from "../../engine/plugin-api";

/**
 * noon: the guest comes back to /payment/noon?reference=…&orderId=…; the app asks
 * POST /en/noon-payments/status/ for the status (ordering spec sections 2 and 7).
 */
export const paymentNoonPlugin = definePlugin({
  id: "payment-noon",
  contributes: {
    paymentProviders: [
      {
        id: "noon",
        returnPath: "/payment/noon",
        queryParams: ["reference", "orderId"],
        statusCall: (q) => (q["reference"] && q["orderId"] ? { method: "POST", path: "/en/noon-payments/status/", body: { orderUUID: q["reference"], noonOrderId: q["orderId"] } } : undefined),
        reference: (q) => q["reference"],
      },
    ],
  },
});
