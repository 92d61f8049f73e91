import { lazy } from "react";
import { defineBlock } from "../../engine/plugin-api";
import type { ScreenModule } from "../core/core-plugin";
import { paymentReturnLayout } from "./payment-return-layout";

/** The payment-provider return screen; its routes are the providers' return paths (screens/app/router.tsx). */
export const paymentReturnScreen: ScreenModule = {
  blocks: [
    defineBlock({
      type: "payment.status",
      component: lazy(() => import("./payment-status-block")),
    }),
  ],
  screens: [paymentReturnLayout],
};
