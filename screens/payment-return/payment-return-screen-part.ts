import { lazyDefault } from "../../engine/react/lazy-part";
import { defineBlock, type LaterContributions } from "../../engine/plugin-api";
import { paymentReturnLayout } from "./payment-return-layout";

/** The payment-return screen's layout and block: they come with the ordering screens' part (screens/core/ordering-screens.ts). */
export const paymentReturnScreenPart: LaterContributions = {
  blocks: [defineBlock({ type: "payment.status", component: lazyDefault(() => import("./payment-status-block")) })],
  screens: [paymentReturnLayout],
};
