import { definePaymentProvider } from "../../engine/plugin-api/payment-provider";

/**
 * paytabs: the guest comes back to /payment/paytabs?reference=…; the app asks POST /en/paytabs/status/{reference}/
 * (ordering spec sections 2 and 7).
 * Shared by the browser half (index.ts) and the server half (server.ts): said once here.
 */
export default definePaymentProvider({
  id: "paytabs",
  queryParams: ["reference"],
  readReturn: (q) => (q["reference"] ? { reference: q["reference"] } : undefined),
  writeReturn: ({ reference }) => ({ reference }),
  statusPath: "/en/paytabs/status/:reference/",
});
