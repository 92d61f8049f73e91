import { lazyDefault } from "../../engine/react/lazy-part";
import { defineBlock, defineRoute, type ScreenModule } from "../../engine/plugin-api";
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

/** `/af-checkout/{id}` (venue-group mode): paying the table's active order, from the order screen's Checkout. */
const activeOrderCheckoutLayout: ScreenLayout = {
  version: 1,
  screen: "af-checkout",
  blocks: [headerBlock({ back: true, titleIsHeading: false }), { type: "cart.page", props: { title: "checkout" }, children: [{ type: "order.af-checkout", children: [{ type: "slot", props: { name: "order.after-tips" } }] }] }],
};

const startOrderRead = async (language: string, id: string) => {
  const [{ queryClient }, { orderQuery }] = await Promise.all([import("../../engine/server-state/query-client"), import("../../engine/server-state/calls")]);
  void queryClient.prefetchQuery(orderQuery(language, id));
};

/** `/order/{id}` (ordering spec §2): the placed order, read from the server (its loader starts the read). */
export const orderScreen: ScreenModule = {
  blocks: [
    defineBlock({ type: "order.view", component: lazyDefault(() => import("./order-view")) }),
    defineBlock({ type: "order.af-checkout", component: lazyDefault(() => import("./af-checkout")) }),
  ],
  screens: [orderLayout, activeOrderCheckoutLayout],
  routes: [
    defineRoute({
      path: "/af-checkout/$id",
      screen: "af-checkout",
      // Only venue-group mode has it; elsewhere the order screen says all there is.
      guard: ({ params, services }) => (services.menu.al_futtaim_enabled ? undefined : { redirect: `/order/${encodeURIComponent(params["id"] ?? "")}` }),
      loader: async ({ params, services }) => {
        await startOrderRead(services.language, params["id"] ?? "");
        return {};
      },
    }),
    defineRoute({
      path: "/order/$id",
      screen: "order",
      loader: async ({ params, services }) => {
        await startOrderRead(services.language, params["id"] ?? "");
        return {};
      },
    }),
  ],
};
