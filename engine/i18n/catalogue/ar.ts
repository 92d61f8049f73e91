import type { Catalogue } from "./en";

/** Arabic (right to left). */
export const ar: Catalogue = {
  // Venue-overridable strings of the menu payload.
  ui_str_discount: "خصم",
  ui_str_out_of_stock: "نفدت الكمية",
  ui_str_add_to_cart: "أضف إلى السلة",
  ui_str_select_variations: "اختر الخيارات",
  ui_str_required: "مطلوب",
  ui_str_qty: "الكمية",
  ui_str_input_qty: "أدخل الكمية",
  ui_str_save: "حفظ",
  ui_str_cart_subtotal: "المجموع الفرعي",
  ui_str_cart_total: "الإجمالي",
  ui_str_delivery_fees: "رسوم التوصيل",
  ui_str_minimum_order_amount: "الحد الأدنى للطلب: {amount}",
  ui_str_order_type: "نوع الطلب",
  ui_str_delivery: "توصيل",
  ui_str_dine_in: "تناول في المطعم",
  ui_str_takeaway: "استلام",
  ui_str_drive_thru: "من السيارة",
  ui_str_continue_shopping: "العودة إلى القائمة",
  ui_str_add_more_items_to_cart: "أضف المزيد من الأصناف إلى سلتك",
  ui_str_menu_closed: "نحن مغلقون حالياً",
  ui_str_order_active_table: "يوجد طلب نشط على هذه الطاولة",
  ui_str_cart_item_added: "تمت إضافة الصنف إلى السلة",

  // Boot, onboarding and error screens.
  loading: "جارٍ التحميل",
  open_menu: "افتح القائمة",
  language: "اللغة",
  error_title: "خطأ",
  venue_error: "يبدو أن هناك مشكلة في حسابك. يرجى التواصل مع فريق دعم المنتج لحل هذه المشكلة.",
  not_found_title: "القائمة غير موجودة",
  not_found_body: "لا توجد قائمة على هذا العنوان. تحقق من الرابط أو امسح رمز QR مرة أخرى.",

  // Header, drawer and navigation.
  home: "الرئيسية",
  categories: "الفئات",
  back: "رجوع",
  cart: "السلة",
  search: "بحث",
  menu: "القائمة",
  promotions: "العروض",
  app_version: "الإصدار {version}",

  // Accessible names.
  open_drawer: "فتح القائمة الجانبية",
  close_drawer: "إغلاق القائمة الجانبية",
  close: "إغلاق",
  close_dialog: "إغلاق النافذة",
  cart_with_count: "السلة، عدد الأصناف: {count}",
  choose_language: "اختر اللغة",
  quantity: "الكمية",
  increase_quantity: "زيادة الكمية",
  decrease_quantity: "إنقاص الكمية",
  remove_item: "إزالة الصنف",
  previous: "السابق",
  next: "التالي",
  chef_recommends: "توصية الشيف",

  // Global notices.
  new_version: 'يتوفر إصدار جديد (v.{version}). أغلق جميع علامات التبويب وأعد فتح التطبيق أو اضغط على "تحديث"',
  update: "تحديث",

  // Search screen.
  search_no_results: "لم يتم العثور على منتجات",

  // Product screen.
  already_added_to_cart: "تمت إضافته إلى السلة",
  add_to_order: "أضف إلى الطلب",
  adding_to_order: "جارٍ الإضافة إلى الطلب",
  choose_up_to: "اختر حتى {n} من الخيارات",
  special_instructions: "تعليمات خاصة",
  special_instructions_placeholder: "مثال: بدون فلفل / سكر / ملح من فضلك",
  error_adding_item: "حدث خطأ أثناء إضافة الصنف",

  // Cart screen.
  coupon_code: "رمز القسيمة",
  apply_coupon: "تطبيق القسيمة",
  coupon_applied: "تم تطبيق القسيمة",
  delete_coupon: "حذف القسيمة",
  coupon_invalid: "رمز القسيمة غير صالح",
  employee_discount: "خصم الموظفين",
  employee_id: "الرقم الوظيفي",
  employee_id_invalid: "الرقم الوظيفي غير صالح",
  apply: "تطبيق",
  remove: "إزالة",
  upsell_title: "قد يعجبك أيضاً",
  set_delivery_location: "حدد موقع التوصيل",
  delivery_location: "موقع التوصيل",
  edit: "تعديل",
  payment_type: "طريقة الدفع",
  checkout: "إتمام الطلب",
  continue_to_payment: "المتابعة إلى الدفع",

  // Payment types.
  payment_cash: "نقداً",
  payment_machine: "جهاز البطاقات",
  payment_card: "الدفع الإلكتروني",
  payment_loyalty: "نقاط الولاء",
  payment_blue_wallet: "محفظة Blue",

  // Location types.
  location_table: "طاولة",
  location_room: "غرفة",
  table_number: "طاولة رقم {number}",
  room_number: "غرفة رقم {number}",

  // Delivery location screen.
  search_location: "ابحث عن موقع",
  saved_addresses: "العناوين المحفوظة",
  confirm_location: "تأكيد الموقع",
  change: "تغيير",
  flat_no: "رقم الشقة",
  building_premise: "المبنى / المنشأة",
  area_street: "المنطقة / الشارع",
  landmark: "معلم قريب (اختياري)",
  save_address: "حفظ العنوان",
  continue: "متابعة",
  not_there_yet_title: "لم نصل إلى منطقتك بعد",
  not_there_yet_body: "موقعك خارج منطقة التوصيل لدينا. يرجى تغيير الموقع أو اختيار الاستلام.",
  change_location: "تغيير الموقع",

  // Checkout screen.
  name: "الاسم",
  email: "البريد الإلكتروني",
  phone: "رقم الهاتف",
  car_number: "رقم السيارة",
  car_number_placeholder: "A 12345",
  date_time: "التاريخ والوقت",
  address: "العنوان",
  accept_terms: "أوافق على الشروط والأحكام",
  pay_now: "ادفع الآن",
  redirecting: "جارٍ التحويل ...",
  submitting_order: "جارٍ الإرسال",
  submit_order: "إرسال الطلب",
  order_via_whatsapp: "اطلب عبر واتساب",

  // Checkout validation messages.
  name_required: "الاسم حقل مطلوب",
  name_invalid: "يرجى إدخال اسم صحيح",
  email_invalid: "عنوان البريد الإلكتروني غير صالح",
  phone_required: "رقم الهاتف حقل مطلوب",
  phone_invalid: "يرجى إدخال رقم هاتف صحيح",
  car_number_invalid: "يرجى إدخال رقم سيارة صحيح",
  date_required: "التاريخ حقل مطلوب",
  date_invalid: "يرجى اختيار تاريخ ووقت صحيحين",
  address_required: "العنوان حقل مطلوب",
  address_invalid: "العنوان مطلوب للتوصيل",

  // Order submission errors and the active-order dialog.
  order_send_error: "حدث خطأ أثناء إرسال هذا الطلب. يرجى المحاولة مرة أخرى لاحقاً.",
  no_response: "لا توجد استجابة من الخادم",
  request_setup_error: "حدث خطأ أثناء تجهيز الاتصال",
  active_order_title: "طلب نشط",
  active_order_body: "يوجد طلب قائم على هذه الطاولة يحتوي على الأصناف التالية:",
  merge_question: "هل تريد دمج أصناف سلتك مع الطلب القائم؟",
  cancel: "إلغاء",
  merge: "دمج",
  merging: "جارٍ الدمج",

  // Order screen.
  order_success_title: "تم الطلب بنجاح",
  order_success_body: "شكراً لك على طلبك. سيتواصل معك فريقنا قريباً!",
  order_pending: "الطلب قيد الانتظار",
  order_pending_body: "بانتظار تحديثات على طلبك",
  order_accepted: "تم قبول الطلب",
  order_accepted_body: "تم قبول طلبك",
  download_order_details: "تنزيل تفاصيل الطلب",
  order_canceled: "تم إلغاء الطلب، يرجى التواصل مع موظفينا للمساعدة",
  pos_order_busy: "الطاولة مشغولة بطلب من نقطة البيع. يرجى متابعة الطلب مع النادل. شكراً",
  order_details: "تفاصيل الطلب",
  order_number: "طلب رقم {number}",

  // Order summary.
  product: "المنتج",
  price: "السعر",
  taxes: "الضرائب",
  tips: "الإكرامية",
  payments: "المدفوعات",
  balance_due: "المبلغ المستحق",
  change_due: "الباقي",
  order_comments: "ملاحظات الطلب",
  item_count_one: "{count} صنف",
  item_count_other: "{count} أصناف",

  // Tips card.
  add_tip: "إضافة إكرامية",
  tips_custom: "مبلغ آخر",
  tip_amount: "مبلغ الإكرامية",
  remove_tip: "إزالة الإكرامية",

  // Wallet card.
  wallet_balance: "الرصيد: {amount}",
  amount: "المبلغ",
  otp: "رمز التحقق",
  redeem: "استبدال",
  incorrect_otp: "رمز التحقق غير صحيح",

  // Payment options card.
  payment_options: "خيارات الدفع",
  full_payment: "الدفع الكامل",
  split_payment: "تقسيم الدفع",
  guests: "الضيوف",
  guest_number: "الضيف {n}",
  confirm_split: "تأكيد التقسيم",
  invalid_split_total: "مجموع التقسيم غير صحيح",
  pay: "ادفع",
  in_progress: "قيد المعالجة",
  paid: "مدفوع",

  // Payment-provider return screens.
  payment_checking: "جارٍ التحقق من حالة الدفع",
  payment_success: "تم الدفع بنجاح",
  payment_failed: "فشلت عملية الدفع",
  payment_status: "الحالة",
  order_reference: "مرجع الطلب",
  order_id: "رقم الطلب",

  // Feedback and info forms.
  submit: "إرسال",
  submitting: "جارٍ الإرسال",
  form_back_to_menu: "العودة إلى القائمة",
  select_option: "اختر خياراً",
  other_option: "أخرى",
  rate_value: "تقييم {n}",
  field_required: "{label} حقل مطلوب",
  field_min: "{label} يتطلب قيمة لا تقل عن {min}",
  field_max: "{label} يتطلب قيمة لا تزيد عن {max}",
  field_max_length: "{label} لا يمكن أن يحتوي على أكثر من {n} حرفاً",
  field_other_value: "يرجى إدخال قيمة أخرى",
};
