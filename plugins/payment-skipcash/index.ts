import { definePlugin } from "../../engine/plugin-api";

/**
 * skipcash: the guest comes back to /payment/skipcash?id=…; the app asks
 * POST /en/skipcash/status/ for the status (ordering spec sections 2 and 7).
 */
export const paymentSkipcashPlugin = definePlugin({
  id: "payment-skipcash",
  contributes: {
    paymentProviders: [
      {
        id: "skipcash",
        returnPath: "/payment/skipcash",
        queryParams: ["id"],
        statusCall: (q) => (q["id"] ? { method: "POST", path: "/en/skipcash/status/", body: { reference: q["id"] } } : undefined),
        reference: (q) => q["id"],
      },
    ],
  },
});
