import { definePlugin } from "../../engine/plugin-api";

/**
 * ngenius: the guest comes back to /payment/ngenius?reference=…; the app asks
 * POST /en/ngenius/status/ for the status (ordering spec sections 2 and 7).
 */
export const paymentNgeniusPlugin = definePlugin({
  id: "payment-ngenius",
  contributes: {
    paymentProviders: [
      {
        id: "ngenius",
        returnPath: "/payment/ngenius",
        queryParams: ["reference"],
        statusCall: (q) => (q["reference"] ? { method: "POST", path: "/en/ngenius/status/", body: { reference: q["reference"] } } : undefined),
        reference: (q) => q["reference"],
      },
    ],
  },
});
