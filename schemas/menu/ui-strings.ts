/**
 * The venue's overrides of UI texts, in the payload's language. Partial by nature: a key the venue does not
 * send is shown with the app's own text for that language (engine/i18n), not with an English default baked
 * in here, which would leak English into an Arabic menu.
 */
import * as Schema from "effect/Schema";
import { withDefault } from "../fields";

/** The keys the spec names; others are kept too (a venue may override any text the app reads). */
export const UI_STRING_KEYS = [
  "ui_str_discount",
  "ui_str_out_of_stock",
  "ui_str_add_to_cart",
  "ui_str_select_variations",
  "ui_str_required",
  "ui_str_qty",
  "ui_str_input_qty",
  "ui_str_save",
  "ui_str_cart_subtotal",
  "ui_str_cart_total",
  "ui_str_delivery_fees",
  "ui_str_minimum_order_amount",
  "ui_str_order_type",
  "ui_str_delivery",
  "ui_str_dine_in",
  "ui_str_takeaway",
  "ui_str_drive_thru",
  "ui_str_continue_shopping",
  "ui_str_add_more_items_to_cart",
  "ui_str_menu_closed",
  "ui_str_order_active_table",
  "ui_str_cart_item_added",
] as const;
export type UiStringKey = (typeof UI_STRING_KEYS)[number];

export const UiStrings = withDefault(Schema.Record(Schema.String, Schema.String), {});
export type UiStrings = typeof UiStrings.Type;
