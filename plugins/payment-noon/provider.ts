import { definePaymentProvider } from "../../engine/plugin-api/payment-provider";

/**
 * noon: the guest comes back to /payment/noon?reference=…&orderId=… (noon's order id is the session); the app
 * asks POST /en/noon-payments/status/ with `{ orderUUID, noonOrderId }` (ordering spec sections 2 and 7).
 * Shared by the browser half (index.ts) and the server half (server.ts): said once here.
 */
export default definePaymentProvider({
  id: "noon",
  queryParams: ["reference", "orderId"],
  readReturn: (q) => (q["reference"] && q["orderId"] ? { reference: q["reference"], session: q["orderId"] } : undefined),
  writeReturn: ({ reference, session }) => ({ reference, orderId: session }),
  statusPath: "/en/noon-payments/status/",
  statusBody: {
    fields: ["orderUUID", "noonOrderId"],
    write: ({ reference, session }) => ({ orderUUID: reference, noonOrderId: session ?? "" }),
    read: ({ orderUUID, noonOrderId }) => ({ reference: orderUUID, session: noonOrderId }),
  },
});
