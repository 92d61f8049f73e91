import type { ScreenModule } from "../../engine/plugin-api";
import { homeBlocks } from "./home-blocks";
import { homeLayout } from "./home-layout";
import { orderTypeBlocks } from "./order-type-selector";

/** `/home`: the menu's start. */
export const homeScreen: ScreenModule = {
  blocks: [...homeBlocks, ...orderTypeBlocks],
  screens: [homeLayout],
  routes: [{ path: "/home", screen: "home" }],
};
