import type { ScreenLayout } from "../../schemas/layout";
import { headerBlock } from "../shell/shell-layouts";

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
        { type: "home.category-grid" },
        { type: "venue.html", props: { field: "home_footer_text" } },
      ],
    },
  ],
};
