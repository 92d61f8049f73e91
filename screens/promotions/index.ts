import { lazyDefault } from "../../engine/react/lazy-part";
import { defineBlock, defineRoute } from "../../engine/plugin-api";
import { enabledPromotions } from "../../engine/rules";
import type { ScreenModule } from "../../engine/plugin-api";
import { onLoadPromotionBlocks } from "./on-load-block";
import { promotionsLayout } from "./promotions-layout";

/** `/promotions`, and the on-load promotion pop-up the landing screen and /home place in their layouts. */
export const promotionsScreen: ScreenModule = {
  blocks: [
    ...onLoadPromotionBlocks,
    // The carousel (and embla) loads with the screen that shows it.
    defineBlock({ type: "promotions.carousel", component: lazyDefault(() => import("./promotions-carousel")) }),
  ],
  screens: [promotionsLayout],
  // Without an enabled promotion there is nothing to show: on to /home.
  routes: [
    defineRoute({
      path: "/promotions",
      screen: "promotions",
      guard: ({ services }) => (enabledPromotions(services.menu.promotions).length > 0 ? undefined : { redirect: "/home" }),
    }),
  ],
};
