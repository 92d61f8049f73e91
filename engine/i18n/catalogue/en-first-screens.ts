/**
 * The English texts the entry routes' first screens can show (home, a category, a product, search, a page, the
 * promotions, the landing, a table scan): always in the app's first download. Every other English text is in
 * en-other-screens.ts, which loads with the first module that names one of its keys (engine/i18n/other-screens-texts.ts;
 * the lint rule `carta/other-screens-texts-imported`, scripts/eslint/, holds every module to that). `en` (en.ts) is both parts together.
 */
export const enFirstScreens = {
  // Venue-overridable strings of the menu payload (`ui_strings`), both documents.
  ui_str_discount: "Discount",
  ui_str_out_of_stock: "Out of Stock",
  ui_str_add_to_cart: "Add To Cart",
  ui_str_select_variations: "Select Variations",
  ui_str_required: "Required",
  ui_str_qty: "Qty",
  ui_str_input_qty: "Input Quantity",
  ui_str_minimum_order_amount: "Minimum order amount required: {amount}",
  ui_str_order_type: "Order Type",
  ui_str_delivery: "Delivery",
  ui_str_dine_in: "Dine In",
  ui_str_takeaway: "Takeaway",
  ui_str_drive_thru: "Drive Thru",
  ui_str_menu_closed: "We are currently closed",
  ui_str_cart_item_added: "Item added to cart",

  // Boot, onboarding and error screens.
  loading: "Loading",
  open_menu: "Open Menu",
  language: "Language",
  error_title: "Error",
  venue_error: "Looks like there's an issue with your account. Please contact the product's support team to resolve this error.",
  not_found_title: "Menu not found",

  // Header, drawer and navigation.
  home: "Home",
  categories: "Categories",
  back: "Back",
  cart: "Cart",
  search: "Search",
  menu: "Menu",
  promotions: "Promotions",

  // Accessible names of controls that show only an icon.
  open_drawer: "Open menu drawer",
  close: "Close",
  cart_with_count: "Cart with {count} items",
  quantity: "Quantity",
  increase_quantity: "Increase quantity",
  decrease_quantity: "Decrease quantity",
  previous: "Previous",
  next: "Next",
  chef_recommends: "Chef recommends",

  // Global notices.
  new_version: 'A new version (v.{version}) is available. Close all tabs and re-open the app or press "Update"',
  update: "Update",

  // Search screen.
  search_no_results: "No products found",
  search_filters: "Filter by",
  search_results_count: "Results: {count}",
  clear_search: "Clear search",

  // Product screen: add button, variations, combos, special instructions.
  already_added_to_cart: "Already Added To Cart",
  add_to_order: "Add to Order",
  adding_to_order: "Adding to Order",
  choose_up_to: "Choose upto {n} option(s)",
  special_instructions: "Special Instructions",
  special_instructions_placeholder: "Example: No pepper / sugar / salt please",
  error_adding_item: "Error adding item",

  // Cart screen: coupon, employee discount, delivery bar, payment type, checkout.
  delivery_location: "Delivery Location",
  payment_type: "Payment Type",
  checkout: "Checkout",

  // Location types (table, room or area ordering).
  table_number: "Table# {number}",
  room_number: "Room# {number}",

  // Checkout screen: fields, submit button, WhatsApp hand-off.
  name: "Name",

  // Order screen: thank-you, tracker, notices.
  order_details: "Order Details",

  // Order summary (quantity, subtotal, total, delivery fees and discount use the ui_str_ keys above).
  product: "Product",
  price: "Price",

  // Payment options card: full or split payment.
  guests: "Guests",
  paid: "Paid",

  // Payment-provider return screens.
  order_id: "Order ID",

  // Feedback and info forms.
  select_option: "Select an option",

  // Issue 18 (order18): a way on after a failed payment, an order that could not be read, a failed merge.
  add_to_order_offline: "The item was not added: the connection dropped. Please try again.",

  // Issue 18, icons with names: the heading of the search screen's key to the property icons.
  property_legend: "What the icons mean",

  // Availability, refusals and coupon reasons (issue 18).
  item_not_available_now: "Not available right now",
  item_available_today: "Available today from {time}",
  item_available_tomorrow: "Available tomorrow from {time}",
  item_available_on: "Available on {day} from {time}",
  venue_opens_today: "We open today at {time}",
  venue_opens_tomorrow: "We open tomorrow at {time}",
  venue_opens_on: "We open on {day} at {time}",
  ordering_closed_hint: "Ordering is closed right now. You can still browse the menu.",} as const;
