import { definePlugin } from "../../engine/plugin-api";
import { paymentProviderContribution } from "../../engine/plugin-api/payment-provider";
import noonProvider from "./provider";

/** noon: the return to /payment/noon and its status call, as provider.ts says them (ordering spec sections 2 and 7). */
export const paymentNoonPlugin = definePlugin({
  id: "payment-noon",
  contributes: { paymentProviders: [paymentProviderContribution(noonProvider)] },
});
