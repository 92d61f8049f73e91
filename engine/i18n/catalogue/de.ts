import type { Catalogue } from "./en";

/** German. */
export const de: Catalogue = {
  // Venue-overridable strings of the menu payload.
  ui_str_discount: "Rabatt",
  ui_str_out_of_stock: "Ausverkauft",
  ui_str_add_to_cart: "In den Warenkorb",
  ui_str_select_variations: "Varianten auswählen",
  ui_str_required: "Erforderlich",
  ui_str_qty: "Menge",
  ui_str_input_qty: "Menge eingeben",
  ui_str_save: "Speichern",
  ui_str_cart_subtotal: "Zwischensumme",
  ui_str_cart_total: "Gesamt",
  ui_str_delivery_fees: "Liefergebühr",
  ui_str_minimum_order_amount: "Mindestbestellwert erforderlich: {amount}",
  ui_str_order_type: "Bestellart",
  ui_str_delivery: "Lieferung",
  ui_str_dine_in: "Vor Ort essen",
  ui_str_takeaway: "Zum Mitnehmen",
  ui_str_drive_thru: "Drive-in",
  ui_str_continue_shopping: "Zurück zur Speisekarte",
  ui_str_add_more_items_to_cart: "Weitere Artikel in den Warenkorb legen",
  ui_str_menu_closed: "Wir haben derzeit geschlossen",
  ui_str_order_active_table: "Aktive Bestellung an diesem Tisch",
  ui_str_cart_item_added: "Artikel zum Warenkorb hinzugefügt",

  // Boot, onboarding and error screens.
  loading: "Wird geladen",
  open_menu: "Speisekarte öffnen",
  language: "Sprache",
  error_title: "Fehler",
  venue_error: "Offenbar gibt es ein Problem mit Ihrem Konto. Bitte wenden Sie sich an das Support-Team des Produkts, um diesen Fehler zu beheben.",
  not_found_title: "Speisekarte nicht gefunden",
  not_found_body: "Unter dieser Adresse gibt es keine Speisekarte. Prüfen Sie den Link oder scannen Sie den QR-Code erneut.",

  // Header, drawer and navigation.
  home: "Startseite",
  categories: "Kategorien",
  back: "Zurück",
  cart: "Warenkorb",
  search: "Suche",
  menu: "Speisekarte",
  promotions: "Aktionen",
  app_version: "Version {version}",

  // Accessible names.
  open_drawer: "Navigationsmenü öffnen",
  close_drawer: "Navigationsmenü schließen",
  close: "Schließen",
  close_dialog: "Dialog schließen",
  cart_with_count: "Warenkorb, Artikel: {count}",
  choose_language: "Sprache wählen",
  quantity: "Menge",
  increase_quantity: "Menge erhöhen",
  decrease_quantity: "Menge verringern",
  remove_item: "Artikel entfernen",
  previous: "Vorheriges",
  next: "Nächstes",
  chef_recommends: "Empfehlung des Küchenchefs",

  // Global notices.
  new_version: "Eine neue Version (v.{version}) ist verfügbar. Schließen Sie alle Tabs und öffnen Sie die App erneut oder tippen Sie auf „Aktualisieren“",
  update: "Aktualisieren",

  // Search screen.
  search_no_results: "Keine Produkte gefunden",

  // Product screen.
  already_added_to_cart: "Bereits im Warenkorb",
  add_to_order: "Zur Bestellung hinzufügen",
  adding_to_order: "Wird zur Bestellung hinzugefügt",
  choose_up_to: "Bis zu {n} Option(en) wählen",
  special_instructions: "Besondere Wünsche",
  special_instructions_placeholder: "Beispiel: Bitte ohne Pfeffer / Zucker / Salz",
  error_adding_item: "Fehler beim Hinzufügen des Artikels",

  // Cart screen.
  coupon_code: "Gutscheincode",
  apply_coupon: "Gutschein einlösen",
  coupon_applied: "Gutschein eingelöst",
  delete_coupon: "Gutschein entfernen",
  coupon_invalid: "Ungültiger Gutscheincode",
  employee_discount: "Mitarbeiterrabatt",
  employee_id: "Mitarbeiter-ID",
  employee_id_invalid: "Ungültige Mitarbeiter-ID",
  apply: "Anwenden",
  remove: "Entfernen",
  upsell_title: "Das könnte Ihnen auch gefallen",
  set_delivery_location: "Lieferort festlegen",
  delivery_location: "Lieferort",
  edit: "Bearbeiten",
  payment_type: "Zahlungsart",
  checkout: "Zur Kasse",
  continue_to_payment: "Weiter zur Zahlung",

  // Payment types.
  payment_cash: "Bar",
  payment_machine: "Kartenterminal",
  payment_card: "Online-Zahlung",
  payment_loyalty: "Treuepunkte",
  payment_blue_wallet: "Blue Wallet",

  // Location types.
  location_table: "Tisch",
  location_room: "Zimmer",
  table_number: "Tisch Nr. {number}",
  room_number: "Zimmer Nr. {number}",

  // Delivery location screen.
  search_location: "Ort suchen",
  saved_addresses: "Gespeicherte Adressen",
  confirm_location: "Standort bestätigen",
  change: "Ändern",
  flat_no: "Wohnungsnr.",
  building_premise: "Gebäude / Anwesen",
  area_street: "Gebiet / Straße",
  landmark: "Orientierungspunkt (optional)",
  save_address: "Adresse speichern",
  continue: "Weiter",
  not_there_yet_title: "Hier liefern wir noch nicht",
  not_there_yet_body: "Ihr Standort liegt außerhalb unseres Liefergebiets. Bitte ändern Sie den Standort oder wählen Sie Abholung.",
  change_location: "Standort ändern",

  // Checkout screen.
  name: "Name",
  email: "E-Mail",
  phone: "Telefon",
  car_number: "Kennzeichen",
  car_number_placeholder: "A 12345",
  date_time: "Datum & Uhrzeit",
  address: "Adresse",
  accept_terms: "Ich akzeptiere die Allgemeinen Geschäftsbedingungen",
  pay_now: "JETZT BEZAHLEN",
  redirecting: "WEITERLEITUNG ...",
  submitting_order: "WIRD GESENDET",
  submit_order: "BESTELLUNG ABSENDEN",
  order_via_whatsapp: "Per WhatsApp bestellen",

  // Checkout validation messages.
  name_required: "Name ist ein Pflichtfeld",
  name_invalid: "Bitte geben Sie einen gültigen Namen ein",
  email_invalid: "Ungültige E-Mail-Adresse",
  phone_required: "Telefon ist ein Pflichtfeld",
  phone_invalid: "Bitte geben Sie eine gültige Telefonnummer ein",
  car_number_invalid: "Bitte geben Sie ein gültiges Kennzeichen ein",
  date_required: "Datum ist ein Pflichtfeld",
  date_invalid: "Bitte wählen Sie ein gültiges Datum und eine gültige Uhrzeit",
  address_required: "Adresse ist ein Pflichtfeld",
  address_invalid: "Für die Lieferung ist eine Adresse erforderlich",

  // Order submission errors and the active-order dialog.
  order_send_error: "Beim Senden dieser Bestellung ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.",
  no_response: "Keine Antwort vom Server",
  request_setup_error: "Fehler beim Erstellen der Anfrage",
  active_order_title: "Aktive Bestellung",
  active_order_body: "An diesem Tisch gibt es bereits eine Bestellung mit folgenden Artikeln:",
  merge_question: "Artikel aus Ihrem Warenkorb mit der bestehenden Bestellung zusammenführen?",
  cancel: "Abbrechen",
  merge: "Zusammenführen",
  merging: "Wird zusammengeführt",

  // Order screen.
  order_success_title: "Bestellung erfolgreich",
  order_success_body: "Vielen Dank für Ihre Bestellung. Unser Team meldet sich in Kürze bei Ihnen!",
  order_pending: "Bestellung ausstehend",
  order_pending_body: "Warten auf Neuigkeiten zu Ihrer Bestellung",
  order_accepted: "Bestellung angenommen",
  order_accepted_body: "Ihre Bestellung wurde angenommen",
  download_order_details: "Bestelldetails herunterladen",
  order_canceled: "Bestellung storniert, bitte wenden Sie sich an unser Personal",
  pos_order_busy: "Dieser Tisch ist durch eine Kassenbestellung belegt. Bitte bestellen Sie beim Servicepersonal. Danke",
  order_details: "Bestelldetails",
  order_number: "Bestellung Nr. {number}",

  // Order summary.
  product: "Produkt",
  price: "Preis",
  taxes: "Steuern",
  tips: "Trinkgeld",
  payments: "Zahlungen",
  balance_due: "Offener Betrag",
  change_due: "Rückgeld",
  order_comments: "Anmerkungen zur Bestellung",
  item_count_one: "{count} Artikel",
  item_count_other: "{count} Artikel",

  // Tips card.
  add_tip: "Trinkgeld geben",
  tips_custom: "Eigener Betrag",
  tip_amount: "Trinkgeldbetrag",
  remove_tip: "Trinkgeld entfernen",

  // Wallet card.
  wallet_balance: "Guthaben: {amount}",
  amount: "Betrag",
  otp: "Einmalcode",
  redeem: "Einlösen",
  incorrect_otp: "Falscher Einmalcode",

  // Payment options card.
  payment_options: "Zahlungsoptionen",
  full_payment: "Gesamtbetrag zahlen",
  split_payment: "Rechnung teilen",
  guests: "Gäste",
  guest_number: "Gast {n}",
  confirm_split: "Aufteilung bestätigen",
  invalid_split_total: "Ungültige Aufteilungssumme",
  pay: "Bezahlen",
  in_progress: "In Bearbeitung",
  paid: "Bezahlt",

  // Payment-provider return screens.
  payment_checking: "Zahlungsstatus wird geprüft",
  payment_success: "Zahlung erfolgreich",
  payment_failed: "Zahlung fehlgeschlagen",
  payment_status: "Status",
  order_reference: "Bestellreferenz",
  order_id: "Bestell-ID",

  // Feedback and info forms.
  submit: "Absenden",
  submitting: "Wird gesendet",
  form_back_to_menu: "Zurück zur Speisekarte",
  select_option: "Option auswählen",
  other_option: "Sonstiges",
  rate_value: "Mit {n} bewerten",
  field_required: "{label} ist ein Pflichtfeld",
  field_min: "{label} erfordert einen Mindestwert von {min}",
  field_max: "{label} erlaubt einen Höchstwert von {max}",
  field_max_length: "{label} darf nicht mehr als {n} Zeichen enthalten",
  field_other_value: "Bitte geben Sie einen anderen Wert ein",
};
