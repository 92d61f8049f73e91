import { definePlugin } from "../../engine/plugin-api";
import { paymentProviderContribution } from "../../engine/plugin-api/payment-provider";

/** paytabs: the return to /payment/paytabs and its status call, as provider.ts says them, loaded with the return screen (ordering spec sections 2 and 7). */
export const paymentPaytabsPlugin = definePlugin({
  id: "payment-paytabs",
  contributes: { paymentProviders: [paymentProviderContribution("paytabs", () => import("./provider"))] },
});
