/**
 * How the refusal notice words a reason's code (decision 0065): the core's codes by the core's catalogues, a code a
 * plugin's server half declares by the plugin's text (its `refusalCodes`), and any other code — a newer server's —
 * by the spec's general sentence, never by the server's English.
 */
import "../../../engine/i18n/other-screens-texts";
import { isCoreRefusalCode, type RefusalCode } from "../../../schemas/api/order-refusal";
import type { TextKey } from "../../../engine/i18n/ui-text";
import type { PluginRegistry } from "../../../engine/plugin-api";

/** The sentence of each line reason, with the line's name as `{item}`. */
const LINE_TEXT: Partial<Readonly<Record<RefusalCode, TextKey>>> = {
  unknown_product: "refusal_unknown_product",
  not_available_now: "refusal_not_available_now",
  out_of_stock: "refusal_out_of_stock",
  quantity_above_stock: "refusal_quantity_above_stock",
  option_unknown: "refusal_option_unknown",
  price_changed: "refusal_price_changed",
};

/** The sentence of each reason about the order or one of its fields; the spec's own texts where it has one. */
const ORDER_TEXT: Partial<Readonly<Record<RefusalCode, TextKey>>> = {
  ordering_off: "refusal_ordering_off",
  venue_closed: "ui_str_menu_closed",
  closed_at_time: "refusal_closed_at_time",
  invalid_time: "date_invalid",
  order_type_unavailable: "refusal_order_type",
  coupon_invalid: "refusal_coupon_invalid",
  below_minimum: "ui_str_minimum_order_amount",
  totals_changed: "refusal_totals_changed",
  location_needed: "refusal_location_needed",
  outside_delivery_area: "not_there_yet_body",
  no_online_payment: "refusal_no_online_payment",
};

/** Reasons the guest fixes on the cart screen (its order type, coupon, location, payment choice, lines' prices). */
const FIXED_IN_CART: ReadonlySet<RefusalCode> = new Set(["order_type_unavailable", "coupon_invalid", "below_minimum", "totals_changed", "location_needed", "outside_delivery_area", "no_online_payment"]);

/** The spec's §8 general sentence: what a code this app does not know reads as. */
export const GENERIC_REASON_TEXT: TextKey = "order_send_error";

/** The sentence of an order or field reason: a core text key or a plugin's, and whether the cart is where it is fixed. */
export type ReasonWording = { source: "core"; text: TextKey; fixedInCart: boolean } | { source: "plugin"; text: string; fixedInCart: boolean };

/** The core's sentence of a line reason (with `{item}`), or undefined for a code that is not about a line. */
export function lineReasonText(code: string): TextKey | undefined {
  return isCoreRefusalCode(code) ? LINE_TEXT[code] : undefined;
}

/** How an order or field reason reads: the core's wording, else the declaring plugin's, else the general sentence. */
export function orderReasonWording(code: string, pluginCodes: PluginRegistry["refusalCodes"]): ReasonWording {
  if (isCoreRefusalCode(code)) return { source: "core", text: ORDER_TEXT[code] ?? GENERIC_REASON_TEXT, fixedInCart: FIXED_IN_CART.has(code) };
  const declared = pluginCodes.get(code)?.value;
  if (declared) return { source: "plugin", text: declared.text, fixedInCart: declared.fixedInCart === true };
  return { source: "core", text: GENERIC_REASON_TEXT, fixedInCart: false };
}
