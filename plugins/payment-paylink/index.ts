import { definePlugin } from "../../engine/plugin-api";
import { paymentProviderContribution } from "../../engine/plugin-api/payment-provider";
import paylinkProvider from "./provider";

/** paylink: the return to /payment/paylink and its status call, as provider.ts says them (ordering spec sections 2 and 7). */
export const paymentPaylinkPlugin = definePlugin({
  id: "payment-paylink",
  contributes: { paymentProviders: [paymentProviderContribution(paylinkProvider)] },
});
