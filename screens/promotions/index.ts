import { lazy } from "react";
import { defineBlock } from "../../engine/plugin-api";
import type { ScreenModule } from "../core/core-plugin";
import { onLoadPromotionBlocks } from "./on-load-block";
import { promotionsLayout } from "./promotions-layout";

/** `/promotions`, and the on-load promotion pop-up the landing screen and /home place in their layouts. */
export const promotionsScreen: ScreenModule = {
  blocks: [
    ...onLoadPromotionBlocks,
    // The carousel (and embla) loads with the screen that shows it.
    defineBlock({ type: "promotions.carousel", component: lazy(() => import("./promotions-carousel")) }),
  ],
  screens: [promotionsLayout],
  routes: [{ path: "/promotions", screen: "promotions" }],
};
