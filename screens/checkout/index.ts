import { defineRoute, type ScreenModule } from "../../engine/plugin-api";

/**
 * The checkout is reached from a cart that may be ordered: an empty cart or an order below the minimum go back to
 * /cart, which says why (a closed venue's cart offers no checkout, and the server refuses its orders).
 */
export const checkoutScreen: ScreenModule = {
  routes: [
    defineRoute({
      path: "/checkout",
      screen: "checkout",
      guard: ({ services }) => {
        const cart = services.cart.state;
        if (cart.products.length === 0 || cart.minOrderAmountError || !services.menu.enable_order) return { redirect: "/cart" };
        return undefined;
      },
    }),
  ],
};
