import type { ScreenLayout } from "../../schemas/layout";
import { headerBlock } from "../shell";

/**
 * `/product/{id}` (menu spec section 2): the header, the carousel whose child blocks draw each product, the
 * venue's footer text and the sticky add bar. Ordering controls show only when ordering is possible.
 */
export const productLayout: ScreenLayout = {
  version: 1,
  screen: "product",
  blocks: [
    headerBlock({ back: true, titleIsHeading: false }),
    { type: "analytics.page-view", props: { event: "product_page_view" } },
    {
      type: "product.screen",
      children: [
        {
          type: "product.carousel",
          children: [
            { type: "product.media" },
            { type: "product.summary" },
            { type: "product.properties" },
            { type: "product.description" },
            { type: "product.variations" },
            { type: "product.combos" },
            { type: "product.quantity", when: { var: "canOrder" } },
            { type: "product.instructions", when: { and: [{ var: "canOrder" }, { var: "settings.enable_product_comments" }] } },
          ],
        },
        { type: "product.footer-text" },
        // Plugins' blocks beside the add button (a note on where the dish goes), then the button.
        { type: "slot", props: { name: "product.before-add" }, when: { var: "canOrder" } },
        { type: "product.add-bar", when: { var: "canOrder" } },
        { type: "product.closed-bar", when: { and: [{ var: "settings.enable_order" }, { "!": { var: "isOpen" } }] } },
      ],
    },
  ],
};
