import type { ComponentType } from "react";
import { chunk, lazyPart } from "../../engine/react/lazy-part";
import { defineBlock, defineRoute, type BlockProps } from "../../engine/plugin-api";
import { sameId } from "../../engine/rules";
import type { ScreenModule } from "../../engine/plugin-api";
import { categoryLayout } from "./category-layout";

// The category page is not part of the first screen: its code loads when a category is first opened.
const blocks = chunk(() => import("./category-blocks"));
type Blocks = NonNullable<typeof blocks.loaded>;
const lazyBlock = (name: keyof Blocks) => lazyPart(blocks, (m) => m[name] as ComponentType<BlockProps>);

/** `/category/{id}`: description, sub-categories, promotions, products in four view formats, special categories. */
export const categoryScreen: ScreenModule = {
  blocks: [
    defineBlock({ type: "category.page", component: lazyBlock("CategoryPage") }),
    defineBlock({ type: "category.title", component: lazyBlock("CategoryTitle") }),
    defineBlock({ type: "category.description", component: lazyBlock("CategoryDescription") }),
    defineBlock({ type: "category.sub-categories", component: lazyBlock("SubCategories") }),
    defineBlock({ type: "category.promotions", component: lazyBlock("CategoryPromotions") }),
    defineBlock({ type: "category.products", component: lazyBlock("CategoryProducts") }),
    defineBlock({ type: "category.special", component: lazyBlock("SpecialCategory") }),
  ],
  screens: [categoryLayout],
  // An id the menu does not have is the not-found screen, decided before the screen's code loads.
  routes: [
    defineRoute({
      path: "/category/$id",
      screen: "category",
      guard: ({ params, services }) => (services.menu.categories.some((entry) => sameId(entry.id, params["id"])) ? undefined : { notFound: true }),
    }),
  ],
};
