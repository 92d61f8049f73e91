import { lazyDefault } from "../../engine/react/lazy-part";
import { defineBlock, defineRoute } from "../../engine/plugin-api";
import type { ScreenModule } from "../../engine/plugin-api";
import { searchLayout } from "./search-layout";

/** `/search`, only with `enable_search` (otherwise the guest goes to /home); its panel loads with the screen. */
export const searchScreen: ScreenModule = {
  blocks: [defineBlock({ type: "search.panel", component: lazyDefault(() => import("./search-panel")) })],
  screens: [searchLayout],
  routes: [defineRoute({ path: "/search", screen: "search", guard: ({ services }) => (services.menu.enable_search ? undefined : { redirect: "/home" }) })],
};
