import { definePlugin } from "../../engine/plugin-api";
import { paymentProviderContribution } from "../../engine/plugin-api/payment-provider";

/** paylink: the return to /payment/paylink and its status call, as provider.ts says them, loaded with the return screen (ordering spec sections 2 and 7). */
export const paymentPaylinkPlugin = definePlugin({
  id: "payment-paylink",
  contributes: { paymentProviders: [paymentProviderContribution("paylink", () => import("./provider"))] },
});
