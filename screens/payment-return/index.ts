import type { ScreenModule } from "../../engine/plugin-api";
import { paymentReturnRoute } from "./payment-return-route";

/** The payment-provider return screen, drawn at every registered provider's return path (its layout: payment-return-screen-part.ts). */
export const paymentReturnScreen: ScreenModule = {
  routes: [paymentReturnRoute],
};
