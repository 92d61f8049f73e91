/**
 * Every text the app shows, in English: the spec's defaults word for word. Keys starting with `ui_str_`
 * are the venue-overridable strings of the menu payload; the others are Carta's own.
 */
export const en = {
  ui_str_discount: "Discount",
  ui_str_out_of_stock: "Out of Stock",
  ui_str_add_to_cart: "Add To Cart",
  ui_str_select_variations: "Select Variations",
  ui_str_required: "Required",
  ui_str_qty: "Qty",
  ui_str_input_qty: "Input Quantity",
  ui_str_save: "Save",
  ui_str_cart_subtotal: "Subtotal",
  ui_str_cart_total: "Total",
  ui_str_delivery_fees: "Delivery Fees",
  ui_str_minimum_order_amount: "Minimum order amount required: {amount}",
  ui_str_order_type: "Order Type",
  ui_str_delivery: "Delivery",
  ui_str_dine_in: "Dine In",
  ui_str_takeaway: "Takeaway",
  ui_str_drive_thru: "Drive Thru",
  ui_str_continue_shopping: "Back to Menu",
  ui_str_add_more_items_to_cart: "Add more items to your cart",
  ui_str_menu_closed: "We are currently closed",
  ui_str_order_active_table: "Active order on this table",
  ui_str_cart_item_added: "Item added to cart",

  loading: "Loading",
  open_menu: "Open Menu",
  language: "Language",
  error_title: "Error",
  venue_error: "Looks like there's an issue with your account. Please contact the product's support team to resolve this error.",
  not_found_title: "Menu not found",
  not_found_body: "There is no menu at this address. Check the link or scan the QR code again.",
  home: "Home",
  categories: "Categories",
  back: "Back",
  cart: "Cart",
  search: "Search",
  menu: "Menu",
} as const;

export type TextKey = keyof typeof en;
export type Catalogue = { readonly [K in TextKey]?: string };
