/**
 * The table's active order in venue-group mode (ordering spec §4 and §7, `al_futtaim_enabled`): found when the
 * table is scanned, taken when an order is placed, and kept up to date each time the order screen reads it.
 * While there is one, the cart sends the guest to it, products offer 'Add to Order' and the warning toast says
 * so (the core reads `activeOrder` through the shared context field).
 */
import { requestJson } from "../../engine/api/http";
import type { OrderWatcher } from "../../engine/plugin-api";
import type { MenuData } from "../../schemas/menu";
import type { VenueGroupStore } from "./venue-group-state";
import { venueGroupOrderTypeAfterScan } from "./order-type-rules";
import { inVenueGroupMode } from "./mode";


/** How long a table's link waits for the active-order lookup before the guest goes on without it. */
const LOOKUP_TIMEOUT_MS = 5_000;

/** The guest scanned a table: the order already open there becomes the active one (or none is). */
export async function findActiveOrder(store: VenueGroupStore, event: { orderLocation: string; menu: MenuData }): Promise<void> {
  if (!inVenueGroupMode(event.menu)) return;
  // The answer's schema and its decoding (and Effect) load with the lookup, not with every first screen (decision 0058).
  const [{ ActiveOrderAnswer }, { schemaDecoder }] = await Promise.all([import("../../schemas/api/active-order"), import("../../engine/api/schema-decoder")]);
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
    orderTypeAfterScan: ({ state, menu }) => (inVenueGroupMode(menu) ? venueGroupOrderTypeAfterScan(state, menu) : undefined),
    locationScanned: (event) => findActiveOrder(store, event),
    // §4 "Placing an order": with al_futtaim_enabled the order is also stored as the active order.
    orderPlaced: ({ placed, menu }) => {
      if (inVenueGroupMode(menu)) store.actions.holdActiveOrder(placed.uuid, { accepted: false, common: false });
    },
    // Read only on the order screen: its rules load with it, not with every first screen (decision 0053).
    orderRead: async (event) => {
      if (!inVenueGroupMode(event.menu)) return;
      const { followOrderRead } = await import("./follow-order-read");
      followOrderRead(store, event);
    },
  };
}
