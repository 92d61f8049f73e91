import type { Catalogue } from "./en";

/** Russian. Counts are written as "label: {count}" so one form fits every number. */
export const ru: Catalogue = {
  // Venue-overridable strings of the menu payload.
  ui_str_discount: "Скидка",
  ui_str_out_of_stock: "Нет в наличии",
  ui_str_add_to_cart: "В корзину",
  ui_str_select_variations: "Выберите варианты",
  ui_str_required: "Обязательно",
  ui_str_qty: "Кол-во",
  ui_str_input_qty: "Введите количество",
  ui_str_save: "Сохранить",
  ui_str_cart_subtotal: "Промежуточный итог",
  ui_str_cart_total: "Итого",
  ui_str_delivery_fees: "Стоимость доставки",
  ui_str_minimum_order_amount: "Минимальная сумма заказа: {amount}",
  ui_str_order_type: "Способ получения",
  ui_str_delivery: "Доставка",
  ui_str_dine_in: "В зале",
  ui_str_takeaway: "С собой",
  ui_str_drive_thru: "Драйв-тру",
  ui_str_continue_shopping: "Вернуться в меню",
  ui_str_add_more_items_to_cart: "Добавьте в корзину что-нибудь ещё",
  ui_str_menu_closed: "Сейчас мы закрыты",
  ui_str_order_active_table: "На этом столе есть активный заказ",
  ui_str_cart_item_added: "Товар добавлен в корзину",

  // Boot, onboarding and error screens.
  loading: "Загрузка",
  open_menu: "Открыть меню",
  language: "Язык",
  error_title: "Ошибка",
  venue_error: "Похоже, с вашей учётной записью возникла проблема. Обратитесь в службу поддержки продукта, чтобы устранить эту ошибку.",
  not_found_title: "Меню не найдено",
  not_found_body: "По этому адресу нет меню. Проверьте ссылку или отсканируйте QR-код ещё раз.",

  // Header, drawer and navigation.
  home: "Главная",
  categories: "Категории",
  back: "Назад",
  cart: "Корзина",
  search: "Поиск",
  menu: "Меню",
  promotions: "Акции",
  app_version: "Версия {version}",

  // Accessible names.
  open_drawer: "Открыть меню навигации",
  close_drawer: "Закрыть меню навигации",
  close: "Закрыть",
  close_dialog: "Закрыть окно",
  cart_with_count: "Корзина, товаров: {count}",
  choose_language: "Выбрать язык",
  quantity: "Количество",
  increase_quantity: "Увеличить количество",
  decrease_quantity: "Уменьшить количество",
  remove_item: "Удалить товар",
  previous: "Предыдущий",
  next: "Следующий",
  chef_recommends: "Шеф рекомендует",

  // Global notices.
  new_version: "Доступна новая версия (v.{version}). Закройте все вкладки и снова откройте приложение или нажмите «Обновить»",
  update: "Обновить",

  // Search screen.
  search_no_results: "Товары не найдены",

  // Product screen.
  already_added_to_cart: "Уже в корзине",
  add_to_order: "Добавить к заказу",
  adding_to_order: "Добавляем к заказу",
  choose_up_to: "Выберите до {n} вариант(ов)",
  special_instructions: "Особые пожелания",
  special_instructions_placeholder: "Например: без перца / сахара / соли, пожалуйста",
  error_adding_item: "Ошибка при добавлении товара",

  // Cart screen.
  coupon_code: "Промокод",
  apply_coupon: "Применить промокод",
  coupon_applied: "Промокод применён",
  delete_coupon: "Удалить промокод",
  coupon_invalid: "Недействительный промокод",
  employee_discount: "Скидка для сотрудников",
  employee_id: "Табельный номер",
  employee_id_invalid: "Недействительный табельный номер",
  apply: "Применить",
  remove: "Удалить",
  upsell_title: "Вам также может понравиться",
  set_delivery_location: "Указать адрес доставки",
  delivery_location: "Адрес доставки",
  edit: "Изменить",
  payment_type: "Способ оплаты",
  checkout: "Оформить заказ",
  continue_to_payment: "Перейти к оплате",

  // Payment types.
  payment_cash: "Наличные",
  payment_machine: "Картой через терминал",
  payment_card: "Онлайн-оплата",
  payment_loyalty: "Бонусы",
  payment_blue_wallet: "Blue Wallet",

  // Location types.
  location_table: "Стол",
  location_room: "Номер",
  table_number: "Стол № {number}",
  room_number: "Номер № {number}",

  // Delivery location screen.
  search_location: "Найти место",
  saved_addresses: "Сохранённые адреса",
  confirm_location: "Подтвердить место",
  change: "Изменить",
  flat_no: "Квартира",
  building_premise: "Здание / Помещение",
  area_street: "Район / Улица",
  landmark: "Ориентир (необязательно)",
  save_address: "Сохранить адрес",
  continue: "Продолжить",
  not_there_yet_title: "Мы пока сюда не доставляем",
  not_there_yet_body: "Ваш адрес находится за пределами зоны доставки. Измените адрес или выберите самовывоз.",
  change_location: "Изменить адрес",

  // Checkout screen.
  name: "Имя",
  email: "Эл. почта",
  phone: "Телефон",
  car_number: "Номер автомобиля",
  car_number_placeholder: "A 12345",
  date_time: "Дата и время",
  address: "Адрес",
  accept_terms: "Я принимаю условия использования",
  pay_now: "ОПЛАТИТЬ СЕЙЧАС",
  redirecting: "ПЕРЕНАПРАВЛЕНИЕ ...",
  submitting_order: "ОТПРАВКА",
  submit_order: "ОТПРАВИТЬ ЗАКАЗ",
  order_via_whatsapp: "Заказать через WhatsApp",

  // Checkout validation messages.
  name_required: "Имя — обязательное поле",
  name_invalid: "Введите корректное имя",
  email_invalid: "Некорректный адрес эл. почты",
  phone_required: "Телефон — обязательное поле",
  phone_invalid: "Введите корректный номер телефона",
  car_number_invalid: "Введите корректный номер автомобиля",
  date_required: "Дата — обязательное поле",
  date_invalid: "Выберите корректные дату и время",
  address_required: "Адрес — обязательное поле",
  address_invalid: "Для доставки необходим адрес",

  // Order submission errors and the active-order dialog.
  order_send_error: "При отправке заказа произошла ошибка. Повторите попытку позже.",
  no_response: "Нет ответа от сервера",
  request_setup_error: "Ошибка при подготовке запроса",
  active_order_title: "Активный заказ",
  active_order_body: "На этом столе уже есть заказ со следующими позициями:",
  merge_question: "Объединить товары из корзины с текущим заказом?",
  cancel: "Отмена",
  merge: "Объединить",
  merging: "Объединяем",

  // Order screen.
  order_success_title: "Заказ оформлен",
  order_success_body: "Спасибо за заказ! Наша команда скоро свяжется с вами.",
  order_pending: "Заказ ожидает подтверждения",
  order_pending_body: "Ожидаем новостей по вашему заказу",
  order_accepted: "Заказ принят",
  order_accepted_body: "Ваш заказ принят",
  download_order_details: "Скачать детали заказа",
  order_canceled: "Заказ отменён, обратитесь к нашему персоналу за помощью",
  pos_order_busy: "На этом столе открыт заказ в кассе. Пожалуйста, продолжите заказ через официанта. Спасибо",
  order_details: "Детали заказа",
  order_number: "Заказ № {number}",

  // Order summary.
  product: "Товар",
  price: "Цена",
  taxes: "Налоги",
  tips: "Чаевые",
  payments: "Оплаты",
  balance_due: "К оплате",
  change_due: "Сдача",
  order_comments: "Комментарий к заказу",
  item_count_one: "Позиций: {count}",
  item_count_other: "Позиций: {count}",

  // Tips card.
  add_tip: "Оставить чаевые",
  tips_custom: "Своя сумма",
  tip_amount: "Сумма чаевых",
  remove_tip: "Убрать чаевые",

  // Wallet card.
  wallet_balance: "Баланс: {amount}",
  amount: "Сумма",
  otp: "Одноразовый код",
  redeem: "Списать",
  incorrect_otp: "Неверный код",

  // Payment options card.
  payment_options: "Варианты оплаты",
  full_payment: "Оплатить полностью",
  split_payment: "Разделить счёт",
  guests: "Гости",
  guest_number: "Гость {n}",
  confirm_split: "Подтвердить разделение",
  invalid_split_total: "Неверная сумма разделения",
  pay: "Оплатить",
  in_progress: "В процессе",
  paid: "Оплачено",

  // Payment-provider return screens.
  payment_checking: "Проверяем статус оплаты",
  payment_success: "Оплата прошла успешно",
  payment_failed: "Оплата не прошла",
  payment_status: "Статус",
  order_reference: "Код заказа",
  order_id: "ID заказа",

  // Feedback and info forms.
  submit: "Отправить",
  submitting: "Отправка",
  form_back_to_menu: "Вернуться в меню",
  select_option: "Выберите вариант",
  other_option: "Другое",
  rate_value: "Оценка {n}",
  field_required: "{label} — обязательное поле",
  field_min: "{label}: минимальное значение — {min}",
  field_max: "{label}: максимальное значение — {max}",
  field_max_length: "{label}: не более {n} символов",
  field_other_value: "Введите другое значение",
};
