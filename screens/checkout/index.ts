import { lazyDefault } from "../../engine/react/lazy-part";
import { defineBlock, defineRoute, type ScreenModule } from "../../engine/plugin-api";
import type { ScreenLayout } from "../../schemas/layout";
import { headerBlock } from "../shell";

/** `/checkout` (ordering spec §2 "Checkout"): the cart's heading, then the form; the totals are its bar's breakdown. */
const checkoutLayout: ScreenLayout = {
  version: 1,
  screen: "checkout",
  blocks: [
    headerBlock({ back: true, titleIsHeading: false }),
    {
      type: "cart.page",
      props: { title: "checkout" },
      children: [
        // Plugins' notices above the form, and their blocks over it (a blur while their calls run).
        { type: "slot", props: { name: "checkout.before-form" } },
        { type: "checkout.form", children: [{ type: "cart.totals" }] },
        { type: "slot", props: { name: "checkout.overlay" } },
      ],
    },
  ],
};

/**
 * The checkout is reached from a cart that may be ordered: an empty cart or an order below the minimum go back to
 * /cart, which says why (a closed venue's cart offers no checkout, and the server refuses its orders).
 */
export const checkoutScreen: ScreenModule = {
  blocks: [defineBlock({ type: "checkout.form", component: lazyDefault(() => import("./checkout-form")) })],
  screens: [checkoutLayout],
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
