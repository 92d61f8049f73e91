import type { ScreenLayout } from "../../schemas/layout";
import { headerBlock } from "../shell/shell-layouts";

/** `/search` (menu spec section 2): shown only with `enable_search`; otherwise the guest goes to /home. */
export const searchLayout: ScreenLayout = {
  version: 1,
  screen: "search",
  blocks: [
    { type: "navigate", props: { to: "/home" }, when: { "!": { var: "settings.enable_search" } } },
    headerBlock({ back: true, titleIsHeading: false }),
    { type: "search.panel", when: { var: "settings.enable_search" } },
  ],
};
