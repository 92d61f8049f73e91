import { lazy } from "react";
import { defineBlock } from "../../engine/plugin-api";
import type { ScreenModule } from "../core/core-plugin";
import { pageLayout } from "./page-layout";

/** `/page/{id}`: an info page. Its block (and DOMPurify with it) loads with the screen. */
export const pageScreen: ScreenModule = {
  blocks: [defineBlock({ type: "info.page", component: lazy(() => import("./info-page-block")) })],
  screens: [pageLayout],
  routes: [{ path: "/page/$id", screen: "page" }],
};
