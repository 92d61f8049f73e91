import type { Catalogue } from "./en";

/** Italian. */
export const it: Catalogue = {
  // Venue-overridable strings of the menu payload.
  ui_str_discount: "Sconto",
  ui_str_out_of_stock: "Esaurito",
  ui_str_add_to_cart: "Aggiungi al carrello",
  ui_str_select_variations: "Seleziona le varianti",
  ui_str_required: "Obbligatorio",
  ui_str_qty: "Q.tà",
  ui_str_input_qty: "Inserisci la quantità",
  ui_str_save: "Salva",
  ui_str_cart_subtotal: "Subtotale",
  ui_str_cart_total: "Totale",
  ui_str_delivery_fees: "Costi di consegna",
  ui_str_minimum_order_amount: "Importo minimo d'ordine richiesto: {amount}",
  ui_str_order_type: "Tipo di ordine",
  ui_str_delivery: "Consegna a domicilio",
  ui_str_dine_in: "Al tavolo",
  ui_str_takeaway: "Da asporto",
  ui_str_drive_thru: "Drive-through",
  ui_str_continue_shopping: "Torna al menu",
  ui_str_add_more_items_to_cart: "Aggiungi altri prodotti al carrello",
  ui_str_menu_closed: "Al momento siamo chiusi",
  ui_str_order_active_table: "C'è un ordine attivo su questo tavolo",
  ui_str_cart_item_added: "Prodotto aggiunto al carrello",

  // Boot, onboarding and error screens.
  loading: "Caricamento",
  open_menu: "Apri il menu",
  language: "Lingua",
  error_title: "Errore",
  venue_error: "Sembra che ci sia un problema con il tuo account. Contatta il team di assistenza del prodotto per risolvere questo errore.",
  not_found_title: "Menu non trovato",
  not_found_body: "Non c'è alcun menu a questo indirizzo. Controlla il link o scansiona di nuovo il codice QR.",

  // Header, drawer and navigation.
  home: "Home",
  categories: "Categorie",
  back: "Indietro",
  cart: "Carrello",
  search: "Cerca",
  menu: "Menu",
  promotions: "Promozioni",
  app_version: "Versione {version}",

  // Accessible names.
  open_drawer: "Apri il menu di navigazione",
  close_drawer: "Chiudi il menu di navigazione",
  close: "Chiudi",
  close_dialog: "Chiudi la finestra",
  cart_with_count: "Carrello, prodotti: {count}",
  choose_language: "Scegli la lingua",
  quantity: "Quantità",
  increase_quantity: "Aumenta la quantità",
  decrease_quantity: "Diminuisci la quantità",
  remove_item: "Rimuovi il prodotto",
  previous: "Precedente",
  next: "Successivo",
  chef_recommends: "Consigliato dallo chef",

  // Global notices.
  new_version: 'È disponibile una nuova versione (v.{version}). Chiudi tutte le schede e riapri l\'app oppure premi "Aggiorna"',
  update: "Aggiorna",

  // Search screen.
  search_no_results: "Nessun prodotto trovato",

  // Product screen.
  already_added_to_cart: "Già nel carrello",
  add_to_order: "Aggiungi all'ordine",
  adding_to_order: "Aggiunta all'ordine in corso",
  choose_up_to: "Scegli fino a {n} opzione/i",
  special_instructions: "Istruzioni particolari",
  special_instructions_placeholder: "Esempio: senza pepe / zucchero / sale, per favore",
  error_adding_item: "Errore durante l'aggiunta del prodotto",

  // Cart screen.
  coupon_code: "Codice coupon",
  apply_coupon: "Applica coupon",
  coupon_applied: "Coupon applicato",
  delete_coupon: "Elimina coupon",
  coupon_invalid: "Codice coupon non valido",
  employee_discount: "Sconto dipendenti",
  employee_id: "ID dipendente",
  employee_id_invalid: "ID dipendente non valido",
  apply: "Applica",
  remove: "Rimuovi",
  upsell_title: "Potrebbe piacerti anche",
  set_delivery_location: "Imposta il luogo di consegna",
  delivery_location: "Luogo di consegna",
  edit: "Modifica",
  payment_type: "Metodo di pagamento",
  checkout: "Procedi all'ordine",
  continue_to_payment: "Continua al pagamento",

  // Payment types.
  payment_cash: "Contanti",
  payment_machine: "POS",
  payment_card: "Pagamento online",
  payment_loyalty: "Punti fedeltà",
  payment_blue_wallet: "Blue Wallet",

  // Location types.
  location_table: "Tavolo",
  location_room: "Camera",
  table_number: "Tavolo n. {number}",
  room_number: "Camera n. {number}",

  // Delivery location screen.
  search_location: "Cerca un luogo",
  saved_addresses: "Indirizzi salvati",
  confirm_location: "Conferma la posizione",
  change: "Cambia",
  flat_no: "N. appartamento",
  building_premise: "Edificio / Locale",
  area_street: "Zona / Via",
  landmark: "Punto di riferimento (facoltativo)",
  save_address: "Salva indirizzo",
  continue: "Continua",
  not_there_yet_title: "Non consegniamo ancora qui",
  not_there_yet_body: "La tua posizione è al di fuori della nostra area di consegna. Cambia posizione oppure scegli il ritiro.",
  change_location: "Cambia posizione",

  // Checkout screen.
  name: "Nome",
  email: "Email",
  phone: "Telefono",
  car_number: "Targa",
  car_number_placeholder: "A 12345",
  date_time: "Data e ora",
  address: "Indirizzo",
  accept_terms: "Accetto i termini e le condizioni",
  pay_now: "PAGA ORA",
  redirecting: "REINDIRIZZAMENTO ...",
  submitting_order: "INVIO IN CORSO",
  submit_order: "INVIA ORDINE",
  order_via_whatsapp: "Ordina tramite WhatsApp",

  // Checkout validation messages.
  name_required: "Il nome è un campo obbligatorio",
  name_invalid: "È richiesto un nome valido",
  email_invalid: "Indirizzo email non valido",
  phone_required: "Il telefono è un campo obbligatorio",
  phone_invalid: "Inserisci un numero di telefono valido",
  car_number_invalid: "È richiesta una targa valida",
  date_required: "La data è un campo obbligatorio",
  date_invalid: "Seleziona una data e un'ora valide",
  address_required: "L'indirizzo è un campo obbligatorio",
  address_invalid: "L'indirizzo è obbligatorio per la consegna",

  // Order submission errors and the active-order dialog.
  order_send_error: "Si è verificato un errore durante l'invio dell'ordine. Riprova più tardi.",
  no_response: "Nessuna risposta dal server",
  request_setup_error: "Errore nella preparazione della richiesta",
  active_order_title: "Ordine attivo",
  active_order_body: "Su questo tavolo c'è già un ordine con i seguenti prodotti:",
  merge_question: "Vuoi unire i prodotti del tuo carrello all'ordine esistente?",
  cancel: "Annulla",
  merge: "Unisci",
  merging: "Unione in corso",

  // Order screen.
  order_success_title: "Ordine completato",
  order_success_body: "Grazie per il tuo ordine. Il nostro team ti ricontatterà a breve!",
  order_pending: "Ordine in attesa",
  order_pending_body: "In attesa di aggiornamenti sul tuo ordine",
  order_accepted: "Ordine accettato",
  order_accepted_body: "Il tuo ordine è stato accettato",
  download_order_details: "Scarica i dettagli dell'ordine",
  order_canceled: "Ordine annullato, rivolgiti al nostro personale per assistenza",
  pos_order_busy: "Il tavolo ha già un ordine aperto in cassa. Per ordinare rivolgiti a un cameriere. Grazie",
  order_details: "Dettagli dell'ordine",
  order_number: "Ordine n. {number}",

  // Order summary.
  product: "Prodotto",
  price: "Prezzo",
  taxes: "Imposte",
  tips: "Mancia",
  payments: "Pagamenti",
  balance_due: "Saldo da pagare",
  change_due: "Resto",
  order_comments: "Note sull'ordine",
  item_count_one: "{count} prodotto",
  item_count_other: "{count} prodotti",

  // Tips card.
  add_tip: "Aggiungi mancia",
  tips_custom: "Altro importo",
  tip_amount: "Importo della mancia",
  remove_tip: "Rimuovi la mancia",

  // Wallet card.
  wallet_balance: "Saldo: {amount}",
  amount: "Importo",
  otp: "Codice monouso",
  redeem: "Riscatta",
  incorrect_otp: "Codice errato",

  // Payment options card.
  payment_options: "Opzioni di pagamento",
  full_payment: "Pagamento completo",
  split_payment: "Dividi il conto",
  guests: "Ospiti",
  guest_number: "Ospite {n}",
  confirm_split: "Conferma la divisione",
  invalid_split_total: "Totale della divisione non valido",
  pay: "Paga",
  in_progress: "In corso",
  paid: "Pagato",

  // Payment-provider return screens.
  payment_checking: "Verifica dello stato del pagamento",
  payment_success: "Pagamento riuscito",
  payment_failed: "Pagamento non riuscito",
  payment_status: "Stato",
  order_reference: "Riferimento ordine",
  order_id: "ID ordine",

  // Feedback and info forms.
  submit: "Invia",
  submitting: "Invio in corso",
  form_back_to_menu: "Torna al menu",
  select_option: "Seleziona un'opzione",
  other_option: "Altro",
  rate_value: "Valuta {n}",
  field_required: "{label} è un campo obbligatorio",
  field_min: "{label} richiede un valore minimo di {min}",
  field_max: "{label} ammette un valore massimo di {max}",
  field_max_length: "{label} non può contenere più di {n} caratteri",
  field_other_value: "Inserisci un altro valore",
};
