import { definePaymentProvider } from "../../engine/plugin-api/payment-provider";

/**
 * xpresspay: the guest comes back to /payment/xpresspay?reference=…; the app asks POST /en/xpresspay/status/ with
 * `{ reference }` (ordering spec sections 2 and 7).
 * Shared by the browser half (index.ts) and the server half (server.ts): said once here.
 */
export default definePaymentProvider({
  id: "xpresspay",
  queryParams: ["reference"],
  readReturn: (q) => (q["reference"] ? { reference: q["reference"] } : undefined),
  writeReturn: ({ reference }) => ({ reference }),
  statusPath: "/en/xpresspay/status/",
  statusBody: {
    fields: ["reference"],
    write: ({ reference }) => ({ reference }),
    read: ({ reference }) => ({ reference }),
  },
});
