import type { ScreenModule } from "../core/core-plugin";
import { categoryBlocks } from "./category-blocks";
import { categoryLayout } from "./category-layout";

/** `/category/{id}`. */
export const categoryScreen: ScreenModule = {
  blocks: categoryBlocks,
  screens: [categoryLayout],
  routes: [{ path: "/category/$id", screen: "category" }],
};
