/**
 * The venue-group mode's order-type rules (ordering spec §4, `al_futtaim_enabled`): the switches a table's link
 * runs, and when the 'Active order on this table' warning shows. The core's own rule (dine-in at a table) is
 * engine/rules/order-type.ts; in the mode these decide instead (`OrderWatcher.orderTypeAfterScan`).
 */
import { resolveOrderType, type OrderLocationState, type OrderType, type OrderTypeSettings } from "../../engine/rules/order-type";

/** Delivery with a location and its type becomes dine_in; delivery with neither becomes takeaway; anything else stays. */
export function integrationOrderType(state: OrderLocationState): OrderType {
  if (state.orderType !== "delivery") return state.orderType;
  const hasLocation = !!state.orderLocation;
  const hasType = !!state.orderLocationType;
  if (hasLocation && hasType) return "dine_in";
  if (!hasLocation && !hasType) return "takeaway";
  return state.orderType;
}

/** What the mode runs next for a table or room: its own action, the default one, or nothing. */
export type IntegrationAction = "integration-dine-in" | "default-order-type" | null;

/**
 * With the mode on, no active order, type dine_in and a location set, the mode's action runs; with a location and
 * a type other than dine_in or takeaway, the default order-type action.
 */
export function integrationOrderTypeAction(state: OrderLocationState & { integrationEnabled: boolean; activeOrder: boolean }): IntegrationAction {
  if (!state.integrationEnabled || !state.orderLocation) return null;
  if (state.orderType === "dine_in") return state.activeOrder ? null : "integration-dine-in";
  if (state.orderType !== "takeaway") return "default-order-type";
  return null;
}

/** The 'Active order on this table' warning shows with an active order and type dine_in. */
export function showActiveOrderWarning(activeOrder: boolean, orderType: OrderType): boolean {
  return activeOrder && orderType === "dine_in";
}

/**
 * The order type after a table's link in the mode: delivery with the location and its type becomes dine_in,
 * delivery with neither takeaway, and a location with a type other than dine_in or takeaway runs the default
 * order-type action (here: dine_in, the type a table is for). Whatever comes out falls back like any choice when
 * the venue disables it (`resolveOrderType`). Undefined when nothing was scanned (the core's rule stands).
 */
export function venueGroupOrderTypeAfterScan(state: OrderLocationState, settings: OrderTypeSettings): OrderType | undefined {
  if (!state.orderLocation || !state.orderLocationType) return undefined;
  const integrated = integrationOrderType(state);
  const action = integrationOrderTypeAction({ ...state, orderType: integrated, integrationEnabled: true, activeOrder: false });
  return resolveOrderType(action === "default-order-type" ? "dine_in" : integrated, settings);
}
