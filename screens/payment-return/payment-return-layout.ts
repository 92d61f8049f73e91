import type { ScreenLayout } from "../../schemas/layout";
import { headerBlock } from "../shell";

/** `/payment/{provider}`: the status of the guest's payment, as the server knows it. */
export const paymentReturnLayout: ScreenLayout = {
  version: 1,
  screen: "payment-return",
  blocks: [headerBlock({ back: false, titleIsHeading: false }), { type: "payment.status" }, { type: "analytics.page-view", props: { event: "payment_page_view" } }],
};
