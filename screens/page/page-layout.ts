import type { ScreenLayout } from "../../schemas/layout";
import { headerBlock } from "../shell";

/** `/page/{id}` (menu spec section 2): an info page such as the terms. */
export const pageLayout: ScreenLayout = {
  version: 1,
  screen: "page",
  blocks: [
    headerBlock({ back: true, titleIsHeading: false }),
    { type: "info.page" },
    { type: "analytics.page-view", props: { event: "info_page_view" } },
  ],
};
