import type { Catalogue } from "./en";

/** Dutch. */
export const nl: Catalogue = {
  // Venue-overridable strings of the menu payload.
  ui_str_discount: "Korting",
  ui_str_out_of_stock: "Uitverkocht",
  ui_str_add_to_cart: "In winkelwagen",
  ui_str_select_variations: "Kies opties",
  ui_str_required: "Verplicht",
  ui_str_qty: "Aantal",
  ui_str_input_qty: "Aantal invoeren",
  ui_str_save: "Opslaan",
  ui_str_cart_subtotal: "Subtotaal",
  ui_str_cart_total: "Totaal",
  ui_str_delivery_fees: "Bezorgkosten",
  ui_str_minimum_order_amount: "Minimaal bestelbedrag vereist: {amount}",
  ui_str_order_type: "Soort bestelling",
  ui_str_delivery: "Bezorgen",
  ui_str_dine_in: "Hier opeten",
  ui_str_takeaway: "Afhalen",
  ui_str_drive_thru: "Drive-thru",
  ui_str_continue_shopping: "Terug naar het menu",
  ui_str_add_more_items_to_cart: "Voeg meer producten toe aan je winkelwagen",
  ui_str_menu_closed: "We zijn momenteel gesloten",
  ui_str_order_active_table: "Er is een actieve bestelling op deze tafel",
  ui_str_cart_item_added: "Product toegevoegd aan winkelwagen",

  // Boot, onboarding and error screens.
  loading: "Laden",
  open_menu: "Menu openen",
  language: "Taal",
  error_title: "Fout",
  venue_error: "Er lijkt een probleem te zijn met je account. Neem contact op met het supportteam van het product om deze fout op te lossen.",
  not_found_title: "Menu niet gevonden",
  not_found_body: "Op dit adres staat geen menu. Controleer de link of scan de QR-code opnieuw.",

  // Header, drawer and navigation.
  home: "Home",
  categories: "Categorieën",
  back: "Terug",
  cart: "Winkelwagen",
  search: "Zoeken",
  menu: "Menu",
  promotions: "Acties",
  app_version: "Versie {version}",

  // Accessible names.
  open_drawer: "Navigatiemenu openen",
  close_drawer: "Navigatiemenu sluiten",
  close: "Sluiten",
  close_dialog: "Venster sluiten",
  cart_with_count: "Winkelwagen, producten: {count}",
  choose_language: "Taal kiezen",
  quantity: "Aantal",
  increase_quantity: "Aantal verhogen",
  decrease_quantity: "Aantal verlagen",
  remove_item: "Product verwijderen",
  previous: "Vorige",
  next: "Volgende",
  chef_recommends: "Aanrader van de chef",

  // Global notices.
  new_version: 'Er is een nieuwe versie (v.{version}) beschikbaar. Sluit alle tabbladen en open de app opnieuw of druk op "Bijwerken"',
  update: "Bijwerken",

  // Search screen.
  search_no_results: "Geen producten gevonden",

  // Product screen.
  already_added_to_cart: "Al in winkelwagen",
  add_to_order: "Toevoegen aan bestelling",
  adding_to_order: "Wordt toegevoegd aan bestelling",
  choose_up_to: "Kies maximaal {n} optie(s)",
  special_instructions: "Speciale wensen",
  special_instructions_placeholder: "Bijvoorbeeld: Graag zonder peper / suiker / zout",
  error_adding_item: "Fout bij het toevoegen van het product",

  // Cart screen.
  coupon_code: "Kortingscode",
  apply_coupon: "Kortingscode toepassen",
  coupon_applied: "Kortingscode toegepast",
  delete_coupon: "Kortingscode verwijderen",
  coupon_invalid: "Ongeldige kortingscode",
  employee_discount: "Personeelskorting",
  employee_id: "Personeelsnummer",
  employee_id_invalid: "Ongeldig personeelsnummer",
  apply: "Toepassen",
  remove: "Verwijderen",
  upsell_title: "Misschien vind je dit ook lekker",
  set_delivery_location: "Bezorglocatie instellen",
  delivery_location: "Bezorglocatie",
  edit: "Wijzigen",
  payment_type: "Betaalmethode",
  checkout: "Afrekenen",
  continue_to_payment: "Verder naar betalen",

  // Payment types.
  payment_cash: "Contant",
  payment_machine: "Pinapparaat",
  payment_card: "Online betalen",
  payment_loyalty: "Spaarpunten",
  payment_blue_wallet: "Blue Wallet",

  // Location types.
  location_table: "Tafel",
  location_room: "Kamer",
  table_number: "Tafel nr. {number}",
  room_number: "Kamer nr. {number}",

  // Delivery location screen.
  search_location: "Zoek een locatie",
  saved_addresses: "Opgeslagen adressen",
  confirm_location: "Locatie bevestigen",
  change: "Wijzigen",
  flat_no: "Appartementnummer",
  building_premise: "Gebouw / Pand",
  area_street: "Wijk / Straat",
  landmark: "Herkenningspunt (optioneel)",
  save_address: "Adres opslaan",
  continue: "Doorgaan",
  not_there_yet_title: "Daar bezorgen we nog niet",
  not_there_yet_body: "Je locatie ligt buiten ons bezorggebied. Wijzig de locatie of kies voor afhalen.",
  change_location: "Locatie wijzigen",

  // Checkout screen.
  name: "Naam",
  email: "E-mail",
  phone: "Telefoon",
  car_number: "Kenteken",
  car_number_placeholder: "A 12345",
  date_time: "Datum en tijd",
  address: "Adres",
  accept_terms: "Ik ga akkoord met de algemene voorwaarden",
  pay_now: "NU BETALEN",
  redirecting: "DOORSTUREN ...",
  submitting_order: "VERZENDEN",
  submit_order: "BESTELLING PLAATSEN",
  order_via_whatsapp: "Bestellen via WhatsApp",

  // Checkout validation messages.
  name_required: "Naam is een verplicht veld",
  name_invalid: "Een geldige naam is verplicht",
  email_invalid: "Ongeldig e-mailadres",
  phone_required: "Telefoon is een verplicht veld",
  phone_invalid: "Voer een geldig telefoonnummer in",
  car_number_invalid: "Een geldig kenteken is verplicht",
  date_required: "Datum is een verplicht veld",
  date_invalid: "Kies een geldige datum en tijd",
  address_required: "Adres is een verplicht veld",
  address_invalid: "Voor bezorging is een adres verplicht",

  // Order submission errors and the active-order dialog.
  order_send_error: "Er is een fout opgetreden bij het verzenden van deze bestelling. Probeer het later opnieuw.",
  no_response: "Geen reactie van de server",
  request_setup_error: "Fout bij het voorbereiden van het verzoek",
  active_order_title: "Actieve bestelling",
  active_order_body: "Er is al een bestelling op deze tafel met de volgende producten:",
  merge_question: "De producten in je winkelwagen samenvoegen met de bestaande bestelling?",
  cancel: "Annuleren",
  merge: "Samenvoegen",
  merging: "Bezig met samenvoegen",

  // Order screen.
  order_success_title: "Bestelling geplaatst",
  order_success_body: "Bedankt voor je bestelling. Ons team neemt zo snel mogelijk contact met je op!",
  order_pending: "Bestelling in afwachting",
  order_pending_body: "We wachten op updates over je bestelling",
  order_accepted: "Bestelling geaccepteerd",
  order_accepted_body: "Je bestelling is geaccepteerd",
  download_order_details: "Bestelgegevens downloaden",
  order_canceled: "Bestelling geannuleerd, neem contact op met ons personeel voor hulp",
  pos_order_busy: "Deze tafel heeft een openstaande kassabestelling. Bestel verder via een ober. Bedankt",
  order_details: "Bestelgegevens",
  order_number: "Bestelling nr. {number}",

  // Order summary.
  product: "Product",
  price: "Prijs",
  taxes: "Belastingen",
  tips: "Fooi",
  payments: "Betalingen",
  balance_due: "Openstaand bedrag",
  change_due: "Wisselgeld",
  order_comments: "Opmerkingen bij de bestelling",
  item_count_one: "{count} product",
  item_count_other: "{count} producten",

  // Tips card.
  add_tip: "Fooi geven",
  tips_custom: "Ander bedrag",
  tip_amount: "Fooibedrag",
  remove_tip: "Fooi verwijderen",

  // Wallet card.
  wallet_balance: "Saldo: {amount}",
  amount: "Bedrag",
  otp: "Eenmalige code",
  redeem: "Inwisselen",
  incorrect_otp: "Onjuiste code",

  // Payment options card.
  payment_options: "Betaalopties",
  full_payment: "Volledige betaling",
  split_payment: "Rekening splitsen",
  guests: "Gasten",
  guest_number: "Gast {n}",
  confirm_split: "Splitsing bevestigen",
  invalid_split_total: "Ongeldig totaal van de splitsing",
  pay: "Betalen",
  in_progress: "Bezig",
  paid: "Betaald",

  // Payment-provider return screens.
  payment_checking: "Betaalstatus controleren",
  payment_success: "Betaling geslaagd",
  payment_failed: "Betaling mislukt",
  payment_status: "Status",
  order_reference: "Bestelreferentie",
  order_id: "Bestelnummer",

  // Feedback and info forms.
  submit: "Verzenden",
  submitting: "Bezig met verzenden",
  form_back_to_menu: "Terug naar het menu",
  select_option: "Kies een optie",
  other_option: "Anders",
  rate_value: "Beoordeel met {n}",
  field_required: "{label} is een verplicht veld",
  field_min: "{label} vereist een minimumwaarde van {min}",
  field_max: "{label} staat een maximumwaarde van {max} toe",
  field_max_length: "{label} mag niet meer dan {n} tekens bevatten",
  field_other_value: "Voer een andere waarde in",
};
