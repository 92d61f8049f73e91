import { definePaymentProvider } from "../../engine/plugin-api/payment-provider";

/**
 * skipcash: the guest comes back to /payment/skipcash?id=…; the app asks POST /en/skipcash/status/ with
 * `{ reference }` (ordering spec sections 2 and 7).
 * Shared by the browser half (index.ts) and the server half (server.ts): said once here.
 */
export default definePaymentProvider({
  id: "skipcash",
  queryParams: ["id"],
  readReturn: (q) => (q["id"] ? { reference: q["id"] } : undefined),
  writeReturn: ({ reference }) => ({ id: reference }),
  statusPath: "/en/skipcash/status/",
  statusBody: {
    fields: ["reference"],
    write: ({ reference }) => ({ reference }),
    read: ({ reference }) => ({ reference }),
  },
});
