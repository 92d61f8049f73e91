import { chunk, lazyDefault, lazyPart } from "../../engine/react/lazy-part";
import { defineBlock, type LaterContributions } from "../../engine/plugin-api";
import { cartLayout } from "./cart-layout";
import { cartPageProps } from "./cart-page-props";

const blocks = chunk(() => import("./cart-blocks"));
const part = <K extends keyof NonNullable<typeof blocks.loaded>>(name: K) => lazyPart(blocks, (m) => m[name] as never);

/** `/cart`'s layout and blocks: they come with the ordering screens' part (screens/core/ordering-screens.ts). */
export const cartScreenPart: LaterContributions = {
  blocks: [
    defineBlock({ type: "cart.page", component: part("CartPage"), props: import.meta.env?.DEV ? cartPageProps() : undefined }),
    defineBlock({ type: "cart.section", component: part("CartSection") }),
    defineBlock({ type: "cart.payment-redirect", component: part("PaymentRedirect") }),
    defineBlock({ type: "cart.closed", component: part("CartClosed") }),
    defineBlock({ type: "cart.empty", component: part("CartEmpty") }),
    defineBlock({ type: "cart.lines", component: lazyDefault(() => import("./cart-lines")) }),
    defineBlock({ type: "cart.order-comments", component: part("OrderComments") }),
    defineBlock({ type: "cart.coupon", component: lazyDefault(() => import("./coupon-box")) }),
    defineBlock({ type: "cart.upsell", component: part("UpsellList") }),
    defineBlock({ type: "cart.delivery-bar", component: part("DeliveryBar") }),
    defineBlock({ type: "cart.minimum-order", component: part("MinimumOrderBanner") }),
    defineBlock({ type: "cart.payment-type", component: part("PaymentTypeToggle") }),
    defineBlock({ type: "cart.totals", component: lazyDefault(() => import("./cart-totals")) }),
    defineBlock({ type: "cart.checkout", component: part("CheckoutButton") }),
    defineBlock({ type: "cart.continue-shopping", component: part("ContinueShopping") }),
    defineBlock({ type: "cart.busy", component: part("CartBusy") }),
  ],
  screens: [cartLayout],
};
