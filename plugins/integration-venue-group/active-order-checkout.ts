/**
 * `/af-checkout/{id}` (ordering spec §2, §7): the checkout of the table's active order, a screen of the core's order
 * blocks (`order.live` keeps the order current, `order.summary`, `order.payment-options`) in the plugin's column,
 * under the core's header. Only a venue in the mode has it; elsewhere the order screen says all there is.
 */
import { defineRoute } from "../../engine/plugin-api";
import { headerBlock } from "../../engine/layout-core/header-block";
import type { ScreenLayout } from "../../schemas/layout";
import { inVenueGroupMode } from "./mode";

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

export const activeOrderCheckoutRoute = defineRoute({
  path: "/af-checkout/$id",
  screen: "af-checkout",
  guard: ({ params, services }) => (inVenueGroupMode(services.menu) ? undefined : { redirect: `/order/${encodeURIComponent(params["id"] ?? "")}` }),
  loader: async ({ params, services }) => {
    const [{ queryClient }, { orderQuery }] = await Promise.all([import("../../engine/server-state/query-client"), import("../../engine/server-state/calls")]);
    void queryClient.prefetchQuery(orderQuery(services.language, params["id"] ?? ""));
    return {};
  },
});
