import type { Catalogue } from "./en";

/** Hebrew (right to left). */
export const he: Catalogue = {
  // Venue-overridable strings of the menu payload.
  ui_str_discount: "הנחה",
  ui_str_out_of_stock: "אזל מהמלאי",
  ui_str_add_to_cart: "הוספה לעגלה",
  ui_str_select_variations: "בחירת אפשרויות",
  ui_str_required: "חובה",
  ui_str_qty: "כמות",
  ui_str_input_qty: "הזנת כמות",
  ui_str_save: "שמירה",
  ui_str_cart_subtotal: "סכום ביניים",
  ui_str_cart_total: "סה״כ",
  ui_str_delivery_fees: "דמי משלוח",
  ui_str_minimum_order_amount: "נדרש סכום הזמנה מינימלי: {amount}",
  ui_str_order_type: "סוג הזמנה",
  ui_str_delivery: "משלוח",
  ui_str_dine_in: "ישיבה במקום",
  ui_str_takeaway: "איסוף עצמי",
  ui_str_drive_thru: "דרייב-אין",
  ui_str_continue_shopping: "חזרה לתפריט",
  ui_str_add_more_items_to_cart: "הוסיפו עוד פריטים לעגלה",
  ui_str_menu_closed: "אנחנו סגורים כרגע",
  ui_str_order_active_table: "קיימת הזמנה פעילה בשולחן זה",
  ui_str_cart_item_added: "הפריט נוסף לעגלה",

  // Boot, onboarding and error screens.
  loading: "טוען",
  open_menu: "לתפריט",
  language: "שפה",
  error_title: "שגיאה",
  venue_error: "נראה שיש בעיה בחשבון שלך. יש לפנות לצוות התמיכה של המוצר כדי לפתור שגיאה זו.",
  not_found_title: "התפריט לא נמצא",
  not_found_body: "אין תפריט בכתובת זו. בדקו את הקישור או סרקו שוב את קוד ה-QR.",

  // Header, drawer and navigation.
  home: "דף הבית",
  categories: "קטגוריות",
  back: "חזרה",
  cart: "עגלה",
  search: "חיפוש",
  menu: "תפריט",
  promotions: "מבצעים",
  app_version: "גרסה {version}",

  // Accessible names.
  open_drawer: "פתיחת תפריט הניווט",
  close_drawer: "סגירת תפריט הניווט",
  close: "סגירה",
  close_dialog: "סגירת החלון",
  cart_with_count: "עגלה, פריטים: {count}",
  choose_language: "בחירת שפה",
  quantity: "כמות",
  increase_quantity: "הגדלת הכמות",
  decrease_quantity: "הקטנת הכמות",
  remove_item: "הסרת הפריט",
  previous: "הקודם",
  next: "הבא",
  chef_recommends: "המלצת השף",

  // Global notices.
  new_version: 'גרסה חדשה (v.{version}) זמינה. סגרו את כל הכרטיסיות ופתחו מחדש את האפליקציה או לחצו על "עדכון"',
  update: "עדכון",

  // Search screen.
  search_no_results: "לא נמצאו מוצרים",

  // Product screen.
  already_added_to_cart: "כבר נוסף לעגלה",
  add_to_order: "הוספה להזמנה",
  adding_to_order: "מוסיף להזמנה",
  choose_up_to: "יש לבחור עד {n} אפשרויות",
  special_instructions: "הוראות מיוחדות",
  special_instructions_placeholder: "לדוגמה: בלי פלפל / סוכר / מלח בבקשה",
  error_adding_item: "שגיאה בהוספת הפריט",

  // Cart screen.
  coupon_code: "קוד קופון",
  apply_coupon: "החלת קופון",
  coupon_applied: "הקופון הוחל",
  delete_coupon: "מחיקת קופון",
  coupon_invalid: "קוד קופון לא תקין",
  employee_discount: "הנחת עובד",
  employee_id: "מספר עובד",
  employee_id_invalid: "מספר עובד לא תקין",
  apply: "החלה",
  remove: "הסרה",
  upsell_title: "אולי תאהבו גם",
  set_delivery_location: "הגדרת מיקום למשלוח",
  delivery_location: "מיקום למשלוח",
  edit: "עריכה",
  payment_type: "אמצעי תשלום",
  checkout: "לתשלום",
  continue_to_payment: "המשך לתשלום",

  // Payment types.
  payment_cash: "מזומן",
  payment_machine: "מסוף אשראי",
  payment_card: "תשלום מקוון",
  payment_loyalty: "מועדון לקוחות",
  payment_blue_wallet: "Blue Wallet",

  // Location types.
  location_table: "שולחן",
  location_room: "חדר",
  table_number: "שולחן מס׳ {number}",
  room_number: "חדר מס׳ {number}",

  // Delivery location screen.
  search_location: "חיפוש מיקום",
  saved_addresses: "כתובות שמורות",
  confirm_location: "אישור מיקום",
  change: "שינוי",
  flat_no: "מספר דירה",
  building_premise: "בניין / מבנה",
  area_street: "אזור / רחוב",
  landmark: "נקודת ציון (לא חובה)",
  save_address: "שמירת כתובת",
  continue: "המשך",
  not_there_yet_title: "עוד לא הגענו לשם",
  not_there_yet_body: "המיקום שלך נמצא מחוץ לאזור המשלוחים שלנו. אפשר לשנות את המיקום או לבחור באיסוף עצמי.",
  change_location: "שינוי מיקום",

  // Checkout screen.
  name: "שם",
  email: "דוא״ל",
  phone: "טלפון",
  car_number: "מספר רכב",
  car_number_placeholder: "A 12345",
  date_time: "תאריך ושעה",
  address: "כתובת",
  accept_terms: "אני מסכים/ה לתנאים ולהגבלות",
  pay_now: "לתשלום עכשיו",
  redirecting: "מעביר ...",
  submitting_order: "שולח",
  submit_order: "שליחת ההזמנה",
  order_via_whatsapp: "הזמנה בוואטסאפ",

  // Checkout validation messages.
  name_required: "שם הוא שדה חובה",
  name_invalid: "יש להזין שם תקין",
  email_invalid: "כתובת דוא״ל לא תקינה",
  phone_required: "טלפון הוא שדה חובה",
  phone_invalid: "יש להזין מספר טלפון תקין",
  car_number_invalid: "יש להזין מספר רכב תקין",
  date_required: "תאריך הוא שדה חובה",
  date_invalid: "יש לבחור תאריך ושעה תקינים",
  address_required: "כתובת היא שדה חובה",
  address_invalid: "נדרשת כתובת למשלוח",

  // Order submission errors and the active-order dialog.
  order_send_error: "אירעה שגיאה בשליחת ההזמנה. יש לנסות שוב מאוחר יותר.",
  no_response: "אין תגובה מהשרת",
  request_setup_error: "שגיאה בהכנת הבקשה",
  active_order_title: "הזמנה פעילה",
  active_order_body: "קיימת הזמנה בשולחן זה עם הפריטים הבאים:",
  merge_question: "לאחד את הפריטים שבעגלה עם ההזמנה הקיימת?",
  cancel: "ביטול",
  merge: "איחוד",
  merging: "מאחד",

  // Order screen.
  order_success_title: "ההזמנה בוצעה בהצלחה",
  order_success_body: "תודה על ההזמנה. הצוות שלנו יחזור אליך בקרוב!",
  order_pending: "ההזמנה ממתינה",
  order_pending_body: "ממתינים לעדכונים על ההזמנה שלך",
  order_accepted: "ההזמנה התקבלה",
  order_accepted_body: "ההזמנה שלך התקבלה",
  download_order_details: "הורדת פרטי ההזמנה",
  order_canceled: "ההזמנה בוטלה, יש לפנות לצוות שלנו לקבלת עזרה",
  pos_order_busy: "השולחן תפוס עם הזמנה מהקופה. יש להמשיך את ההזמנה מול מלצר. תודה",
  order_details: "פרטי ההזמנה",
  order_number: "הזמנה מס׳ {number}",

  // Order summary.
  product: "מוצר",
  price: "מחיר",
  taxes: "מסים",
  tips: "טיפ",
  payments: "תשלומים",
  balance_due: "יתרה לתשלום",
  change_due: "עודף",
  order_comments: "הערות להזמנה",
  item_count_one: "{count} פריט",
  item_count_other: "{count} פריטים",

  // Tips card.
  add_tip: "הוספת טיפ",
  tips_custom: "סכום אחר",
  tip_amount: "סכום הטיפ",
  remove_tip: "הסרת הטיפ",

  // Wallet card.
  wallet_balance: "יתרה: {amount}",
  amount: "סכום",
  otp: "קוד חד-פעמי",
  redeem: "מימוש",
  incorrect_otp: "קוד שגוי",

  // Payment options card.
  payment_options: "אפשרויות תשלום",
  full_payment: "תשלום מלא",
  split_payment: "פיצול תשלום",
  guests: "סועדים",
  guest_number: "סועד {n}",
  confirm_split: "אישור הפיצול",
  invalid_split_total: "סכום הפיצול שגוי",
  pay: "תשלום",
  in_progress: "בתהליך",
  paid: "שולם",

  // Payment-provider return screens.
  payment_checking: "בודק את סטטוס התשלום",
  payment_success: "התשלום בוצע בהצלחה",
  payment_failed: "התשלום נכשל",
  payment_status: "סטטוס",
  order_reference: "אסמכתת הזמנה",
  order_id: "מזהה הזמנה",

  // Feedback and info forms.
  submit: "שליחה",
  submitting: "שולח",
  form_back_to_menu: "חזרה לתפריט",
  select_option: "בחירת אפשרות",
  other_option: "אחר",
  rate_value: "דירוג {n}",
  field_required: "{label} הוא שדה חובה",
  field_min: "{label} דורש ערך מינימלי של {min}",
  field_max: "{label} דורש ערך מקסימלי של {max}",
  field_max_length: "{label} לא יכול להכיל יותר מ-{n} תווים",
  field_other_value: "יש להזין ערך אחר",
};
