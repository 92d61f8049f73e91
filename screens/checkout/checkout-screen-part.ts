import { lazyDefault } from "../../engine/react/lazy-part";
import { defineBlock, type LaterContributions } from "../../engine/plugin-api";
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

/** The layout and blocks of `checkout`: they come with the ordering screens' part (screens/core/ordering-screens.ts). */
export const checkoutScreenPart: LaterContributions = {
  blocks: [defineBlock({ type: "checkout.form", component: lazyDefault(() => import("./checkout-form")) })],
  screens: [checkoutLayout],
};
