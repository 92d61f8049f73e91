import { definePlugin } from "../../engine/plugin-api";
import { paymentProviderContribution } from "../../engine/plugin-api/payment-provider";

/** thawani: the return to /payment/thawani and its status call, as provider.ts says them, loaded with the return screen (ordering spec sections 2 and 7). */
export const paymentThawaniPlugin = definePlugin({
  id: "payment-thawani",
  contributes: { paymentProviders: [paymentProviderContribution("thawani", () => import("./provider"))] },
});
