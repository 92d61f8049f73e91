import type { Catalogue } from "./en";

/** Chinese (Simplified). */
export const zh: Catalogue = {
  // Venue-overridable strings of the menu payload.
  ui_str_discount: "折扣",
  ui_str_out_of_stock: "已售罄",
  ui_str_add_to_cart: "加入购物车",
  ui_str_select_variations: "选择规格",
  ui_str_required: "必选",
  ui_str_qty: "数量",
  ui_str_input_qty: "输入数量",
  ui_str_save: "保存",
  ui_str_cart_subtotal: "小计",
  ui_str_cart_total: "总计",
  ui_str_delivery_fees: "配送费",
  ui_str_minimum_order_amount: "最低订单金额：{amount}",
  ui_str_order_type: "用餐方式",
  ui_str_delivery: "外送",
  ui_str_dine_in: "堂食",
  ui_str_takeaway: "外带",
  ui_str_drive_thru: "得来速",
  ui_str_continue_shopping: "返回菜单",
  ui_str_add_more_items_to_cart: "继续添加菜品到购物车",
  ui_str_menu_closed: "本店目前休息中",
  ui_str_order_active_table: "本桌有进行中的订单",
  ui_str_cart_item_added: "已加入购物车",

  // Boot, onboarding and error screens.
  loading: "加载中",
  open_menu: "打开菜单",
  language: "语言",
  error_title: "错误",
  venue_error: "您的账户似乎出现了问题。请联系产品支持团队解决此错误。",
  not_found_title: "未找到菜单",
  not_found_body: "此地址没有菜单。请检查链接或重新扫描二维码。",

  // Header, drawer and navigation.
  home: "首页",
  categories: "分类",
  back: "返回",
  cart: "购物车",
  search: "搜索",
  menu: "菜单",
  promotions: "优惠活动",
  app_version: "版本 {version}",

  // Accessible names.
  open_drawer: "打开导航菜单",
  close_drawer: "关闭导航菜单",
  close: "关闭",
  close_dialog: "关闭对话框",
  cart_with_count: "购物车，共 {count} 件商品",
  choose_language: "选择语言",
  quantity: "数量",
  increase_quantity: "增加数量",
  decrease_quantity: "减少数量",
  remove_item: "删除商品",
  previous: "上一个",
  next: "下一个",
  chef_recommends: "主厨推荐",

  // Global notices.
  new_version: "新版本（v.{version}）已发布。请关闭所有标签页后重新打开应用，或点击“更新”",
  update: "更新",

  // Search screen.
  search_no_results: "未找到相关商品",

  // Product screen.
  already_added_to_cart: "已在购物车中",
  add_to_order: "加入订单",
  adding_to_order: "正在加入订单",
  choose_up_to: "最多可选 {n} 项",
  special_instructions: "特殊要求",
  special_instructions_placeholder: "例如：请不要加胡椒 / 糖 / 盐",
  error_adding_item: "添加商品时出错",

  // Cart screen.
  coupon_code: "优惠码",
  apply_coupon: "使用优惠券",
  coupon_applied: "已使用优惠券",
  delete_coupon: "删除优惠券",
  coupon_invalid: "优惠码无效",
  employee_discount: "员工折扣",
  employee_id: "员工编号",
  employee_id_invalid: "员工编号无效",
  apply: "使用",
  remove: "移除",
  upsell_title: "猜你喜欢",
  set_delivery_location: "设置配送地址",
  delivery_location: "配送地址",
  edit: "修改",
  payment_type: "支付方式",
  checkout: "去结算",
  continue_to_payment: "继续支付",

  // Payment types.
  payment_cash: "现金",
  payment_machine: "刷卡机",
  payment_card: "在线支付",
  payment_loyalty: "会员积分",
  payment_blue_wallet: "Blue Wallet",

  // Location types.
  location_table: "餐桌",
  location_room: "房间",
  table_number: "桌号 {number}",
  room_number: "房间号 {number}",

  // Delivery location screen.
  search_location: "搜索地点",
  saved_addresses: "已保存的地址",
  confirm_location: "确认位置",
  change: "更改",
  flat_no: "门牌号",
  building_premise: "楼宇 / 场所",
  area_street: "区域 / 街道",
  landmark: "附近地标（选填）",
  save_address: "保存地址",
  continue: "继续",
  not_there_yet_title: "暂未覆盖您所在的区域",
  not_there_yet_body: "您的位置不在我们的配送范围内。请更改位置或选择到店自取。",
  change_location: "更改位置",

  // Checkout screen.
  name: "姓名",
  email: "电子邮箱",
  phone: "电话",
  car_number: "车牌号",
  car_number_placeholder: "A 12345",
  date_time: "日期和时间",
  address: "地址",
  accept_terms: "我同意条款和条件",
  pay_now: "立即支付",
  redirecting: "正在跳转 ...",
  submitting_order: "正在提交",
  submit_order: "提交订单",
  order_via_whatsapp: "通过 WhatsApp 下单",

  // Checkout validation messages.
  name_required: "姓名为必填项",
  name_invalid: "请输入有效的姓名",
  email_invalid: "电子邮箱地址无效",
  phone_required: "电话为必填项",
  phone_invalid: "请输入有效的电话号码",
  car_number_invalid: "请输入有效的车牌号",
  date_required: "日期为必填项",
  date_invalid: "请选择有效的日期和时间",
  address_required: "地址为必填项",
  address_invalid: "外送订单需要填写地址",

  // Order submission errors and the active-order dialog.
  order_send_error: "发送此订单时出错。请稍后再试。",
  no_response: "服务器无响应",
  request_setup_error: "准备请求时出错",
  active_order_title: "进行中的订单",
  active_order_body: "本桌已有一个订单，包含以下商品：",
  merge_question: "是否将购物车中的商品合并到现有订单？",
  cancel: "取消",
  merge: "合并",
  merging: "正在合并",

  // Order screen.
  order_success_title: "下单成功",
  order_success_body: "感谢您的订购。我们的团队将很快与您联系！",
  order_pending: "订单待处理",
  order_pending_body: "正在等待您的订单更新",
  order_accepted: "订单已接受",
  order_accepted_body: "您的订单已被接受",
  download_order_details: "下载订单详情",
  order_canceled: "订单已取消，请联系我们的工作人员寻求帮助",
  pos_order_busy: "本桌已有收银台订单。请通过服务员继续点餐。谢谢",
  order_details: "订单详情",
  order_number: "订单号 {number}",

  // Order summary.
  product: "商品",
  price: "价格",
  taxes: "税费",
  tips: "小费",
  payments: "已付款",
  balance_due: "待付金额",
  change_due: "找零",
  order_comments: "订单备注",
  item_count_one: "{count} 件商品",
  item_count_other: "{count} 件商品",

  // Tips card.
  add_tip: "添加小费",
  tips_custom: "自定义",
  tip_amount: "小费金额",
  remove_tip: "移除小费",

  // Wallet card.
  wallet_balance: "余额：{amount}",
  amount: "金额",
  otp: "验证码",
  redeem: "兑换",
  incorrect_otp: "验证码错误",

  // Payment options card.
  payment_options: "付款选项",
  full_payment: "全额支付",
  split_payment: "分摊支付",
  guests: "人数",
  guest_number: "顾客 {n}",
  confirm_split: "确认分摊",
  invalid_split_total: "分摊总额不正确",
  pay: "支付",
  in_progress: "处理中",
  paid: "已支付",

  // Payment-provider return screens.
  payment_checking: "正在查询支付状态",
  payment_success: "支付成功",
  payment_failed: "支付失败",
  payment_status: "状态",
  order_reference: "订单参考号",
  order_id: "订单编号",

  // Feedback and info forms.
  submit: "提交",
  submitting: "提交中",
  form_back_to_menu: "返回菜单",
  select_option: "请选择",
  other_option: "其他",
  rate_value: "评 {n} 分",
  field_required: "{label}为必填项",
  field_min: "{label}的最小值为 {min}",
  field_max: "{label}的最大值为 {max}",
  field_max_length: "{label}不能超过 {n} 个字符",
  field_other_value: "请输入其他值",
};
