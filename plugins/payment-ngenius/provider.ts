import { definePaymentProvider } from "../../engine/plugin-api/payment-provider";

/**
 * ngenius: the guest comes back to /payment/ngenius?reference=…; the app asks POST /en/ngenius/status/ with
 * `{ reference }` (ordering spec sections 2 and 7).
 * Shared by the browser half (index.ts) and the server half (server.ts): said once here.
 */
export default definePaymentProvider({
  id: "ngenius",
  queryParams: ["reference"],
  readReturn: (q) => (q["reference"] ? { reference: q["reference"] } : undefined),
  writeReturn: ({ reference }) => ({ reference }),
  statusPath: "/en/ngenius/status/",
  statusBody: {
    fields: ["reference"],
    write: ({ reference }) => ({ reference }),
    read: ({ reference }) => ({ reference }),
  },
});
