import type { ScreenLayout } from "../../schemas/layout";
import { headerBlock } from "../shell";

/** `/search` (menu spec section 2): its route lets the guest in only with `enable_search`. */
export const searchLayout: ScreenLayout = {
  version: 1,
  screen: "search",
  blocks: [
    headerBlock({ back: true, titleIsHeading: false }),
    { type: "search.panel" },
  ],
};
