import { definePlugin } from "../../engine/plugin-api";
import { paymentProviderContribution } from "../../engine/plugin-api/payment-provider";

/** 2c2p: the return to /payment/2c2p and its status call, as provider.ts says them, loaded with the return screen (ordering spec sections 2 and 7). */
export const payment2c2pPlugin = definePlugin({
  id: "payment-2c2p",
  contributes: { paymentProviders: [paymentProviderContribution("2c2p", () => import("./provider"))] },
});
