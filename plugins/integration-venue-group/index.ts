import { ACTIVE_ORDER, COMMON_ORDER, defineBlock, defineContextField, definePlugin, PRICE_ADJUSTMENTS } from "../../engine/plugin-api";
import ActiveOrderWarning from "./active-order-warning";
import * as Schema from "effect/Schema";
import { createVenueGroupStore, type VenueGroupStore } from "./venue-group-state";
import { activeOrderWatcher } from "./active-order";

/** The tab's storage, when the browser lets us have it (private modes may refuse). */
function tabStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** One state per page, restored from the tab's storage; exported for the order screen and the tests. */
export const venueGroupStore: VenueGroupStore = createVenueGroupStore(tabStorage(), globalThis.location?.hostname);

const subscribe = (onChange: () => void) => {
  const subscription = venueGroupStore.subscribe(onChange);
  return () => subscription.unsubscribe();
};

let lastAdjustments = PRICE_ADJUSTMENTS.fallback;
/** The same object while loyalty and tips are unchanged, so the cart recomputes only on a real change. */
function priceAdjustments() {
  const { loyaltyDiscounts, tips } = venueGroupStore.state;
  if (loyaltyDiscounts !== lastAdjustments.loyaltyDiscounts || tips !== lastAdjustments.tips) lastAdjustments = { loyaltyDiscounts, tips };
  return lastAdjustments;
}

/**
 * The venue-group integration mode (ordering spec: active table order, acceptance, loyalty, wallet, tips). It
 * supplies the shared context fields the core reads — the active order, the common-order flag and the price
 * adjustments the cart's totals include — and `orderAccepted` for layouts.
 */
export const venueGroupPlugin = definePlugin({
  id: "integration-venue-group",
  contributes: {
    contextFields: [
      defineContextField({ ...ACTIVE_ORDER, get: () => venueGroupStore.state.activeOrder, subscribe }),
      defineContextField({ ...COMMON_ORDER, get: () => venueGroupStore.state.commonOrder, subscribe }),
      defineContextField({ ...PRICE_ADJUSTMENTS, get: priceAdjustments, subscribe }),
      defineContextField({ name: "orderAccepted", schema: Schema.Boolean, get: () => venueGroupStore.state.orderAccepted, subscribe }),
    ],
    orderWatchers: [activeOrderWatcher(venueGroupStore)],
    blocks: [defineBlock({ type: "venue-group.active-order-warning", component: ActiveOrderWarning })],
    slots: {
      "shell.notices": [{ type: "venue-group.active-order-warning", when: { "!!": { var: "activeOrder" } } }],
    },
  },
});
