import type { ScreenModule } from "../../engine/plugin-api";
import { homeBlocks } from "./home-blocks";
import { homeLayout } from "./home-layout";
import { preloadOnLoadPromotion } from "../promotions";
import { preloadImage } from "../shared/preload-image";
import { homeLcpImage } from "./lcp-image";
import { orderTypeBlocks } from "./order-type-selector";

/** `/home`: the menu's start. */
export const homeScreen: ScreenModule = {
  blocks: [...homeBlocks, ...orderTypeBlocks],
  screens: [homeLayout],
  routes: [
    {
      path: "/home",
      screen: "home",
      // The largest picture is asked for as soon as the menu is known (a hover's preload does not fetch it).
      loader: ({ services, preload }) => {
        if (!preload) preloadImage(homeLcpImage(services.menu));
        // With the landing screen skipped, the on-load promotion pops up here.
        if (!preload && services.menu.skip_onboarding_screen) preloadOnLoadPromotion(services.menu);
        return null;
      },
    },
  ],
};
