import { definePaymentProvider } from "../../engine/plugin-api/payment-provider";

/**
 * stripe: the guest comes back to /payment/stripe?ref=…&session=… (the Checkout Session id); the app asks
 * POST /en/stripe/status/ with `{ ref, session }` (ordering spec sections 2 and 7).
 * Shared by the browser half (index.ts) and the server half (server.ts): said once here.
 */
export default definePaymentProvider({
  id: "stripe",
  queryParams: ["ref", "session"],
  readReturn: (q) => (q["ref"] && q["session"] ? { reference: q["ref"], session: q["session"] } : undefined),
  writeReturn: ({ reference, session }) => ({ ref: reference, session }),
  statusPath: "/en/stripe/status/",
  statusBody: {
    fields: ["ref", "session"],
    write: ({ reference, session }) => ({ ref: reference, session: session ?? "" }),
    read: ({ ref, session }) => ({ reference: ref, session }),
  },
});
