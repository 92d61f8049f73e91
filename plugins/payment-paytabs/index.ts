import { definePlugin } from "../../engine/plugin-api";
import { paymentProviderContribution } from "../../engine/plugin-api/payment-provider";
import paytabsProvider from "./provider";

/** paytabs: the return to /payment/paytabs and its status call, as provider.ts says them (ordering spec sections 2 and 7). */
export const paymentPaytabsPlugin = definePlugin({
  id: "payment-paytabs",
  contributes: { paymentProviders: [paymentProviderContribution(paytabsProvider)] },
});
