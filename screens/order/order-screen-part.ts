import { chunk, lazyDefault, lazyPart } from "../../engine/react/lazy-part";
import { defineBlock, type LaterContributions } from "../../engine/plugin-api";
import type { ScreenLayout } from "../../schemas/layout";
import { headerBlock } from "../shell";

const orderLayout: ScreenLayout = {
  version: 1,
  screen: "order",
  blocks: [
    headerBlock({ back: false, titleIsHeading: false }),
    {
      type: "cart.page",
      props: { title: "order_details" },
      children: [
        // The view draws its children (plugins' cards, docs/layouts.md "Slots") between the tips card and the
        // payment options (ordering spec §2: tips, wallet, payment options); they read the order with
        // useOrderOnScreen (engine/react/use-order-on-screen.ts).
        { type: "order.view", children: [{ type: "slot", props: { name: "order.after-tips" } }] },
        { type: "slot", props: { name: "order.after-receipt" } },
        { type: "form.order-success" },
      ],
    },
    // Reported once per visit by the layout's page-view block, like the other screens' (the loader may run again).
    { type: "analytics.page-view", props: { event: "order_page_view" } },
  ],
};

const orderBlocks = chunk(() => import("./order-blocks"));

/** The layout and blocks of `order`: they come with the ordering screens' part (screens/core/ordering-screens.ts). */
export const orderScreenPart: LaterContributions = {
  blocks: [
    defineBlock({ type: "order.view", component: lazyDefault(() => import("./order-view")) }),
    // The order screen's parts, for screens a plugin composes of them (the venue-group mode's order checkout).
    defineBlock({ type: "order.live", component: lazyPart(orderBlocks, (m) => m.LiveOrder) }),
    defineBlock({ type: "order.summary", component: lazyPart(orderBlocks, (m) => m.OrderSummaryBlock) }),
    defineBlock({ type: "order.payment-options", component: lazyPart(orderBlocks, (m) => m.PaymentOptionsBlock) }),
  ],
  screens: [orderLayout],
};
