import type { ScreenLayout } from "../../schemas/layout";
import { headerBlock } from "../shell";

/** `/promotions` (menu spec section 2): a swipeable list of the enabled promotions. */
export const promotionsLayout: ScreenLayout = {
  version: 1,
  screen: "promotions",
  blocks: [headerBlock({ back: true, titleIsHeading: false }), { type: "promotions.carousel" }],
};
