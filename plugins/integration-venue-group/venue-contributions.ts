/**
 * The venue-group mode's contributions (ordering spec: active table order, acceptance, loyalty, wallet, tips), which
 * only a venue in the mode loads (decision 0076, `forVenues` of index.ts): the shared context fields the core reads
 * — the active order, the common-order flag and the price adjustments the cart's totals include — and
 * `orderAccepted` for layouts; its blocks fill the core's slots.
 */
import { ACTIVE_ORDER, CHECKOUT_HOLD, COMMON_ORDER, defineBlock, defineContextField, PRICE_ADJUSTMENTS, type LaterContributions } from "../../engine/plugin-api";
import { chunk, lazyDefault, lazyPart } from "../../engine/react/lazy-part";
import { activeOrderCheckoutLayout } from "./active-order-checkout-layout";
import { activeOrderWatcher } from "./active-order";
import { PAYMENT_LOYALTY_LABEL, PAYMENT_WALLET_LABEL, REFUSAL_UNKNOWN_EMPLOYEE_TEXT } from "./core-block-labels";
import { UNKNOWN_EMPLOYEE } from "./refusal-codes";
import { loyaltyNamedDiscounts } from "./loyalty-discount";
import { loyaltyLoading } from "./loyalty-loading";
import { venueGroupStore } from "./venue-group-services";
import type { VenueGroupState } from "./venue-group-state";
import { employeeIdField, venueGroupCheckoutRules } from "./employee-discount";
import { flagShape } from "./context-field-shapes";
import { inVenueGroupMode, VENUE_GROUP_MODE } from "./mode";

const subscribe = (onChange: () => void) => {
  const subscription = venueGroupStore.subscribe(onChange);
  return () => subscription.unsubscribe();
};

const subscribeLoyalty = (onChange: () => void) => {
  const subscription = loyaltyLoading.subscribe(onChange);
  return () => subscription.unsubscribe();
};

let lastAdjustments = PRICE_ADJUSTMENTS.fallback;
let lastPromotions: VenueGroupState["loyaltyDiscounts"] | undefined;
/**
 * The loyalty promotions as the cart's named discount (one loyalty row) and the tip: the same object while they are
 * unchanged, so the cart recomputes only on a real change.
 */
function priceAdjustments() {
  const { loyaltyDiscounts, tips } = venueGroupStore.state;
  if (loyaltyDiscounts !== lastPromotions || tips !== lastAdjustments.tips) {
    lastPromotions = loyaltyDiscounts;
    lastAdjustments = { namedDiscounts: loyaltyNamedDiscounts(loyaltyDiscounts), tips };
  }
  return lastAdjustments;
}

/** The mode's switch, the plugin's menu field (`menuFields` below), as layouts read it. */
const inMode = { var: `settings.${VENUE_GROUP_MODE.name}` };
/** The cart's and the checkout's blur while the loyalty call runs (ordering spec §2), the core's own block. */
const loyaltyBusy = { type: "cart.busy", when: { and: [inMode, { or: [{ var: "loyaltyLoading" }, { var: "requests.employeeDiscount.pending" }] }] } };
const orderScreenBlocks = chunk(() => import("./order-screen-blocks"));
const loyaltyRefresh = { type: "venue-group.loyalty-refresh", when: inMode };
/** The common-POS-order notice, wherever it shows (order-screen-blocks.tsx `PosOrderBusy`). */
const posBusy = { type: "venue-group.pos-order-busy", when: { and: [inMode, { var: "commonOrder" }] } };

export const venueGroupContributions: LaterContributions = {
  contextFields: [
    defineContextField({ ...ACTIVE_ORDER, get: () => venueGroupStore.state.activeOrder, subscribe }),
    defineContextField({ ...COMMON_ORDER, get: () => venueGroupStore.state.commonOrder, subscribe }),
    defineContextField({ ...PRICE_ADJUSTMENTS, get: priceAdjustments, subscribe }),
    defineContextField({ name: "orderAccepted", schema: import.meta.env?.DEV ? flagShape() : undefined, get: () => venueGroupStore.state.orderAccepted, subscribe }),
    defineContextField({ name: "loyaltyLoading", schema: import.meta.env?.DEV ? flagShape() : undefined, get: () => loyaltyLoading.state, subscribe: subscribeLoyalty }),
    // Spec §5: the checkout's submit waits for the loyalty discounts.
    defineContextField({ ...CHECKOUT_HOLD, get: () => loyaltyLoading.state, subscribe: subscribeLoyalty }),
  ],
  orderWatchers: [activeOrderWatcher(venueGroupStore)],
  // Spec §3: the order carries the verified employee's id and the loyalty promotions the cart showed.
  orderPayloadFields: [
    employeeIdField,
    {
      id: "venue-group.loyalty",
      additionalData: ({ menu }) => {
        const discounts = venueGroupStore.state.loyaltyDiscounts;
        return inVenueGroupMode(menu) && discounts.length > 0 ? { iiko_loyalty_discounts: discounts } : undefined;
      },
    },
  ],
  // Spec §5: no name field, the phone's rules in the mode, an employee's phone fixed.
  checkoutFieldRules: [venueGroupCheckoutRules],
  blocks: [
    defineBlock({ type: "venue-group.active-order-warning", component: lazyDefault(() => import("./active-order-warning")) }),
    defineBlock({ type: "venue-group.loyalty-refresh", component: lazyDefault(() => import("./loyalty-refresh")) }),
    defineBlock({ type: "venue-group.wallet-card", component: lazyDefault(() => import("./wallet-card")) }),
    defineBlock({ type: "venue-group.employee-discount", component: lazyDefault(() => import("./employee-discount-box")) }),
    defineBlock({ type: "venue-group.tracker-actions", component: lazyPart(orderScreenBlocks, (m) => m.TrackerActions) }),
    defineBlock({ type: "venue-group.pos-order-busy", component: lazyPart(orderScreenBlocks, (m) => m.PosOrderBusy) }),
    defineBlock({ type: "venue-group.active-order-checkout", component: lazyPart(orderScreenBlocks, (m) => m.ActiveOrderCheckout) }),
  ],
  // Spec §2: paying the table's active order, from the tracker's Checkout.
  screens: [activeOrderCheckoutLayout],
  slots: {
    // Menu spec /home: in the mode a table's guest (with no active order) picks the order type on the home too;
    // the core shows the selector itself when enable_display_order_type_home is on.
    "home.order-type": [
      {
        type: "home.order-type",
        when: {
          and: [
            inMode,
            { "!": { var: "activeOrder" } },
            { "==": [{ var: "cart.orderLocationType" }, "Table"] },
            { "!": { var: "settings.enable_display_order_type_home" } },
          ],
        },
      },
      // Spec §6: while the point of sale holds the table the guest orders with a waiter; the core shows no add
      // buttons then, and this says why.
      { ...posBusy, props: { placement: "page" } },
    ],
    "product.before-add": [{ ...posBusy, props: { placement: "bar" } }],
    "shell.notices": [{ type: "venue-group.active-order-warning", when: { "!!": { var: "activeOrder" } } }],
    "cart.after-items": [{ type: "venue-group.employee-discount", when: inMode }],
    // In the overlays, which show whatever the cart holds: an emptied cart clears its promotions too.
    "cart.overlay": [loyaltyRefresh, loyaltyBusy],
    "checkout.overlay": [loyaltyRefresh, loyaltyBusy],
    "order.after-tips": [{ type: "venue-group.wallet-card", when: inMode }],
    "order.notices": [posBusy],
    "order.tracker-actions": [{ type: "venue-group.tracker-actions", when: inMode }],
  },
  // Spec §3's payment types `loyalty` and `blue_wallet`: the order may name them (the server half accepts them).
  paymentTypes: [
    { value: "loyalty", label: PAYMENT_LOYALTY_LABEL },
    { value: "blue_wallet", label: PAYMENT_WALLET_LABEL },
  ],
  // The server half's refusal code, in the core's refusal notice: removing the id is done in the cart.
  refusalCodes: [{ code: UNKNOWN_EMPLOYEE, text: REFUSAL_UNKNOWN_EMPLOYEE_TEXT, fixedInCart: true }],
};
