import { definePlugin } from "../../engine/plugin-api";
import { categoryBlocks } from "../category/category-blocks";
import { categoryLayout } from "../category/category-layout";
import { homeBlocks } from "../home/home-blocks";
import { homeLayout } from "../home/home-layout";
import { landingBlocks } from "../landing/landing-blocks";
import { landingLayout } from "../landing/landing-layout";
import { headerBlocks } from "../shell/header-blocks";
import { noticeBlocks } from "../shell/notice-blocks";
import { noticesLayout } from "../shell/shell-layouts";

/**
 * The core screens, registered through the same plugin API as every plugin: their blocks, their layouts and
 * the routes that draw them. A plugin that reuses one of these keys stops start-up with both names.
 */
export const corePlugin = definePlugin({
  id: "core",
  contributes: {
    blocks: [...headerBlocks, ...noticeBlocks, ...landingBlocks, ...homeBlocks, ...categoryBlocks],
    screens: [noticesLayout, landingLayout, homeLayout, categoryLayout],
    routes: [
      { path: "/", screen: "landing" },
      { path: "/home", screen: "home" },
      { path: "/category/$id", screen: "category" },
    ],
  },
});
