import { ACTIVE_ORDER, defineRoute, readSharedField, type ScreenModule } from "../../engine/plugin-api";

/** `/cart` (ordering spec §2): its layout and blocks come with the ordering screens' part (cart-screen-part.ts). */
export const cartScreen: ScreenModule = {
  routes: [
    defineRoute({
      path: "/cart",
      screen: "cart",
      // An active order on this table is where the guest's cart goes (ordering spec §2).
      guard: ({ services }) => {
        const activeOrder = readSharedField(services.registry, ACTIVE_ORDER);
        return activeOrder ? { redirect: `/order/${encodeURIComponent(activeOrder)}` } : undefined;
      },
      loader: async (args) => {
        // An order awaiting payment: the screen shows only the button, and the browser goes to the payment page.
        const paymentUrl = args.services.checkout.state.paymentUrl;
        if (paymentUrl && !args.preload) window.location.assign(paymentUrl);
        else await import("./auto-coupon").then((m) => m.applyAutoCoupon(args));
        return {};
      },
    }),
  ],
};
