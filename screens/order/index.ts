import { lazyDefault } from "../../engine/react/lazy-part";
import { defineBlock, defineRoute, type ScreenModule } from "../../engine/plugin-api";
import type { ScreenLayout } from "../../schemas/layout";
import { headerBlock } from "../shell";

const orderLayout: ScreenLayout = {
  version: 1,
  screen: "order",
  blocks: [headerBlock({ back: false, titleIsHeading: false }), { type: "cart.page", props: { title: "order_details" }, children: [{ type: "order.view" }, { type: "form.order-success" }] }],
};

/** `/order/{id}` (ordering spec §2): the placed order, read from the server (its loader starts the read). */
export const orderScreen: ScreenModule = {
  blocks: [defineBlock({ type: "order.view", component: lazyDefault(() => import("./order-view")) })],
  screens: [orderLayout],
  routes: [
    defineRoute({
      path: "/order/$id",
      screen: "order",
      loader: async ({ params, services, preload }) => {
        const [{ queryClient }, { orderQuery }] = await Promise.all([import("../../engine/server-state/query-client"), import("../../engine/server-state/calls")]);
        void queryClient.prefetchQuery(orderQuery(services.language, params["id"] ?? ""));
        if (!preload) services.track({ name: "order_page_view" });
        return {};
      },
    }),
  ],
};
