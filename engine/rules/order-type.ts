/**
 * Order types (doc 1 §4, doc 2 §4): which type applies when the chosen one is disabled, and the type a table's
 * link gives. (The venue-group mode's own switches are its plugin's: plugins/integration-venue-group.)
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

/** The location part of the cart the order-type rules look at. */
export interface OrderLocationState {
  orderType: OrderType;
  orderLocation?: string | null;
  orderLocationType?: LocationType | null;
}

/** Doc 2 §9: "Delivery fees are sent as 0 unless the order type is delivery". */
export function deliveryFeeApplies(orderType: OrderType): boolean {
  return orderType === "delivery";
}

/**
 * The order type once a table, room or area link was opened (ordering spec §2, §4): dine-in where the venue takes
 * it, else unchanged. A plugin may decide otherwise (`OrderWatcher.orderTypeAfterScan`: the venue-group mode's rules).
 */
export function orderTypeAfterScan(state: OrderLocationState, settings: OrderTypeSettings): OrderType {
  if (!state.orderLocation || !state.orderLocationType) return state.orderType;
  return isOrderTypeEnabled("dine_in", settings) ? "dine_in" : state.orderType;
}
