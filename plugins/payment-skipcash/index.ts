import { definePlugin } from "../../engine/plugin-api";
import { paymentProviderContribution } from "../../engine/plugin-api/payment-provider";

/** skipcash: the return to /payment/skipcash and its status call, as provider.ts says them, loaded with the return screen (ordering spec sections 2 and 7). */
export const paymentSkipcashPlugin = definePlugin({
  id: "payment-skipcash",
  contributes: { paymentProviders: [paymentProviderContribution("skipcash", () => import("./provider"))] },
});
