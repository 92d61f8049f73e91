/**
 * The table's active order in venue-group mode (ordering spec §4 and §7, `al_futtaim_enabled`): found when the
 * table is scanned, taken when an order is placed, and kept up to date each time the order screen reads it.
 * While there is one, the cart sends the guest to it, products offer 'Add to Order' and the warning toast says
 * so (the core reads `activeOrder` through the shared context field).
 */
import type { CartStore } from "../../engine/cart";
import { requestJson } from "../../engine/api/http";
import { schemaDecoder } from "../../engine/api/schema-decoder";
import type { OrderWatcher } from "../../engine/plugin-api";
import type { MenuData } from "../../schemas/menu";
import { isOrderAccepted, isOrderOpen, isOrderStatus } from "../../engine/rules/order-receipt";
import type { VenueGroupStore } from "./venue-group-state";
import { venueGroupOrderTypeAfterScan } from "./order-type-rules";


/** How long a table's link waits for the active-order lookup before the guest goes on without it. */
const LOOKUP_TIMEOUT_MS = 5_000;

const digitsOf = (text: string | null | undefined) => (text ?? "").replace(/\D+/g, "");

/** §4 "Order fetch", for one order read by the order screen. */
export function followOrderRead(
  store: VenueGroupStore,
  event: { order: { uuid: string; status: string; customer_name: string; common_order?: boolean | undefined }; menu: MenuData; cart: CartStore },
): void {
  if (!event.menu.al_futtaim_enabled) return;
  const { order, cart } = event;
  // Another table's order (a shared link, a guest who moved): reset the cart and location, hold nothing.
  const here = digitsOf(cart.state.orderLocation);
  const its = digitsOf(order.customer_name);
  if (here !== "" && its !== "" && here !== its) {
    cart.actions.resetCart();
    store.actions.releaseActiveOrder();
    return;
  }
  // Fulfilled, canceled or rejected: the table has no active order any more.
  if (isOrderStatus(order.status) && !isOrderOpen(order.status)) {
    if (store.state.activeOrder === order.uuid) store.actions.releaseActiveOrder();
    return;
  }
  const held = store.state.activeOrder === order.uuid;
  // Spec §3: the read says whether the point of sale holds the table now (it took it, or let it go, since the scan).
  const common = order.common_order ?? (held && store.state.commonOrder);
  // Accepted or preparing (spec §4): the venue has taken the order on.
  const accepted = isOrderOpen(order.status) && isOrderAccepted(order.status);
  if (!accepted && !held) return;
  if (!held || store.state.orderAccepted !== accepted || store.state.commonOrder !== common) store.actions.holdActiveOrder(order.uuid, { accepted, common });
}

/** The guest scanned a table: the order already open there becomes the active one (or none is). */
export async function findActiveOrder(store: VenueGroupStore, event: { orderLocation: string; menu: MenuData }): Promise<void> {
  if (!event.menu.al_futtaim_enabled) return;
  // The answer's schema (and Effect) loads with the lookup, not with every first screen (decision 0058).
  const { ActiveOrderAnswer } = await import("../../schemas/api/active-order");
  // The guest waits on the table's link meanwhile: a server that does not answer must not hold them there.
  const answer = await requestJson(`/iiko/active-order/${encodeURIComponent(event.orderLocation)}/${encodeURIComponent(String(event.menu.id))}/`, schemaDecoder(ActiveOrderAnswer), {
    signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
  });
  // A table the point of sale holds with no order placed from a phone (`order_id` ""): nothing to add to, only the
  // common order (products offer no 'Add to Order', the guest is told to order with a waiter).
  if (answer.ok) store.actions.holdActiveOrder(answer.value.order_id === "" ? null : answer.value.order_id, { accepted: false, common: answer.value.common_order });
  // A 404 is "no order at this table"; any other failure leaves what was known (spec §8: logged only).
  else if (answer.error.kind === "http" && answer.error.status === 404) store.actions.releaseActiveOrder();
  else console.warn(`[carta] active order of table ${event.orderLocation}: ${answer.error.kind}`);
}

/** The venue-group integration's part in the order's life. */
export function activeOrderWatcher(store: VenueGroupStore): OrderWatcher {
  return {
    id: "integration-venue-group",
    // §4: in the mode a table's link switches the order type by the mode's rules, not the core's dine-in rule.
    orderTypeAfterScan: ({ state, menu }) => (menu.al_futtaim_enabled ? venueGroupOrderTypeAfterScan(state, menu) : undefined),
    locationScanned: (event) => findActiveOrder(store, event),
    // §4 "Placing an order": with al_futtaim_enabled the order is also stored as the active order.
    orderPlaced: ({ placed, menu }) => {
      if (menu.al_futtaim_enabled) store.actions.holdActiveOrder(placed.uuid, { accepted: false, common: false });
    },
    orderRead: (event) => followOrderRead(store, event),
  };
}
