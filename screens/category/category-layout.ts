import type { ScreenLayout } from "../../schemas/layout";
import { headerBlock } from "../shell";

/**
 * `/category/{id}` (menu spec section 2): the header, then the page's blocks. Each block draws nothing when
 * its part does not apply (an ordinary category has no nav bar, a category with products no promotions).
 */
export const categoryLayout: ScreenLayout = {
  version: 1,
  screen: "category",
  blocks: [
    headerBlock({ back: true, titleIsHeading: false }),
    { type: "analytics.page-view", props: { event: "category_page_view" } },
    {
      type: "category.page",
      children: [
        { type: "venue.closed-banner", when: { "!": { var: "isOpen" } } },
        { type: "category.title" },
        { type: "category.description" },
        { type: "category.sub-categories" },
        { type: "category.promotions" },
        { type: "category.products" },
        { type: "category.special" },
      ],
    },
  ],
};
