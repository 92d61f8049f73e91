import type { Catalogue } from "./en";

/** Thai. */
export const th: Catalogue = {
  // Venue-overridable strings of the menu payload.
  ui_str_discount: "ส่วนลด",
  ui_str_out_of_stock: "สินค้าหมด",
  ui_str_add_to_cart: "ใส่ตะกร้า",
  ui_str_select_variations: "เลือกตัวเลือก",
  ui_str_required: "จำเป็น",
  ui_str_qty: "จำนวน",
  ui_str_input_qty: "ระบุจำนวน",
  ui_str_save: "บันทึก",
  ui_str_cart_subtotal: "ยอดรวมย่อย",
  ui_str_cart_total: "ยอดรวม",
  ui_str_delivery_fees: "ค่าจัดส่ง",
  ui_str_minimum_order_amount: "ยอดสั่งซื้อขั้นต่ำ: {amount}",
  ui_str_order_type: "ประเภทการสั่ง",
  ui_str_delivery: "จัดส่ง",
  ui_str_dine_in: "ทานที่ร้าน",
  ui_str_takeaway: "สั่งกลับบ้าน",
  ui_str_drive_thru: "ไดรฟ์ทรู",
  ui_str_continue_shopping: "กลับไปที่เมนู",
  ui_str_add_more_items_to_cart: "เพิ่มรายการลงในตะกร้าของคุณอีก",
  ui_str_menu_closed: "ขณะนี้ร้านปิดอยู่",
  ui_str_order_active_table: "โต๊ะนี้มีคำสั่งซื้อที่กำลังดำเนินการอยู่",
  ui_str_cart_item_added: "เพิ่มรายการลงในตะกร้าแล้ว",

  // Boot, onboarding and error screens.
  loading: "กำลังโหลด",
  open_menu: "เปิดเมนู",
  language: "ภาษา",
  error_title: "ข้อผิดพลาด",
  venue_error: "ดูเหมือนว่าบัญชีของคุณมีปัญหา โปรดติดต่อทีมสนับสนุนของผลิตภัณฑ์เพื่อแก้ไขข้อผิดพลาดนี้",
  not_found_title: "ไม่พบเมนู",
  not_found_body: "ไม่มีเมนูที่ที่อยู่นี้ โปรดตรวจสอบลิงก์หรือสแกนคิวอาร์โค้ดอีกครั้ง",

  // Header, drawer and navigation.
  home: "หน้าแรก",
  categories: "หมวดหมู่",
  back: "ย้อนกลับ",
  cart: "ตะกร้า",
  search: "ค้นหา",
  menu: "เมนู",
  promotions: "โปรโมชัน",
  app_version: "เวอร์ชัน {version}",

  // Accessible names.
  open_drawer: "เปิดเมนูนำทาง",
  close_drawer: "ปิดเมนูนำทาง",
  close: "ปิด",
  close_dialog: "ปิดหน้าต่าง",
  cart_with_count: "ตะกร้า มี {count} รายการ",
  choose_language: "เลือกภาษา",
  quantity: "จำนวน",
  increase_quantity: "เพิ่มจำนวน",
  decrease_quantity: "ลดจำนวน",
  remove_item: "ลบรายการ",
  previous: "ก่อนหน้า",
  next: "ถัดไป",
  chef_recommends: "เชฟแนะนำ",

  // Global notices.
  new_version: "มีเวอร์ชันใหม่ (v.{version}) พร้อมใช้งาน ปิดแท็บทั้งหมดแล้วเปิดแอปใหม่ หรือกด \"อัปเดต\"",
  update: "อัปเดต",

  // Search screen.
  search_no_results: "ไม่พบสินค้า",

  // Product screen.
  already_added_to_cart: "อยู่ในตะกร้าแล้ว",
  add_to_order: "เพิ่มในคำสั่งซื้อ",
  adding_to_order: "กำลังเพิ่มในคำสั่งซื้อ",
  choose_up_to: "เลือกได้สูงสุด {n} ตัวเลือก",
  special_instructions: "คำขอพิเศษ",
  special_instructions_placeholder: "ตัวอย่าง: ไม่ใส่พริกไทย / น้ำตาล / เกลือ",
  error_adding_item: "เกิดข้อผิดพลาดในการเพิ่มรายการ",

  // Cart screen.
  coupon_code: "รหัสคูปอง",
  apply_coupon: "ใช้คูปอง",
  coupon_applied: "ใช้คูปองแล้ว",
  delete_coupon: "ลบคูปอง",
  coupon_invalid: "รหัสคูปองไม่ถูกต้อง",
  employee_discount: "ส่วนลดพนักงาน",
  employee_id: "รหัสพนักงาน",
  employee_id_invalid: "รหัสพนักงานไม่ถูกต้อง",
  apply: "ใช้",
  remove: "ลบ",
  upsell_title: "คุณอาจชอบสิ่งนี้ด้วย",
  set_delivery_location: "กำหนดตำแหน่งจัดส่ง",
  delivery_location: "ตำแหน่งจัดส่ง",
  edit: "แก้ไข",
  payment_type: "วิธีชำระเงิน",
  checkout: "ชำระเงิน",
  continue_to_payment: "ไปที่การชำระเงิน",

  // Payment types.
  payment_cash: "เงินสด",
  payment_machine: "เครื่องรูดบัตร",
  payment_card: "ชำระเงินออนไลน์",
  payment_loyalty: "คะแนนสะสม",
  payment_blue_wallet: "Blue Wallet",

  // Location types.
  location_table: "โต๊ะ",
  location_room: "ห้อง",
  table_number: "โต๊ะหมายเลข {number}",
  room_number: "ห้องหมายเลข {number}",

  // Delivery location screen.
  search_location: "ค้นหาสถานที่",
  saved_addresses: "ที่อยู่ที่บันทึกไว้",
  confirm_location: "ยืนยันตำแหน่ง",
  change: "เปลี่ยน",
  flat_no: "เลขที่ห้อง",
  building_premise: "อาคาร / สถานที่",
  area_street: "ย่าน / ถนน",
  landmark: "จุดสังเกต (ไม่บังคับ)",
  save_address: "บันทึกที่อยู่",
  continue: "ดำเนินการต่อ",
  not_there_yet_title: "เรายังไม่ให้บริการในพื้นที่นี้",
  not_there_yet_body: "ตำแหน่งของคุณอยู่นอกพื้นที่จัดส่งของเรา โปรดเปลี่ยนตำแหน่งหรือเลือกรับสินค้าเอง",
  change_location: "เปลี่ยนตำแหน่ง",

  // Checkout screen.
  name: "ชื่อ",
  email: "อีเมล",
  phone: "โทรศัพท์",
  car_number: "ทะเบียนรถ",
  car_number_placeholder: "A 12345",
  date_time: "วันที่และเวลา",
  address: "ที่อยู่",
  accept_terms: "ฉันยอมรับข้อกำหนดและเงื่อนไข",
  pay_now: "ชำระเงินตอนนี้",
  redirecting: "กำลังเปลี่ยนเส้นทาง ...",
  submitting_order: "กำลังส่ง",
  submit_order: "ส่งคำสั่งซื้อ",
  order_via_whatsapp: "สั่งผ่าน WhatsApp",

  // Checkout validation messages.
  name_required: "ต้องระบุชื่อ",
  name_invalid: "โปรดระบุชื่อที่ถูกต้อง",
  email_invalid: "ที่อยู่อีเมลไม่ถูกต้อง",
  phone_required: "ต้องระบุหมายเลขโทรศัพท์",
  phone_invalid: "โปรดระบุหมายเลขโทรศัพท์ที่ถูกต้อง",
  car_number_invalid: "โปรดระบุทะเบียนรถที่ถูกต้อง",
  date_required: "ต้องระบุวันที่",
  date_invalid: "โปรดเลือกวันที่และเวลาที่ถูกต้อง",
  address_required: "ต้องระบุที่อยู่",
  address_invalid: "ต้องระบุที่อยู่สำหรับการจัดส่ง",

  // Order submission errors and the active-order dialog.
  order_send_error: "เกิดข้อผิดพลาดในการส่งคำสั่งซื้อนี้ โปรดลองอีกครั้งในภายหลัง",
  no_response: "ไม่มีการตอบสนองจากเซิร์ฟเวอร์",
  request_setup_error: "เกิดข้อผิดพลาดในการเตรียมคำขอ",
  active_order_title: "คำสั่งซื้อที่ดำเนินการอยู่",
  active_order_body: "โต๊ะนี้มีคำสั่งซื้ออยู่แล้ว โดยมีรายการดังต่อไปนี้:",
  merge_question: "รวมรายการในตะกร้าของคุณเข้ากับคำสั่งซื้อเดิมหรือไม่?",
  cancel: "ยกเลิก",
  merge: "รวม",
  merging: "กำลังรวม",

  // Order screen.
  order_success_title: "สั่งซื้อสำเร็จ",
  order_success_body: "ขอบคุณสำหรับคำสั่งซื้อ ทีมงานของเราจะติดต่อกลับโดยเร็ว!",
  order_pending: "รอดำเนินการ",
  order_pending_body: "กำลังรอการอัปเดตคำสั่งซื้อของคุณ",
  order_accepted: "รับคำสั่งซื้อแล้ว",
  order_accepted_body: "คำสั่งซื้อของคุณได้รับการยืนยันแล้ว",
  download_order_details: "ดาวน์โหลดรายละเอียดคำสั่งซื้อ",
  order_canceled: "คำสั่งซื้อถูกยกเลิก โปรดติดต่อพนักงานของเราเพื่อขอความช่วยเหลือ",
  pos_order_busy: "โต๊ะนี้มีคำสั่งซื้อจากระบบ POS อยู่ โปรดสั่งอาหารกับพนักงานเสิร์ฟ ขอบคุณ",
  order_details: "รายละเอียดคำสั่งซื้อ",
  order_number: "คำสั่งซื้อ #{number}",

  // Order summary.
  product: "สินค้า",
  price: "ราคา",
  taxes: "ภาษี",
  tips: "ทิป",
  payments: "การชำระเงิน",
  balance_due: "ยอดค้างชำระ",
  change_due: "เงินทอน",
  order_comments: "หมายเหตุคำสั่งซื้อ",
  item_count_one: "{count} รายการ",
  item_count_other: "{count} รายการ",

  // Tips card.
  add_tip: "ให้ทิป",
  tips_custom: "กำหนดเอง",
  tip_amount: "จำนวนทิป",
  remove_tip: "ลบทิป",

  // Wallet card.
  wallet_balance: "ยอดคงเหลือ: {amount}",
  amount: "จำนวนเงิน",
  otp: "รหัส OTP",
  redeem: "แลกใช้",
  incorrect_otp: "รหัส OTP ไม่ถูกต้อง",

  // Payment options card.
  payment_options: "ตัวเลือกการชำระเงิน",
  full_payment: "ชำระเต็มจำนวน",
  split_payment: "แยกจ่าย",
  guests: "จำนวนแขก",
  guest_number: "แขกคนที่ {n}",
  confirm_split: "ยืนยันการแยกจ่าย",
  invalid_split_total: "ยอดรวมการแยกจ่ายไม่ถูกต้อง",
  pay: "จ่ายเงิน",
  in_progress: "กำลังดำเนินการ",
  paid: "ชำระแล้ว",

  // Payment-provider return screens.
  payment_checking: "กำลังตรวจสอบสถานะการชำระเงิน",
  payment_success: "ชำระเงินสำเร็จ",
  payment_failed: "การชำระเงินไม่สำเร็จ",
  payment_status: "สถานะ",
  order_reference: "เลขอ้างอิงคำสั่งซื้อ",
  order_id: "รหัสคำสั่งซื้อ",

  // Feedback and info forms.
  submit: "ส่ง",
  submitting: "กำลังส่ง",
  form_back_to_menu: "กลับไปที่เมนู",
  select_option: "เลือกตัวเลือก",
  other_option: "อื่นๆ",
  rate_value: "ให้คะแนน {n}",
  field_required: "ต้องระบุ{label}",
  field_min: "{label} ต้องมีค่าอย่างน้อย {min}",
  field_max: "{label} ต้องมีค่าไม่เกิน {max}",
  field_max_length: "{label} ต้องมีความยาวไม่เกิน {n} ตัวอักษร",
  field_other_value: "โปรดระบุค่าอื่น",
};
