import { lazyDefault } from "../../engine/react/lazy-part";
import { defineBlock, type ScreenModule } from "../../engine/plugin-api";
import { paymentReturnLayout } from "./payment-return-layout";
import { paymentReturnRoute } from "./payment-return-route";

/** The payment-provider return screen, drawn at every registered provider's return path. */
export const paymentReturnScreen: ScreenModule = {
  blocks: [
    defineBlock({
      type: "payment.status",
      component: lazyDefault(() => import("./payment-status-block")),
    }),
  ],
  screens: [paymentReturnLayout],
  routes: [paymentReturnRoute],
};
