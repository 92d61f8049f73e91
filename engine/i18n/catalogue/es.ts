import type { Catalogue } from "./en";

/** Spanish. */
export const es: Catalogue = {
  // Venue-overridable strings of the menu payload.
  ui_str_discount: "Descuento",
  ui_str_out_of_stock: "Agotado",
  ui_str_add_to_cart: "Añadir al carrito",
  ui_str_select_variations: "Selecciona opciones",
  ui_str_required: "Obligatorio",
  ui_str_qty: "Cant.",
  ui_str_input_qty: "Introduce la cantidad",
  ui_str_save: "Guardar",
  ui_str_cart_subtotal: "Subtotal",
  ui_str_cart_total: "Total",
  ui_str_delivery_fees: "Gastos de envío",
  ui_str_minimum_order_amount: "Importe mínimo de pedido: {amount}",
  ui_str_order_type: "Tipo de pedido",
  ui_str_delivery: "A domicilio",
  ui_str_dine_in: "Comer aquí",
  ui_str_takeaway: "Para llevar",
  ui_str_drive_thru: "Autoservicio",
  ui_str_continue_shopping: "Volver al menú",
  ui_str_add_more_items_to_cart: "Añade más productos a tu carrito",
  ui_str_menu_closed: "Ahora mismo estamos cerrados",
  ui_str_order_active_table: "Hay un pedido activo en esta mesa",
  ui_str_cart_item_added: "Producto añadido al carrito",

  // Boot, onboarding and error screens.
  loading: "Cargando",
  open_menu: "Abrir el menú",
  language: "Idioma",
  error_title: "Error",
  venue_error: "Parece que hay un problema con tu cuenta. Ponte en contacto con el equipo de soporte del producto para resolver este error.",
  not_found_title: "Menú no encontrado",
  not_found_body: "No hay ningún menú en esta dirección. Comprueba el enlace o vuelve a escanear el código QR.",

  // Header, drawer and navigation.
  home: "Inicio",
  categories: "Categorías",
  back: "Atrás",
  cart: "Carrito",
  search: "Buscar",
  menu: "Menú",
  promotions: "Promociones",
  app_version: "Versión {version}",

  // Accessible names.
  open_drawer: "Abrir el menú de navegación",
  close_drawer: "Cerrar el menú de navegación",
  close: "Cerrar",
  close_dialog: "Cerrar el diálogo",
  cart_with_count: "Carrito con {count} productos",
  choose_language: "Elegir idioma",
  quantity: "Cantidad",
  increase_quantity: "Aumentar cantidad",
  decrease_quantity: "Disminuir cantidad",
  remove_item: "Eliminar producto",
  previous: "Anterior",
  next: "Siguiente",
  chef_recommends: "Recomendación del chef",

  // Global notices.
  new_version: 'Hay una nueva versión (v.{version}) disponible. Cierra todas las pestañas y vuelve a abrir la aplicación o pulsa "Actualizar"',
  update: "Actualizar",

  // Search screen.
  search_no_results: "No se han encontrado productos",

  // Product screen.
  already_added_to_cart: "Ya está en el carrito",
  add_to_order: "Añadir al pedido",
  adding_to_order: "Añadiendo al pedido",
  choose_up_to: "Elige hasta {n} opción(es)",
  special_instructions: "Instrucciones especiales",
  special_instructions_placeholder: "Ejemplo: Sin pimienta / azúcar / sal, por favor",
  error_adding_item: "Error al añadir el producto",

  // Cart screen.
  coupon_code: "Código de cupón",
  apply_coupon: "Aplicar cupón",
  coupon_applied: "Cupón aplicado",
  delete_coupon: "Eliminar cupón",
  coupon_invalid: "Código de cupón no válido",
  employee_discount: "Descuento para empleados",
  employee_id: "ID de empleado",
  employee_id_invalid: "ID de empleado no válido",
  apply: "Aplicar",
  remove: "Quitar",
  upsell_title: "También te puede gustar",
  set_delivery_location: "Indicar la ubicación de entrega",
  delivery_location: "Ubicación de entrega",
  edit: "Editar",
  payment_type: "Forma de pago",
  checkout: "Finalizar pedido",
  continue_to_payment: "Continuar al pago",

  // Payment types.
  payment_cash: "Efectivo",
  payment_machine: "Datáfono",
  payment_card: "Pago en línea",
  payment_loyalty: "Puntos de fidelidad",
  payment_blue_wallet: "Blue Wallet",

  // Location types.
  location_table: "Mesa",
  location_room: "Habitación",
  table_number: "Mesa n.º {number}",
  room_number: "Habitación n.º {number}",

  // Delivery location screen.
  search_location: "Buscar una ubicación",
  saved_addresses: "Direcciones guardadas",
  confirm_location: "Confirmar ubicación",
  change: "Cambiar",
  flat_no: "N.º de piso",
  building_premise: "Edificio / Local",
  area_street: "Zona / Calle",
  landmark: "Punto de referencia (opcional)",
  save_address: "Guardar dirección",
  continue: "Continuar",
  not_there_yet_title: "Todavía no llegamos allí",
  not_there_yet_body: "Tu ubicación está fuera de nuestra zona de reparto. Cambia la ubicación o elige recogida.",
  change_location: "Cambiar ubicación",

  // Checkout screen.
  name: "Nombre",
  email: "Correo electrónico",
  phone: "Teléfono",
  car_number: "Matrícula",
  car_number_placeholder: "A 12345",
  date_time: "Fecha y hora",
  address: "Dirección",
  accept_terms: "Acepto los términos y condiciones",
  pay_now: "PAGAR AHORA",
  redirecting: "REDIRIGIENDO ...",
  submitting_order: "ENVIANDO",
  submit_order: "ENVIAR PEDIDO",
  order_via_whatsapp: "Pedir por WhatsApp",

  // Checkout validation messages.
  name_required: "El nombre es un campo obligatorio",
  name_invalid: "Se requiere un nombre válido",
  email_invalid: "Dirección de correo electrónico no válida",
  phone_required: "El teléfono es un campo obligatorio",
  phone_invalid: "Introduce un número de teléfono válido",
  car_number_invalid: "Se requiere una matrícula válida",
  date_required: "La fecha es un campo obligatorio",
  date_invalid: "Selecciona una fecha y hora válidas",
  address_required: "La dirección es un campo obligatorio",
  address_invalid: "La dirección es obligatoria para la entrega a domicilio",

  // Order submission errors and the active-order dialog.
  order_send_error: "Se ha producido un error al enviar este pedido. Vuelve a intentarlo más tarde.",
  no_response: "No hay respuesta del servidor",
  request_setup_error: "Error al preparar la solicitud",
  active_order_title: "Pedido activo",
  active_order_body: "Ya hay un pedido en esta mesa con los siguientes productos:",
  merge_question: "¿Quieres unir los productos de tu carrito al pedido existente?",
  cancel: "Cancelar",
  merge: "Unir",
  merging: "Uniendo",

  // Order screen.
  order_success_title: "Pedido realizado",
  order_success_body: "Gracias por tu pedido. ¡Nuestro equipo se pondrá en contacto contigo en breve!",
  order_pending: "Pedido pendiente",
  order_pending_body: "Esperando novedades sobre tu pedido",
  order_accepted: "Pedido aceptado",
  order_accepted_body: "Tu pedido ha sido aceptado",
  download_order_details: "Descargar detalles del pedido",
  order_canceled: "Pedido cancelado, ponte en contacto con nuestro personal para recibir ayuda",
  pos_order_busy: "La mesa tiene un pedido abierto en caja. Haz tu pedido a un camarero. Gracias",
  order_details: "Detalles del pedido",
  order_number: "Pedido n.º {number}",

  // Order summary.
  product: "Producto",
  price: "Precio",
  taxes: "Impuestos",
  tips: "Propina",
  payments: "Pagos",
  balance_due: "Saldo pendiente",
  change_due: "Cambio",
  order_comments: "Comentarios del pedido",
  item_count_one: "{count} producto",
  item_count_other: "{count} productos",

  // Tips card.
  add_tip: "Añadir propina",
  tips_custom: "Otro importe",
  tip_amount: "Importe de la propina",
  remove_tip: "Quitar propina",

  // Wallet card.
  wallet_balance: "Saldo: {amount}",
  amount: "Importe",
  otp: "Código de un solo uso",
  redeem: "Canjear",
  incorrect_otp: "Código incorrecto",

  // Payment options card.
  payment_options: "Opciones de pago",
  full_payment: "Pago completo",
  split_payment: "Dividir el pago",
  guests: "Comensales",
  guest_number: "Comensal {n}",
  confirm_split: "Confirmar división",
  invalid_split_total: "Total dividido no válido",
  pay: "Pagar",
  in_progress: "En curso",
  paid: "Pagado",

  // Payment-provider return screens.
  payment_checking: "Comprobando el estado del pago",
  payment_success: "Pago realizado",
  payment_failed: "Pago fallido",
  payment_status: "Estado",
  order_reference: "Referencia del pedido",
  order_id: "ID del pedido",

  // Feedback and info forms.
  submit: "Enviar",
  submitting: "Enviando",
  form_back_to_menu: "Volver al menú",
  select_option: "Selecciona una opción",
  other_option: "Otro",
  rate_value: "Valorar con {n}",
  field_required: "{label} es un campo obligatorio",
  field_min: "{label} requiere un valor mínimo de {min}",
  field_max: "{label} admite un valor máximo de {max}",
  field_max_length: "{label} no puede tener más de {n} caracteres",
  field_other_value: "Introduce otro valor",
};
