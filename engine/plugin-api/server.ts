/** The server-half API (docs/plugins.md, "A server half"): what `plugins/<id>/server.ts` imports. */
export * from "./server-plugin";
export { definePaymentServerPlugin, paymentStatusRoute, type PaymentServerPluginOptions } from "./payment-status-route";
export * from "./payment-provider";
