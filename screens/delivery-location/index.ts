import { lazyDefault } from "../../engine/react/lazy-part";
import { defineBlock, defineRoute, type ScreenModule } from "../../engine/plugin-api";
import type { ScreenLayout } from "../../schemas/layout";
import { headerBlock } from "../shell";

const deliveryLocationLayout: ScreenLayout = {
  version: 1,
  screen: "delivery-location",
  blocks: [headerBlock({ back: true, titleIsHeading: false }), { type: "cart.page", props: { title: "delivery_location" }, children: [{ type: "delivery.location" }] }],
};

/** `/delivery-location` (ordering spec §2): only for a delivery at a venue that locates addresses on a map. */
export const deliveryLocationScreen: ScreenModule = {
  blocks: [defineBlock({ type: "delivery.location", component: lazyDefault(() => import("./delivery-location-form")) })],
  screens: [deliveryLocationLayout],
  routes: [
    defineRoute({
      path: "/delivery-location",
      screen: "delivery-location",
      guard: ({ services }) => (services.cart.state.orderType === "delivery" && services.menu.enable_address_google_maps ? undefined : { redirect: "/cart" }),
    }),
  ],
};
