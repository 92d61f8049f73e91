import type { ScreenLayout } from "../../schemas/layout";
import { headerBlock } from "../shell/shell-layouts";

/** `/category/{id}` (menu spec section 2). */
export const categoryLayout: ScreenLayout = {
  version: 1,
  screen: "category",
  blocks: [headerBlock({ back: true, titleIsHeading: false }), { type: "category.page" }],
};
