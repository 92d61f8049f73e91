/**
 * The screen of `/af-checkout/{id}` (ordering spec §2, §7): the core's order blocks (`order.live` keeps the order
 * current, `order.summary`, `order.payment-options`) in the plugin's column, under the core's header. It comes with
 * the mode's contributions (venue-contributions.ts); only its route is read by every venue (active-order-checkout.ts).
 */
import { headerBlock } from "../../engine/layout-core/header-block";
import type { ScreenLayout } from "../../schemas/layout";

export const activeOrderCheckoutLayout: ScreenLayout = {
  version: 1,
  screen: "af-checkout",
  blocks: [
    headerBlock({ back: true, titleIsHeading: false }),
    {
      type: "cart.page",
      props: { title: "checkout" },
      children: [
        {
          type: "order.live",
          children: [
            {
              type: "venue-group.active-order-checkout",
              children: [{ type: "order.summary" }, { type: "slot", props: { name: "order.after-tips" } }, { type: "order.payment-options" }],
            },
          ],
        },
      ],
    },
  ],
};
