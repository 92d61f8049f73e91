import { lazy } from "react";
import { ACTIVE_ORDER, defineBlock, defineRoute, readSharedField, type RouteArgs, type ScreenModule } from "../../engine/plugin-api";
import { cartLayout } from "./cart-layout";

const blocks = () => import("./cart-blocks");
const part = <K extends keyof Awaited<ReturnType<typeof blocks>>>(name: K) => lazy(() => blocks().then((m) => ({ default: m[name] as never })));

/**
 * The coupon the guest should not have to type: the one in the address they came in by (`?c=`), else the
 * venue's `coupon_auto_apply`. Applied once the cart has lines and no coupon yet; a refusal is logged only.
 */
async function applyAutoCoupon({ services, preload }: RouteArgs<unknown>): Promise<void> {
  const cart = services.cart.state;
  const code = cart.couponAutoApply ?? services.menu.coupon_auto_apply;
  if (preload || !code || cart.coupon || cart.products.length === 0 || !services.menu.enable_coupons) return;
  const [{ queryClient }, { couponQuery }] = await Promise.all([import("../../engine/server-state/query-client"), import("../../engine/server-state/calls")]);
  try {
    const coupon = await queryClient.fetchQuery(couponQuery(services.menu.id, code));
    services.cart.actions.applyCoupon({ ...coupon, code: coupon.code ?? code.trim().toUpperCase() });
  } catch {
    // Logged by the call; the guest can still type a code.
  }
}

/** `/cart` (ordering spec §2): loaded with the screen, so no entry route carries it. */
export const cartScreen: ScreenModule = {
  blocks: [
    defineBlock({ type: "cart.page", component: part("CartPage") }),
    defineBlock({ type: "cart.section", component: part("CartSection") }),
    defineBlock({ type: "cart.payment-redirect", component: part("PaymentRedirect") }),
    defineBlock({ type: "cart.closed", component: part("CartClosed") }),
    defineBlock({ type: "cart.empty", component: part("CartEmpty") }),
    defineBlock({ type: "cart.lines", component: lazy(() => import("./cart-lines")) }),
    defineBlock({ type: "cart.order-comments", component: part("OrderComments") }),
    defineBlock({ type: "cart.coupon", component: lazy(() => import("./coupon-box")) }),
    defineBlock({ type: "cart.upsell", component: part("UpsellList") }),
    defineBlock({ type: "cart.delivery-bar", component: part("DeliveryBar") }),
    defineBlock({ type: "cart.minimum-order", component: part("MinimumOrderBanner") }),
    defineBlock({ type: "cart.payment-type", component: part("PaymentTypeToggle") }),
    defineBlock({ type: "cart.totals", component: lazy(() => import("./cart-totals")) }),
    defineBlock({ type: "cart.checkout", component: part("CheckoutButton") }),
    defineBlock({ type: "cart.continue-shopping", component: part("ContinueShopping") }),
    defineBlock({ type: "cart.busy", component: part("CartBusy") }),
  ],
  screens: [cartLayout],
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
        else await applyAutoCoupon(args);
        return {};
      },
    }),
  ],
};
