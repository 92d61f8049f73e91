import { definePaymentProvider } from "../../engine/plugin-api/payment-provider";

/**
 * paylink: the guest comes back to /payment/paylink?reference=…&checkout=…; the app asks POST /en/paylink/status/
 * with `{ reference, checkout }` (ordering spec sections 2 and 7).
 * Shared by the browser half (index.ts) and the server half (server.ts): said once here.
 */
export default definePaymentProvider({
  id: "paylink",
  queryParams: ["reference", "checkout"],
  readReturn: (q) => (q["reference"] && q["checkout"] ? { reference: q["reference"], session: q["checkout"] } : undefined),
  writeReturn: ({ reference, session }) => ({ reference, checkout: session }),
  statusPath: "/en/paylink/status/",
  statusBody: {
    fields: ["reference", "checkout"],
    write: ({ reference, session }) => ({ reference, checkout: session ?? "" }),
    read: ({ reference, checkout }) => ({ reference, session: checkout }),
  },
});
