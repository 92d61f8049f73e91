import { definePlugin } from "../../engine/plugin-api";

/**
 * thawani: the guest comes back to /payment/thawani?reference=…&ref=…; the app asks
 * POST /en/thawani/status/ for the status (ordering spec sections 2 and 7).
 */
export const paymentThawaniPlugin = definePlugin({
  id: "payment-thawani",
  contributes: {
    paymentProviders: [
      {
        id: "thawani",
        returnPath: "/payment/thawani",
        queryParams: ["reference", "ref"],
        statusCall: (q) => {
          // Thawani sends the reference as `reference`, or as `ref` on some integrations.
          const ref = q["reference"] ?? q["ref"];
          return ref ? { method: "POST", path: "/en/thawani/status/", body: { ref } } : undefined;
        },
        reference: (q) => q["reference"] ?? q["ref"],
      },
    ],
  },
});
