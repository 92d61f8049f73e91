/**
 * The English texts no entry route's first screen shows: the cart, checkout, the order and payment screens, forms,
 * refusals, the outbox. They load with the first module that names one of these keys, through
 * engine/i18n/other-screens-texts.ts, so a guest's first download carries only en-first-screens.ts.
 */
export const enOtherScreens = {
  // Venue-overridable strings of the menu payload (`ui_strings`), both documents.
  ui_str_save: "Save",
  ui_str_cart_subtotal: "Subtotal",
  ui_str_cart_total: "Total",
  ui_str_delivery_fees: "Delivery Fees",
  ui_str_continue_shopping: "Back to Menu",
  ui_str_add_more_items_to_cart: "Add more items to your cart",
  ui_str_order_active_table: "Active order on this table",

  // Boot, onboarding and error screens.
  not_found_body: "There is no menu at this address. Check the link or scan the QR code again.",
  vendor_tagline: "Digital menus and ordering for restaurants, hotels and cafés",
  book_demo: "Book a demo",
  contact_us: "Contact us",
  page_not_found_title: "Page not found",
  page_not_found_body: "This page is not part of the menu.",
  page_load_failed: "This page could not be loaded. Check your connection and try again.",
  try_again: "Try again",

  // Header, drawer and navigation.
  app_version: "Version {version}",

  // Accessible names of controls that show only an icon.
  close_drawer: "Close menu drawer",
  close_dialog: "Close dialog",
  choose_language: "Choose language",
  remove_item: "Remove item",

  // Cart screen: coupon, employee discount, delivery bar, payment type, checkout.
  coupon_code: "Coupon Code",
  apply_coupon: "Apply Coupon",
  coupon_applied: "Coupon Applied",
  delete_coupon: "Delete Coupon",
  coupon_invalid: "Invalid coupon code",
  apply: "Apply",
  remove: "Remove",
  upsell_title: "You may also like",
  set_delivery_location: "Set Delivery Location",
  edit: "Edit",
  continue_to_payment: "Continue to Payment",
  cart_empty: "Your cart is empty",
  cart_line_unavailable: "No longer on the menu, so not counted",
  item_removed: "{name} removed",
  undo: "Undo",
  taxes_included: "included",
  waived: "waived",

  // Payment types.
  payment_cash: "Cash",
  payment_machine: "Card Machine",
  payment_card: "Online Payments",

  // Location types (table, room or area ordering).
  location_table: "Table",
  location_room: "Room",

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
  use_my_location: "Use my location",
  map_outlet: "Our restaurant",
  map_pin_hint: "Move the pin to where we should deliver, then confirm it.",
  location_unavailable: "Your device did not share its location. Move the pin on the map instead.",
  switch_to_takeaway: "Order for takeaway instead",
  address_fields_required: "Flat No., Building / Premise and Area / Street are required to continue.",

  // Checkout screen: fields, submit button, WhatsApp hand-off.
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
  order_number: "Order #{number}",
  order_date: "Date",

  // Order summary (quantity, subtotal, total, delivery fees and discount use the ui_str_ keys above).
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
  amount: "Amount",
  otp: "OTP",
  redeem: "Redeem",
  incorrect_otp: "Incorrect OTP",

  // Payment options card: full or split payment.
  payment_options: "Payment Options",
  full_payment: "Full payment",
  split_payment: "Split payment",
  guest_number: "Guest {n}",
  confirm_split: "Confirm Split",
  invalid_split_total: "Invalid split total",
  pay: "Pay",
  in_progress: "In Progress",

  // Payment-provider return screens.
  payment_checking: "Checking payment status",
  payment_success: "Payment Successful",
  payment_failed: "Payment Failed",
  payment_status: "Status",
  order_reference: "Order Reference",

  // Feedback and info forms.
  submit: "Submit",
  submitting: "Submitting",
  form_back_to_menu: "Back To Menu",
  other_option: "Other",
  rate_value: "Rate {n}",
  field_required: "{label} is a required field",
  field_min: "{label} requires minimum value of {min}",
  field_max: "{label} requires maximum value of {max}",
  field_max_length: "{label} can not have more than {n} characters",
  field_other_value: "Please enter other value",
  form_thank_you: "Thank you! Your answers have been sent.",

  // Issue 18 (order18): a way on after a failed payment, an order that could not be read, a failed merge.
  payment_declined_text: "Your payment was declined, so nothing was charged.",
  payment_canceled_text: "The payment was cancelled, so nothing was charged.",
  payment_failed_text: "The payment did not go through, so nothing was charged.",
  payment_unconfirmed_text: "We could not confirm this payment with the payment provider.",
  payment_order_waiting: "Your order is placed and waiting for payment. Pay again now, or later from your order.",
  pay_again: "Pay again",
  payment_retry_failed: "A new payment could not be started. Please try again in a moment.",
  payment_order_changed: "Your order has changed since this payment. Open it to see what is due now.",
  payment_details: "Payment details",
  last_payment_failed_title: "Your last payment did not go through",
  payment_status_declined: "Declined",
  payment_status_canceled: "Cancelled",
  payment_status_pending: "Pending",
  payment_status_failed: "Not paid",
  order_read_failed_title: "We couldn't load your order",
  order_read_failed_body: "Check your connection and try again.",
  order_read_forbidden_body: "This order can't be opened on this device. Ask the guest who placed it, or our staff.",
  merge_failed: "Your items could not be added to the table's order. Please try again, or ask our staff.",

  // Checkout time, the bottom action bar and table orders (issue 18).
  asap: "As soon as possible",
  schedule_later: "Schedule for later",
  optional: "Optional",
  terms_required: "Please accept the Terms and Conditions",

  // Availability, refusals and coupon reasons (issue 18).
  cart_line_not_available_now: "Not available right now, so not counted",
  cart_line_out_of_stock: "Out of stock, so not counted",
  refusal_title: "Your order was not placed",
  refusal_not_available_now: "{item} is not available right now.",
  refusal_out_of_stock: "{item} is out of stock.",
  refusal_unknown_product: "{item} is no longer on the menu.",
  refusal_quantity_above_stock: "Only {max} of {item} can be ordered.",
  refusal_price_changed: "The price of {item} has changed.",
  refusal_option_unknown: "An option of {item} is no longer offered.",
  refusal_closed_at_time: "We are closed at the time you chose. Please choose another time.",
  refusal_ordering_off: "This venue is not taking orders right now.",
  refusal_order_type: "This way of ordering is not available. Please choose another.",
  refusal_coupon_invalid: "Your coupon can no longer be used. Remove it to continue.",
  refusal_totals_changed: "The prices have changed. Please check your cart and try again.",
  refusal_location_needed: "Please choose your delivery location.",
  refusal_no_online_payment: "Online payment is not available. Please choose another way to pay.",
  refusal_change_time: "Change the time",
  refusal_back_to_cart: "Back to cart",
  coupon_below_minimum: "This coupon applies to orders of {amount} or more.",
  coupon_expired: "This coupon has expired.",
  coupon_not_for_items: "This coupon doesn't apply to the items in your cart.",

  // The order outbox (decision 0055): an order kept while offline.
  outbox_waiting_title: "Waiting for a connection",
  outbox_waiting_body: "Your order is kept on this phone and is sent as soon as you are back online.",
  outbox_sending: "Sending your order…",
  outbox_maybe_sent: "It may already have reached the venue: you will see it confirmed as soon as you are back online.",
  outbox_cancel: "Cancel order",
  outbox_refused_title: "Your order was not accepted",
  outbox_gone: "This order is no longer waiting to be sent.",} as const;
