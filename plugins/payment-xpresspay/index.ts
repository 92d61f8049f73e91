import { definePlugin } from "../../engine/plugin-api";
import { paymentProviderContribution } from "../../engine/plugin-api/payment-provider";

/** xpresspay: the return to /payment/xpresspay and its status call, as provider.ts says them, loaded with the return screen (ordering spec sections 2 and 7). */
export const paymentXpresspayPlugin = definePlugin({
  id: "payment-xpresspay",
  contributes: { paymentProviders: [paymentProviderContribution("xpresspay", () => import("./provider"))] },
});
