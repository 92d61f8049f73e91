import type { Catalogue } from "./en";

/** Korean (the spec's language code is `kp`). */
export const kp: Catalogue = {
  // Venue-overridable strings of the menu payload.
  ui_str_discount: "할인",
  ui_str_out_of_stock: "품절",
  ui_str_add_to_cart: "장바구니에 담기",
  ui_str_select_variations: "옵션 선택",
  ui_str_required: "필수",
  ui_str_qty: "수량",
  ui_str_input_qty: "수량 입력",
  ui_str_save: "저장",
  ui_str_cart_subtotal: "소계",
  ui_str_cart_total: "합계",
  ui_str_delivery_fees: "배달비",
  ui_str_minimum_order_amount: "최소 주문 금액: {amount}",
  ui_str_order_type: "주문 방식",
  ui_str_delivery: "배달",
  ui_str_dine_in: "매장 식사",
  ui_str_takeaway: "포장",
  ui_str_drive_thru: "드라이브 스루",
  ui_str_continue_shopping: "메뉴로 돌아가기",
  ui_str_add_more_items_to_cart: "장바구니에 상품을 더 담아 보세요",
  ui_str_menu_closed: "현재 영업시간이 아닙니다",
  ui_str_order_active_table: "이 테이블에 진행 중인 주문이 있습니다",
  ui_str_cart_item_added: "장바구니에 담았습니다",

  // Boot, onboarding and error screens.
  loading: "불러오는 중",
  open_menu: "메뉴 보기",
  language: "언어",
  error_title: "오류",
  venue_error: "계정에 문제가 있는 것 같습니다. 이 오류를 해결하려면 제품 지원팀에 문의해 주세요.",
  not_found_title: "메뉴를 찾을 수 없습니다",
  not_found_body: "이 주소에는 메뉴가 없습니다. 링크를 확인하거나 QR 코드를 다시 스캔해 주세요.",

  // Header, drawer and navigation.
  home: "홈",
  categories: "카테고리",
  back: "뒤로",
  cart: "장바구니",
  search: "검색",
  menu: "메뉴",
  promotions: "프로모션",
  app_version: "버전 {version}",

  // Accessible names.
  open_drawer: "탐색 메뉴 열기",
  close_drawer: "탐색 메뉴 닫기",
  close: "닫기",
  close_dialog: "대화 상자 닫기",
  cart_with_count: "장바구니, 상품 {count}개",
  choose_language: "언어 선택",
  quantity: "수량",
  increase_quantity: "수량 늘리기",
  decrease_quantity: "수량 줄이기",
  remove_item: "상품 삭제",
  previous: "이전",
  next: "다음",
  chef_recommends: "셰프 추천",

  // Global notices.
  new_version: "새 버전(v.{version})을 사용할 수 있습니다. 모든 탭을 닫고 앱을 다시 열거나 \"업데이트\"를 누르세요",
  update: "업데이트",

  // Search screen.
  search_no_results: "검색된 상품이 없습니다",

  // Product screen.
  already_added_to_cart: "이미 장바구니에 담김",
  add_to_order: "주문에 추가",
  adding_to_order: "주문에 추가하는 중",
  choose_up_to: "최대 {n}개 선택",
  special_instructions: "요청 사항",
  special_instructions_placeholder: "예: 후추 / 설탕 / 소금은 빼 주세요",
  error_adding_item: "상품을 추가하는 중 오류가 발생했습니다",

  // Cart screen.
  coupon_code: "쿠폰 코드",
  apply_coupon: "쿠폰 적용",
  coupon_applied: "쿠폰 적용됨",
  delete_coupon: "쿠폰 삭제",
  coupon_invalid: "유효하지 않은 쿠폰 코드입니다",
  employee_discount: "직원 할인",
  employee_id: "직원 ID",
  employee_id_invalid: "유효하지 않은 직원 ID입니다",
  apply: "적용",
  remove: "삭제",
  upsell_title: "이런 메뉴는 어떠세요?",
  set_delivery_location: "배달 위치 설정",
  delivery_location: "배달 위치",
  edit: "수정",
  payment_type: "결제 방법",
  checkout: "주문하기",
  continue_to_payment: "결제 계속하기",

  // Payment types.
  payment_cash: "현금",
  payment_machine: "카드 단말기",
  payment_card: "온라인 결제",
  payment_loyalty: "포인트",
  payment_blue_wallet: "Blue Wallet",

  // Location types.
  location_table: "테이블",
  location_room: "객실",
  table_number: "테이블 {number}번",
  room_number: "객실 {number}호",

  // Delivery location screen.
  search_location: "위치 검색",
  saved_addresses: "저장된 주소",
  confirm_location: "위치 확인",
  change: "변경",
  flat_no: "호수",
  building_premise: "건물 / 시설",
  area_street: "지역 / 도로명",
  landmark: "주변 랜드마크 (선택)",
  save_address: "주소 저장",
  continue: "계속",
  not_there_yet_title: "아직 배달하지 않는 지역입니다",
  not_there_yet_body: "선택하신 위치는 배달 지역 밖에 있습니다. 위치를 변경하거나 포장 주문을 선택해 주세요.",
  change_location: "위치 변경",

  // Checkout screen.
  name: "이름",
  email: "이메일",
  phone: "전화번호",
  car_number: "차량 번호",
  car_number_placeholder: "A 12345",
  date_time: "날짜 및 시간",
  address: "주소",
  accept_terms: "이용약관에 동의합니다",
  pay_now: "지금 결제하기",
  redirecting: "이동 중 ...",
  submitting_order: "전송 중",
  submit_order: "주문 보내기",
  order_via_whatsapp: "WhatsApp으로 주문",

  // Checkout validation messages.
  name_required: "이름은 필수 항목입니다",
  name_invalid: "올바른 이름을 입력해 주세요",
  email_invalid: "유효하지 않은 이메일 주소입니다",
  phone_required: "전화번호는 필수 항목입니다",
  phone_invalid: "올바른 전화번호를 입력해 주세요",
  car_number_invalid: "올바른 차량 번호를 입력해 주세요",
  date_required: "날짜는 필수 항목입니다",
  date_invalid: "올바른 날짜와 시간을 선택해 주세요",
  address_required: "주소는 필수 항목입니다",
  address_invalid: "배달 주문에는 주소가 필요합니다",

  // Order submission errors and the active-order dialog.
  order_send_error: "주문을 보내는 중 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.",
  no_response: "서버에서 응답이 없습니다",
  request_setup_error: "요청을 준비하는 중 오류가 발생했습니다",
  active_order_title: "진행 중인 주문",
  active_order_body: "이 테이블에 다음 상품이 포함된 주문이 이미 있습니다:",
  merge_question: "장바구니 상품을 기존 주문에 합치시겠습니까?",
  cancel: "취소",
  merge: "합치기",
  merging: "합치는 중",

  // Order screen.
  order_success_title: "주문 완료",
  order_success_body: "주문해 주셔서 감사합니다. 곧 담당 직원이 연락드리겠습니다!",
  order_pending: "주문 대기 중",
  order_pending_body: "주문 상태 업데이트를 기다리고 있습니다",
  order_accepted: "주문 접수됨",
  order_accepted_body: "주문이 접수되었습니다",
  download_order_details: "주문 내역 다운로드",
  order_canceled: "주문이 취소되었습니다. 직원에게 문의해 주세요",
  pos_order_busy: "이 테이블은 POS 주문이 진행 중입니다. 직원에게 주문해 주세요. 감사합니다",
  order_details: "주문 상세",
  order_number: "주문 번호 {number}",

  // Order summary.
  product: "상품",
  price: "가격",
  taxes: "세금",
  tips: "팁",
  payments: "결제 내역",
  balance_due: "남은 금액",
  change_due: "거스름돈",
  order_comments: "주문 메모",
  item_count_one: "상품 {count}개",
  item_count_other: "상품 {count}개",

  // Tips card.
  add_tip: "팁 추가",
  tips_custom: "직접 입력",
  tip_amount: "팁 금액",
  remove_tip: "팁 삭제",

  // Wallet card.
  wallet_balance: "잔액: {amount}",
  amount: "금액",
  otp: "인증 코드",
  redeem: "사용하기",
  incorrect_otp: "인증 코드가 올바르지 않습니다",

  // Payment options card.
  payment_options: "결제 옵션",
  full_payment: "전체 결제",
  split_payment: "나누어 결제",
  guests: "인원",
  guest_number: "손님 {n}",
  confirm_split: "분할 확인",
  invalid_split_total: "분할 금액 합계가 올바르지 않습니다",
  pay: "결제",
  in_progress: "진행 중",
  paid: "결제 완료",

  // Payment-provider return screens.
  payment_checking: "결제 상태를 확인하는 중",
  payment_success: "결제 완료",
  payment_failed: "결제 실패",
  payment_status: "상태",
  order_reference: "주문 참조 번호",
  order_id: "주문 ID",

  // Feedback and info forms.
  submit: "제출",
  submitting: "제출 중",
  form_back_to_menu: "메뉴로 돌아가기",
  select_option: "옵션을 선택하세요",
  other_option: "기타",
  rate_value: "{n}점 평가",
  field_required: "{label}은(는) 필수 항목입니다",
  field_min: "{label}의 최솟값은 {min}입니다",
  field_max: "{label}의 최댓값은 {max}입니다",
  field_max_length: "{label}은(는) {n}자를 넘을 수 없습니다",
  field_other_value: "다른 값을 입력해 주세요",
};
