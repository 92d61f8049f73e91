import type { ComponentType } from "react";
import { chunk, lazyPart } from "../../engine/react/lazy-part";
import { defineBlock, defineRoute, type BlockProps } from "../../engine/plugin-api";
import { sameId } from "../../engine/rules";
import type { ScreenModule } from "../../engine/plugin-api";
import { productLayout } from "./product-layout";
import { searchRules } from "./search-rules";
import { FROM_SEARCH } from "../../engine/rules/search-link";

// The product screen is not part of the first screen: its code (carousel, pickers) loads when first opened.
const blocks = chunk(() => import("./product-blocks"));
type Blocks = NonNullable<typeof blocks.loaded>;
const lazyBlock = (name: keyof Blocks) => lazyPart(blocks, (m) => m[name] as ComponentType<BlockProps>);

/** `/product/{id}`: the carousel of a category's (or a search's) products, pickers, quantity and the add bar. */
export const productScreen: ScreenModule = {
  blocks: [
    defineBlock({ type: "product.screen", component: lazyBlock("ProductScreen") }),
    defineBlock({ type: "product.carousel", component: lazyBlock("ProductCarousel") }),
    defineBlock({ type: "product.media", component: lazyBlock("ProductMedia") }),
    defineBlock({ type: "product.summary", component: lazyBlock("ProductSummary") }),
    defineBlock({ type: "product.properties", component: lazyBlock("ProductProperties") }),
    defineBlock({ type: "product.description", component: lazyBlock("ProductDescription") }),
    defineBlock({ type: "product.variations", component: lazyBlock("ProductVariations") }),
    defineBlock({ type: "product.combos", component: lazyBlock("ProductCombos") }),
    defineBlock({ type: "product.quantity", component: lazyBlock("ProductQuantity") }),
    defineBlock({ type: "product.instructions", component: lazyBlock("ProductInstructions") }),
    defineBlock({ type: "product.footer-text", component: lazyBlock("ProductFooterText") }),
    defineBlock({ type: "product.add-bar", component: lazyBlock("ProductAddBar") }),
    defineBlock({ type: "product.closed-bar", component: lazyBlock("ProductClosedBar") }),
  ],
  screens: [productLayout],
  // An id the menu does not have is the not-found screen, decided before the screen's code loads.
  routes: [
    defineRoute({
      path: "/product/$id",
      screen: "product",
      guard: ({ params, services }) => (services.menu.products.some((entry) => sameId(entry.id, params["id"])) ? undefined : { notFound: true }),
      // A product opened from search swipes through the search's results: their rules come with it, on no other visit.
      loader: async ({ search }) => {
        if (search["from"] === FROM_SEARCH) await searchRules.load();
        return {};
      },
    }),
  ],
};
