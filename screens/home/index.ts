import type { ScreenModule } from "../../engine/plugin-api";
import { homeBlocks } from "./home-blocks";
import { homeLayout } from "./home-layout";
import { preloadOnLoadPromotion } from "../promotions";
import { preloadImage } from "../shared/preload-image";
import { homeLcpImage, venueClock } from "../../engine/rules";
import { orderTypeBlocks } from "./order-type-selector";

/** `/home`: the menu's start. */
export const homeScreen: ScreenModule = {
  blocks: [...homeBlocks, ...orderTypeBlocks],
  screens: [homeLayout],
  routes: [
    {
      path: "/home",
      screen: "home",
      // The largest picture is asked for as soon as the menu and the venue's clock are known, before the grid
      // renders it (a hover's preload does not fetch it). The grid waits for the same clock to draw any card.
      loader: ({ services, preload }) => {
        const { menu } = services;
        if (!preload) {
          venueClock(menu.timezone).then(
            (clock) => preloadImage(homeLcpImage(menu, clock)),
            () => undefined, // No clock, no cards: nothing to ask for early.
          );
        }
        // With the landing screen skipped, the on-load promotion pops up here.
        if (!preload && menu.skip_onboarding_screen) preloadOnLoadPromotion(menu);
        return null;
      },
    },
  ],
};
