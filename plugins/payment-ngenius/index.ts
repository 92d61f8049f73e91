import { definePlugin } from "../../engine/plugin-api";
import { paymentProviderContribution } from "../../engine/plugin-api/payment-provider";

/** ngenius: the return to /payment/ngenius and its status call, as provider.ts says them, loaded with the return screen (ordering spec sections 2 and 7). */
export const paymentNgeniusPlugin = definePlugin({
  id: "payment-ngenius",
  contributes: { paymentProviders: [paymentProviderContribution("ngenius", () => import("./provider"))] },
});
