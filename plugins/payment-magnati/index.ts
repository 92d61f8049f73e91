import { definePlugin } from "../../engine/plugin-api";
import { paymentProviderContribution } from "../../engine/plugin-api/payment-provider";

/** magnati: the return to /payment/magnati and its status call, as provider.ts says them, loaded with the return screen (ordering spec sections 2 and 7). */
export const paymentMagnatiPlugin = definePlugin({
  id: "payment-magnati",
  contributes: { paymentProviders: [paymentProviderContribution("magnati", () => import("./provider"))] },
});
