import { definePlugin } from "../../engine/plugin-api";
import { paymentProviderContribution } from "../../engine/plugin-api/payment-provider";
import twoC2pProvider from "./provider";

/** 2c2p: the return to /payment/2c2p and its status call, as provider.ts says them (ordering spec sections 2 and 7). */
export const payment2c2pPlugin = definePlugin({
  id: "payment-2c2p",
  contributes: { paymentProviders: [paymentProviderContribution(twoC2pProvider)] },
});
