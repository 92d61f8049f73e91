import type { ScreenModule } from "../../engine/plugin-api";
import { homeBlocks } from "./home-blocks";
import { homeLayout } from "./home-layout";
import { orderTypeBlocks } from "./order-type-selector";

/** `/home`: the menu's start. */
export const homeScreen: ScreenModule = {
  blocks: [...homeBlocks, ...orderTypeBlocks],
  screens: [homeLayout],
  routes: [
    {
      path: "/home",
      screen: "home",
      // The largest picture is named by the document's Link header (server/routes/first-screen-hints.ts) and asked
      // for at high priority by its <img> (home-blocks.tsx), both by engine/rules/home-picture.ts.
    },
  ],
};
