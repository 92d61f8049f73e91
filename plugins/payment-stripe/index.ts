import { definePlugin } from "../../engine/plugin-api";
import { paymentProviderContribution } from "../../engine/plugin-api/payment-provider";
import stripeProvider from "./provider";

/** stripe: the return to /payment/stripe and its status call, as provider.ts says them (ordering spec sections 2 and 7). */
export const paymentStripePlugin = definePlugin({
  id: "payment-stripe",
  contributes: { paymentProviders: [paymentProviderContribution(stripeProvider)] },
});
