import type { ScreenLayout } from "../../schemas/layout";
import { headerBlock } from "../shell";

const hasLines = { ">": [{ var: "cart.lineCount" }, 0] };
const noMinimumError = { "!": { var: "cart.minOrderAmountError" } };
const isDelivery = { "==": [{ var: "cart.orderType" }, "delivery"] };
const deliveryWithMaps = { and: [isDelivery, { var: "settings.enable_address_google_maps" }] };

/**
 * `/cart` (ordering spec §2 "Cart screen"; menu spec §9 for the totals): every visibility rule is here, as data.
 * An order awaiting payment shows only the way back to it; a closed venue shows no content.
 */
export const cartLayout: ScreenLayout = {
  version: 1,
  screen: "cart",
  blocks: [
    headerBlock({ back: true, titleIsHeading: false }),
    {
      type: "cart.page",
      children: [
        { type: "cart.payment-redirect", when: { "!!": { var: "checkout.paymentUrl" } } },
        { type: "cart.closed", when: { and: [{ "!": { var: "checkout.paymentUrl" } }, { "!": { var: "isOpen" } }] } },
        {
          type: "cart.section",
          when: { and: [{ "!": { var: "checkout.paymentUrl" } }, { var: "isOpen" }] },
          children: [
            // A guest seated by a table link: the way to the shared table (docs/shared-table.md).
            { type: "table.banner" },
            { type: "cart.empty", when: { "==": [{ var: "cart.lineCount" }, 0] } },
            { type: "cart.lines", when: hasLines },
            { type: "cart.order-comments", when: { and: [hasLines, { var: "settings.enable_order_comments" }] } },
            // Plugins' boxes under the lines (docs/layouts.md, "Slots"): an integration's own discount, say.
            { type: "slot", props: { name: "cart.after-items" }, when: hasLines },
            { type: "cart.coupon", when: { and: [hasLines, { var: "settings.enable_coupons" }] } },
            { type: "cart.upsell" },
            { type: "home.order-type", when: hasLines },
            { type: "cart.delivery-bar", when: { and: [hasLines, deliveryWithMaps, { "!": { var: "cart.wishlist" } }, noMinimumError] } },
            { type: "cart.minimum-order", when: { and: [hasLines, { var: "cart.minOrderAmountError" }] } },
            { type: "cart.payment-type", when: { and: [hasLines, { ">": [{ var: "cart.total" }, 0] }, noMinimumError] } },
            { type: "slot", props: { name: "cart.before-totals" }, when: hasLines },
            { type: "cart.totals", when: hasLines },
            {
              type: "cart.checkout",
              // Spec: no minimum-order error, an order type and payment type set (they always are: both have
              // defaults), and for delivery with maps a confirmed location with an address.
              when: { and: [hasLines, noMinimumError, { or: [{ "!": deliveryWithMaps }, { var: "cart.deliveryLocationConfirmed" }] }] },
            },
            { type: "cart.continue-shopping" },
          ],
        },
        // "A blur with spinner shows while the coupon, employee discount or loyalty discounts load" (the last two
        // are the venue-group plugin's, in cart.overlay).
        { type: "cart.busy", when: { var: "requests.coupon.pending" } },
        // A plugin's own blur while its calls run (the cart's blur is a block plugins may use: `cart.busy`).
        { type: "slot", props: { name: "cart.overlay" } },
      ],
    },
  ],
};
