import { definePaymentProvider } from "../../engine/plugin-api/payment-provider";

/**
 * thawani: the guest comes back to /payment/thawani?reference=… (or ?ref=… on some integrations); the app
 * asks POST /en/thawani/status/ with `{ ref }` (ordering spec sections 2 and 7).
 * Shared by the browser half (index.ts) and the server half (server.ts): said once here.
 */
export default definePaymentProvider({
  id: "thawani",
  queryParams: ["reference", "ref"],
  readReturn: (q) => {
    const reference = q["reference"] ?? q["ref"];
    return reference ? { reference } : undefined;
  },
  writeReturn: ({ reference }) => ({ reference }),
  statusPath: "/en/thawani/status/",
  statusBody: {
    fields: ["ref"],
    write: ({ reference }) => ({ ref: reference }),
    read: ({ ref }) => ({ reference: ref }),
  },
});
