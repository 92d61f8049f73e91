import { definePaymentProvider } from "../../engine/plugin-api/payment-provider";

/**
 * 2c2p: the guest comes back to /payment/2c2p?reference=…; the app asks POST /en/2c2p/status/{reference}/
 * (ordering spec sections 2 and 7).
 * Shared by the browser half (index.ts) and the server half (server.ts): said once here.
 */
export default definePaymentProvider({
  id: "2c2p",
  queryParams: ["reference"],
  readReturn: (q) => (q["reference"] ? { reference: q["reference"] } : undefined),
  writeReturn: ({ reference }) => ({ reference }),
  statusPath: "/en/2c2p/status/:reference/",
});
