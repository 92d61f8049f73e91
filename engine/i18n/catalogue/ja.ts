import type { Catalogue } from "./en";

/** Japanese. */
export const ja: Catalogue = {
  // Venue-overridable strings of the menu payload.
  ui_str_discount: "割引",
  ui_str_out_of_stock: "品切れ",
  ui_str_add_to_cart: "カートに追加",
  ui_str_select_variations: "オプションを選択",
  ui_str_required: "必須",
  ui_str_qty: "数量",
  ui_str_input_qty: "数量を入力",
  ui_str_save: "保存",
  ui_str_cart_subtotal: "小計",
  ui_str_cart_total: "合計",
  ui_str_delivery_fees: "配達料",
  ui_str_minimum_order_amount: "最低注文金額: {amount}",
  ui_str_order_type: "注文方法",
  ui_str_delivery: "デリバリー",
  ui_str_dine_in: "店内飲食",
  ui_str_takeaway: "テイクアウト",
  ui_str_drive_thru: "ドライブスルー",
  ui_str_continue_shopping: "メニューに戻る",
  ui_str_add_more_items_to_cart: "カートに商品を追加してください",
  ui_str_menu_closed: "現在は営業時間外です",
  ui_str_order_active_table: "このテーブルには進行中の注文があります",
  ui_str_cart_item_added: "カートに追加しました",

  // Boot, onboarding and error screens.
  loading: "読み込み中",
  open_menu: "メニューを開く",
  language: "言語",
  error_title: "エラー",
  venue_error: "アカウントに問題があるようです。このエラーを解決するには、製品のサポートチームにお問い合わせください。",
  not_found_title: "メニューが見つかりません",
  not_found_body: "このアドレスにはメニューがありません。リンクを確認するか、QRコードをもう一度読み取ってください。",

  // Header, drawer and navigation.
  home: "ホーム",
  categories: "カテゴリー",
  back: "戻る",
  cart: "カート",
  search: "検索",
  menu: "メニュー",
  promotions: "キャンペーン",
  app_version: "バージョン {version}",

  // Accessible names.
  open_drawer: "ナビゲーションメニューを開く",
  close_drawer: "ナビゲーションメニューを閉じる",
  close: "閉じる",
  close_dialog: "ダイアログを閉じる",
  cart_with_count: "カート（{count}点）",
  choose_language: "言語を選択",
  quantity: "数量",
  increase_quantity: "数量を増やす",
  decrease_quantity: "数量を減らす",
  remove_item: "商品を削除",
  previous: "前へ",
  next: "次へ",
  chef_recommends: "シェフのおすすめ",

  // Global notices.
  new_version: "新しいバージョン（v.{version}）が利用可能です。すべてのタブを閉じてアプリを開き直すか、「更新」を押してください",
  update: "更新",

  // Search screen.
  search_no_results: "該当する商品がありません",

  // Product screen.
  already_added_to_cart: "カートに追加済み",
  add_to_order: "注文に追加",
  adding_to_order: "注文に追加中",
  choose_up_to: "{n}個まで選択できます",
  special_instructions: "ご要望",
  special_instructions_placeholder: "例：コショウ / 砂糖 / 塩は抜いてください",
  error_adding_item: "商品の追加中にエラーが発生しました",

  // Cart screen.
  coupon_code: "クーポンコード",
  apply_coupon: "クーポンを適用",
  coupon_applied: "クーポン適用済み",
  delete_coupon: "クーポンを削除",
  coupon_invalid: "無効なクーポンコードです",
  employee_discount: "従業員割引",
  employee_id: "従業員ID",
  employee_id_invalid: "無効な従業員IDです",
  apply: "適用",
  remove: "削除",
  upsell_title: "こちらもおすすめ",
  set_delivery_location: "お届け先を設定",
  delivery_location: "お届け先",
  edit: "編集",
  payment_type: "お支払い方法",
  checkout: "注文手続きへ",
  continue_to_payment: "お支払いへ進む",

  // Payment types.
  payment_cash: "現金",
  payment_machine: "カード端末",
  payment_card: "オンライン決済",
  payment_loyalty: "ポイント",
  payment_blue_wallet: "Blue Wallet",

  // Location types.
  location_table: "テーブル",
  location_room: "部屋",
  table_number: "テーブル番号 {number}",
  room_number: "部屋番号 {number}",

  // Delivery location screen.
  search_location: "場所を検索",
  saved_addresses: "保存済みの住所",
  confirm_location: "場所を確定",
  change: "変更",
  flat_no: "部屋番号",
  building_premise: "建物名 / 施設名",
  area_street: "地域 / 通り",
  landmark: "目印（任意）",
  save_address: "住所を保存",
  continue: "続ける",
  not_there_yet_title: "まだこの地域には対応していません",
  not_there_yet_body: "指定された場所は配達エリア外です。場所を変更するか、お持ち帰りをお選びください。",
  change_location: "場所を変更",

  // Checkout screen.
  name: "お名前",
  email: "メールアドレス",
  phone: "電話番号",
  car_number: "車両ナンバー",
  car_number_placeholder: "A 12345",
  date_time: "日時",
  address: "住所",
  accept_terms: "利用規約に同意します",
  pay_now: "今すぐ支払う",
  redirecting: "リダイレクト中 ...",
  submitting_order: "送信中",
  submit_order: "注文を送信",
  order_via_whatsapp: "WhatsAppで注文",

  // Checkout validation messages.
  name_required: "お名前は必須項目です",
  name_invalid: "有効なお名前を入力してください",
  email_invalid: "メールアドレスが無効です",
  phone_required: "電話番号は必須項目です",
  phone_invalid: "有効な電話番号を入力してください",
  car_number_invalid: "有効な車両ナンバーを入力してください",
  date_required: "日付は必須項目です",
  date_invalid: "有効な日時を選択してください",
  address_required: "住所は必須項目です",
  address_invalid: "デリバリーには住所が必要です",

  // Order submission errors and the active-order dialog.
  order_send_error: "注文の送信中にエラーが発生しました。しばらくしてからもう一度お試しください。",
  no_response: "サーバーから応答がありません",
  request_setup_error: "リクエストの準備中にエラーが発生しました",
  active_order_title: "進行中の注文",
  active_order_body: "このテーブルには次の商品を含む注文がすでにあります：",
  merge_question: "カートの商品を既存の注文にまとめますか？",
  cancel: "キャンセル",
  merge: "まとめる",
  merging: "まとめています",

  // Order screen.
  order_success_title: "ご注文完了",
  order_success_body: "ご注文ありがとうございます。まもなくスタッフよりご連絡いたします！",
  order_pending: "注文受付待ち",
  order_pending_body: "ご注文の更新をお待ちください",
  order_accepted: "注文受付済み",
  order_accepted_body: "ご注文を承りました",
  download_order_details: "注文明細をダウンロード",
  order_canceled: "ご注文はキャンセルされました。スタッフまでお問い合わせください",
  pos_order_busy: "このテーブルはレジで注文を処理中です。スタッフにご注文ください。ありがとうございます",
  order_details: "注文の詳細",
  order_number: "注文番号 {number}",

  // Order summary.
  product: "商品",
  price: "価格",
  taxes: "税金",
  tips: "チップ",
  payments: "お支払い",
  balance_due: "未払い残高",
  change_due: "お釣り",
  order_comments: "注文メモ",
  item_count_one: "{count}点",
  item_count_other: "{count}点",

  // Tips card.
  add_tip: "チップを追加",
  tips_custom: "金額を指定",
  tip_amount: "チップの金額",
  remove_tip: "チップを削除",

  // Wallet card.
  wallet_balance: "残高: {amount}",
  amount: "金額",
  otp: "ワンタイムパスワード",
  redeem: "利用する",
  incorrect_otp: "ワンタイムパスワードが正しくありません",

  // Payment options card.
  payment_options: "お支払いオプション",
  full_payment: "一括払い",
  split_payment: "割り勘",
  guests: "人数",
  guest_number: "ゲスト {n}",
  confirm_split: "割り勘を確定",
  invalid_split_total: "分割金額の合計が正しくありません",
  pay: "支払う",
  in_progress: "処理中",
  paid: "支払い済み",

  // Payment-provider return screens.
  payment_checking: "お支払い状況を確認しています",
  payment_success: "お支払いが完了しました",
  payment_failed: "お支払いに失敗しました",
  payment_status: "ステータス",
  order_reference: "注文参照番号",
  order_id: "注文ID",

  // Feedback and info forms.
  submit: "送信",
  submitting: "送信中",
  form_back_to_menu: "メニューに戻る",
  select_option: "選択してください",
  other_option: "その他",
  rate_value: "{n}で評価",
  field_required: "{label}は必須項目です",
  field_min: "{label}は{min}以上の値を入力してください",
  field_max: "{label}は{max}以下の値を入力してください",
  field_max_length: "{label}は{n}文字以内で入力してください",
  field_other_value: "その他の値を入力してください",
};
