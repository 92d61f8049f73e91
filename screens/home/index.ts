import type { ScreenModule } from "../core/core-plugin";
import { homeBlocks } from "./home-blocks";
import { homeLayout } from "./home-layout";

/** `/home`: the menu's start. */
export const homeScreen: ScreenModule = { blocks: homeBlocks, screens: [homeLayout], routes: [{ path: "/home", screen: "home" }] };
