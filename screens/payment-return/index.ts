import type { ScreenModule } from "../core/core-plugin";
import { paymentReturnBlocks } from "./payment-status-block";
import { paymentReturnLayout } from "./payment-return-layout";

/** The payment-provider return screen; its routes are the providers' return paths (screens/app/router.tsx). */
export const paymentReturnScreen: ScreenModule = { blocks: paymentReturnBlocks, screens: [paymentReturnLayout] };
