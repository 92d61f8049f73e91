import type { ScreenLayout } from "../../schemas/layout";
import { headerBlock } from "../shell";

/**
 * Menu spec /home: "An order-type/location selector appears when there is no active order and either
 * integration mode has a table location of type Table, or enable_display_order_type_home is on." The core shows it
 * on the setting; the `home.order-type` slot lets the integration's plugin show it on its own condition.
 */
const showOrderType = { and: [{ "!": { var: "activeOrder" } }, { var: "settings.enable_display_order_type_home" }] };

/** `/home` (menu spec section 2). */
export const homeLayout: ScreenLayout = {
  version: 1,
  screen: "home",
  blocks: [
    headerBlock({ back: false, titleIsHeading: true }),
    {
      type: "page",
      children: [
        { type: "venue.closed-banner", when: { "!": { var: "isOpen" } } },
        { type: "venue.html", props: { field: "home_header_text" } },
        // A guest seated by a table link: the way to the shared table (docs/shared-table.md).
        { type: "table.banner" },
        { type: "home.order-type", when: showOrderType },
        { type: "slot", props: { name: "home.order-type" } },
        { type: "home.category-grid" },
        { type: "venue.html", props: { field: "home_footer_text" } },
      ],
    },
    // "An on-load promotion pop-up when promotion_on_load is set and skip_onboarding_screen is set."
    { type: "promotion.on-load", when: { and: [{ var: "settings.skip_onboarding_screen" }, { "!!": { var: "settings.promotion_on_load" } }] } },
    { type: "analytics.page-view", props: { event: "home_page_view" } },
  ],
};
