/**
 * Every text the app shows, in English: the spec's defaults word for word. Keys starting with `ui_str_`
 * are the venue-overridable strings of the menu payload; the others are Carta's own. `{name}` marks a
 * placeholder that `uiText` fills; every translation keeps exactly the same placeholders.
 */
export const en = {
  // Venue-overridable strings of the menu payload (`ui_strings`), both documents.
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

  // Boot, onboarding and error screens.
  loading: "Loading",
  open_menu: "Open Menu",
  language: "Language",
  error_title: "Error",
  venue_error: "Looks like there's an issue with your account. Please contact the product's support team to resolve this error.",
  not_found_title: "Menu not found",
  not_found_body: "There is no menu at this address. Check the link or scan the QR code again.",
  vendor_tagline: "Digital menus and ordering for restaurants, hotels and cafés",
  book_demo: "Book a demo",
  contact_us: "Contact us",
  page_not_found_title: "Page not found",
  page_not_found_body: "This page is not part of the menu.",
  page_load_failed: "This page could not be loaded. Check your connection and try again.",
  try_again: "Try again",

  // Header, drawer and navigation.
  home: "Home",
  categories: "Categories",
  back: "Back",
  cart: "Cart",
  search: "Search",
  menu: "Menu",
  promotions: "Promotions",
  app_version: "Version {version}",

  // Accessible names of controls that show only an icon.
  open_drawer: "Open menu drawer",
  close_drawer: "Close menu drawer",
  close: "Close",
  close_dialog: "Close dialog",
  cart_with_count: "Cart with {count} items",
  choose_language: "Choose language",
  quantity: "Quantity",
  increase_quantity: "Increase quantity",
  decrease_quantity: "Decrease quantity",
  remove_item: "Remove item",
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
  coupon_code: "Coupon Code",
  apply_coupon: "Apply Coupon",
  coupon_applied: "Coupon Applied",
  delete_coupon: "Delete Coupon",
  coupon_invalid: "Invalid coupon code",
  employee_discount: "Employee Discount",
  employee_id: "Employee ID",
  employee_id_invalid: "Invalid employee ID",
  apply: "Apply",
  remove: "Remove",
  upsell_title: "You may also like",
  set_delivery_location: "Set Delivery Location",
  delivery_location: "Delivery Location",
  edit: "Edit",
  payment_type: "Payment Type",
  checkout: "Checkout",
  continue_to_payment: "Continue to Payment",
  cart_empty: "Your cart is empty",
  cart_line_unavailable: "No longer on the menu, so not counted",
  item_removed: "{name} removed",
  undo: "Undo",
  loyalty_discount: "Loyalty discount",
  taxes_included: "included",
  waived: "waived",

  // Payment types.
  payment_cash: "Cash",
  payment_machine: "Card Machine",
  payment_card: "Online Payments",
  payment_loyalty: "Loyalty",
  payment_blue_wallet: "Blue Wallet",

  // Location types (table, room or area ordering).
  location_table: "Table",
  location_room: "Room",
  table_number: "Table# {number}",
  room_number: "Room# {number}",

  // Delivery location screen and the out-of-area dialog.
  search_location: "Search for a location",
  saved_addresses: "Saved Addresses",
  confirm_location: "Confirm Location",
  change: "Change",
  flat_no: "Flat No.",
  building_premise: "Building / Premise",
  area_street: "Area / Street",
  landmark: "Landmark (optional)",
  save_address: "Save Address",
  continue: "Continue",
  not_there_yet_title: "We're not there yet",
  not_there_yet_body: "Your location is outside our delivery area. Please change the location or choose pickup.",
  change_location: "Change Location",

  // Checkout screen: fields, submit button, WhatsApp hand-off.
  name: "Name",
  email: "Email",
  phone: "Phone",
  car_number: "Car Number",
  car_number_placeholder: "A 12345",
  date_time: "Date & Time",
  address: "Address",
  accept_terms: "I agree to the Terms and Conditions",
  pay_now: "PAY NOW",
  redirecting: "REDIRECTING ...",
  submitting_order: "SUBMITTING",
  submit_order: "SUBMIT ORDER",
  order_via_whatsapp: "Order via WhatsApp",

  // Checkout validation messages.
  name_required: "Name is a required field",
  name_invalid: "Valid name is required",
  email_invalid: "Invalid email address",
  phone_required: "Phone is a required field",
  phone_invalid: "Please enter valid phone number",
  car_number_invalid: "Valid car number is required",
  date_required: "Date is a required field",
  date_invalid: "Please select a valid date and time",
  address_required: "Address is a required field",
  address_invalid: "Address is required for delivery",

  // Order submission errors and the active-order dialog.
  order_send_error: "There was an error sending this order. Please try again later.",
  no_response: "No response from server",
  request_setup_error: "Error setting up request",
  too_many_requests: "Too many attempts. Please wait a minute and try again.",
  active_order_title: "Active Order",
  active_order_body: "There is an existing order on this table with the following items:",
  merge_question: "Merge your cart items with the existing order?",
  cancel: "Cancel",
  merge: "Merge",
  merging: "Merging",

  // Order screen: thank-you, tracker, notices.
  order_success_title: "Order Success",
  order_success_body: "Thank you for placing the order. Our team will get back to you shortly!",
  order_pending: "Order Pending",
  order_pending_body: "Awaiting updates on your order",
  order_accepted: "Order Accepted",
  order_accepted_body: "Your order has been accepted",
  download_order_details: "Download Order Details",
  order_canceled: "Order canceled, please contact our staff for assistance",
  pos_order_busy: "Table is busy with POS order. Please proceed ordering with a waiter. Thanks",
  order_details: "Order Details",
  order_number: "Order #{number}",
  order_date: "Date",

  // Order summary (quantity, subtotal, total, delivery fees and discount use the ui_str_ keys above).
  product: "Product",
  price: "Price",
  taxes: "Taxes",
  tips: "Tips",
  payments: "Payments",
  balance_due: "Balance Due",
  change_due: "Change",
  order_comments: "Order Comments",
  item_count_one: "{count} item",
  item_count_other: "{count} items",

  // Tips card.
  add_tip: "Add Tip",
  tips_custom: "Custom",
  tip_amount: "Tip Amount",
  remove_tip: "Remove tip",

  // Wallet card.
  wallet_balance: "Balance: {amount}",
  amount: "Amount",
  otp: "OTP",
  redeem: "Redeem",
  incorrect_otp: "Incorrect OTP",

  // Payment options card: full or split payment.
  payment_options: "Payment Options",
  full_payment: "Full payment",
  split_payment: "Split payment",
  guests: "Guests",
  guest_number: "Guest {n}",
  confirm_split: "Confirm Split",
  invalid_split_total: "Invalid split total",
  pay: "Pay",
  in_progress: "In Progress",
  paid: "Paid",

  // Payment-provider return screens.
  payment_checking: "Checking payment status",
  payment_success: "Payment Successful",
  payment_failed: "Payment Failed",
  payment_status: "Status",
  order_reference: "Order Reference",
  order_id: "Order ID",

  // Feedback and info forms.
  submit: "Submit",
  submitting: "Submitting",
  form_back_to_menu: "Back To Menu",
  select_option: "Select an option",
  other_option: "Other",
  rate_value: "Rate {n}",
  field_required: "{label} is a required field",
  field_min: "{label} requires minimum value of {min}",
  field_max: "{label} requires maximum value of {max}",
  field_max_length: "{label} can not have more than {n} characters",
  field_other_value: "Please enter other value",
  form_thank_you: "Thank you! Your answers have been sent.",
  // Issue 18, icons with names: the heading of the search screen's key to the property icons.
  property_legend: "What the icons mean",
} as const;

export type TextKey = keyof typeof en;
/** A language's texts: every key of `en`, so a missing translation is a type error. */
export type Catalogue = { readonly [K in TextKey]: string };
