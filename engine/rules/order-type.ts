/**
 * Order types (doc 1 §4, doc 2 §4): which type applies when the chosen one is disabled, and the
 * integration mode's switches.
 */

export const ORDER_TYPES = ["delivery", "dine_in", "takeaway", "drive_thru"] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
export const DEFAULT_ORDER_TYPE: OrderType = "delivery";

export const LOCATION_TYPES = ["Table", "Room"] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

/** The venue switches that enable each order type. */
export interface OrderTypeSettings {
  enable_delivery?: boolean | null;
  enable_dine_in?: boolean | null;
  enable_takeaway?: boolean | null;
  enable_drive_thru?: boolean | null;
}

/** Whether a value is one of the four order types. */
export function isOrderType(value: unknown): value is OrderType {
  return typeof value === "string" && (ORDER_TYPES as readonly string[]).includes(value);
}

/** Whether the venue enables an order type. */
export function isOrderTypeEnabled(type: OrderType, settings: OrderTypeSettings): boolean {
  return settings[`enable_${type}`] === true;
}

/** Whether the settings say anything about order types (false before the menu has loaded). */
export function hasOrderTypeSettings(settings: OrderTypeSettings): boolean {
  return ORDER_TYPES.some((t) => typeof settings[`enable_${t}`] === "boolean");
}

/** The enabled order types, in the spec's order. */
export function enabledOrderTypes(settings: OrderTypeSettings): OrderType[] {
  return ORDER_TYPES.filter((t) => isOrderTypeEnabled(t, settings));
}

/**
 * Spec: "If delivery is disabled while the type is delivery, it falls back to dine_in, else drive_thru,
 * else takeaway." Extended the same way to another disabled type (docs/pricing.md): the first enabled of
 * delivery, dine_in, drive_thru, takeaway; takeaway when none is enabled.
 */
export function resolveOrderType(current: OrderType | null | undefined, settings: OrderTypeSettings): OrderType {
  const type = current ?? DEFAULT_ORDER_TYPE;
  if (isOrderTypeEnabled(type, settings)) return type;
  const order: readonly OrderType[] =
    type === "delivery" ? ["dine_in", "drive_thru", "takeaway"] : ["delivery", "dine_in", "drive_thru", "takeaway"];
  return order.find((t) => isOrderTypeEnabled(t, settings)) ?? "takeaway";
}

/** The location part of the cart the integration rules look at. */
export interface OrderLocationState {
  orderType: OrderType;
  orderLocation?: string | null;
  orderLocationType?: LocationType | null;
}

/**
 * Doc 2 §4 (integration mode): delivery with a location and its type becomes dine_in; delivery with
 * neither becomes takeaway; anything else stays.
 */
export function integrationOrderType(state: OrderLocationState): OrderType {
  if (state.orderType !== "delivery") return state.orderType;
  const hasLocation = !!state.orderLocation;
  const hasType = !!state.orderLocationType;
  if (hasLocation && hasType) return "dine_in";
  if (!hasLocation && !hasType) return "takeaway";
  return state.orderType;
}

/** What the integration mode runs next for a table or room: its own action, the default one, or nothing. */
export type IntegrationAction = "integration-dine-in" | "default-order-type" | null;

/**
 * Doc 1 §4: with the integration on, no active order, type dine_in and a location set, the integration
 * action runs; with a location and a type other than dine_in or takeaway, the default order-type action.
 */
export function integrationOrderTypeAction(
  state: OrderLocationState & { integrationEnabled: boolean; activeOrder: boolean },
): IntegrationAction {
  if (!state.integrationEnabled || !state.orderLocation) return null;
  if (state.orderType === "dine_in") return state.activeOrder ? null : "integration-dine-in";
  if (state.orderType !== "takeaway") return "default-order-type";
  return null;
}

/** Spec: the 'Active order on this table' warning shows with an active order and type dine_in. */
export function showActiveOrderWarning(activeOrder: boolean, orderType: OrderType): boolean {
  return activeOrder && orderType === "dine_in";
}

/** Doc 2 §9: "Delivery fees are sent as 0 unless the order type is delivery". */
export function deliveryFeeApplies(orderType: OrderType): boolean {
  return orderType === "delivery";
}

/**
 * The order type once a table, room or area link is scanned (ordering spec §2, §4): the guest is at the venue, so
 * dine-in when the venue takes dine-in orders. In venue-group mode the spec's own rules decide: delivery with the
 * location and its type becomes dine_in, delivery with neither takeaway, and a location with a type other than
 * dine_in or takeaway runs the default order-type action (here: dine_in, the type a table is for). Whatever comes
 * out falls back like any choice when the venue disables it (`resolveOrderType`).
 */
export function orderTypeAfterScan(state: OrderLocationState, settings: OrderTypeSettings, venueGroup: boolean): OrderType {
  if (!state.orderLocation || !state.orderLocationType) return state.orderType;
  if (!venueGroup) return isOrderTypeEnabled("dine_in", settings) ? "dine_in" : state.orderType;
  const integrated = integrationOrderType(state);
  const action = integrationOrderTypeAction({ ...state, orderType: integrated, integrationEnabled: true, activeOrder: false });
  return resolveOrderType(action === "default-order-type" ? "dine_in" : integrated, settings);
}
