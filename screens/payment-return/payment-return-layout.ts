import type { ScreenLayout } from "../../schemas/layout";
import { headerBlock } from "../shell/shell-layouts";

/** `/payment/{provider}`: every provider's return route draws this screen (routes come from the registry's providers). */
export const paymentReturnLayout: ScreenLayout = {
  version: 1,
  screen: "payment-return",
  blocks: [headerBlock({ back: false, titleIsHeading: false }), { type: "payment.status" }],
};
