import { lazy } from "react";
import { defineBlock } from "../../engine/plugin-api";
import type { ScreenModule } from "../core/core-plugin";
import { searchLayout } from "./search-layout";

/** `/search`; its panel loads with the screen. */
export const searchScreen: ScreenModule = {
  blocks: [defineBlock({ type: "search.panel", component: lazy(() => import("./search-panel")) })],
  screens: [searchLayout],
  routes: [{ path: "/search", screen: "search" }],
};
