import { defineRoute, type ScreenModule } from "../../engine/plugin-api";

/** `/delivery-location` (ordering spec §2): only for a delivery at a venue that locates addresses on a map. */
export const deliveryLocationScreen: ScreenModule = {
  routes: [
    defineRoute({
      path: "/delivery-location",
      screen: "delivery-location",
      guard: ({ services }) => (services.cart.state.orderType === "delivery" && services.menu.enable_address_google_maps ? undefined : { redirect: "/cart" }),
    }),
  ],
};
