import { lazyDefault } from "../../engine/react/lazy-part";
import { defineBlock, defineRoute } from "../../engine/plugin-api";
import { sameId } from "../../engine/rules";
import type { ScreenModule } from "../../engine/plugin-api";
import { pageLayout } from "./page-layout";

/** `/page/{id}`: an info page; an id the menu does not have goes to /home. Its block (and DOMPurify) loads with the screen. */
export const pageScreen: ScreenModule = {
  blocks: [defineBlock({ type: "info.page", component: lazyDefault(() => import("./info-page-block")) })],
  screens: [pageLayout],
  routes: [
    defineRoute({
      path: "/page/$id",
      screen: "page",
      guard: ({ params, services }) => (services.menu.pages.some((page) => sameId(page.id, params["id"])) ? undefined : { redirect: "/home" }),
    }),
  ],
};
