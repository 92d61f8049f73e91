import { definePlugin } from "../../engine/plugin-api";
import { paymentProviderContribution } from "../../engine/plugin-api/payment-provider";

/** noon: the return to /payment/noon and its status call, as provider.ts says them, loaded with the return screen (ordering spec sections 2 and 7). */
export const paymentNoonPlugin = definePlugin({
  id: "payment-noon",
  contributes: { paymentProviders: [paymentProviderContribution("noon", () => import("./provider"))] },
});
