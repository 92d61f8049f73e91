import { definePlugin } from "../../engine/plugin-api";
import { paymentProviderContribution } from "../../engine/plugin-api/payment-provider";

/** stripe: the return to /payment/stripe and its status call, as provider.ts says them, loaded with the return screen (ordering spec sections 2 and 7). */
export const paymentStripePlugin = definePlugin({
  id: "payment-stripe",
  contributes: { paymentProviders: [paymentProviderContribution("stripe", () => import("./provider"))] },
});
