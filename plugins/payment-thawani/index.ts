import { definePlugin } from "../../engine/plugin-api";
import { paymentProviderContribution } from "../../engine/plugin-api/payment-provider";
import thawaniProvider from "./provider";

/** thawani: the return to /payment/thawani and its status call, as provider.ts says them (ordering spec sections 2 and 7). */
export const paymentThawaniPlugin = definePlugin({
  id: "payment-thawani",
  contributes: { paymentProviders: [paymentProviderContribution(thawaniProvider)] },
});
