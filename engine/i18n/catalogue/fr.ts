import type { Catalogue } from "./en";

/** French. */
export const fr: Catalogue = {
  // Venue-overridable strings of the menu payload.
  ui_str_discount: "Remise",
  ui_str_out_of_stock: "Épuisé",
  ui_str_add_to_cart: "Ajouter au panier",
  ui_str_select_variations: "Choisir les options",
  ui_str_required: "Obligatoire",
  ui_str_qty: "Qté",
  ui_str_input_qty: "Saisir la quantité",
  ui_str_save: "Enregistrer",
  ui_str_cart_subtotal: "Sous-total",
  ui_str_cart_total: "Total",
  ui_str_delivery_fees: "Frais de livraison",
  ui_str_minimum_order_amount: "Montant minimum de commande requis : {amount}",
  ui_str_order_type: "Type de commande",
  ui_str_delivery: "Livraison",
  ui_str_dine_in: "Sur place",
  ui_str_takeaway: "À emporter",
  ui_str_drive_thru: "Drive",
  ui_str_continue_shopping: "Retour au menu",
  ui_str_add_more_items_to_cart: "Ajoutez d'autres articles à votre panier",
  ui_str_menu_closed: "Nous sommes actuellement fermés",
  ui_str_order_active_table: "Commande en cours à cette table",
  ui_str_cart_item_added: "Article ajouté au panier",

  // Boot, onboarding and error screens.
  loading: "Chargement",
  open_menu: "Ouvrir le menu",
  language: "Langue",
  error_title: "Erreur",
  venue_error: "Il semble y avoir un problème avec votre compte. Veuillez contacter l'équipe d'assistance du produit pour résoudre cette erreur.",
  not_found_title: "Menu introuvable",
  not_found_body: "Aucun menu n'existe à cette adresse. Vérifiez le lien ou scannez à nouveau le QR code.",

  // Header, drawer and navigation.
  home: "Accueil",
  categories: "Catégories",
  back: "Retour",
  cart: "Panier",
  search: "Rechercher",
  menu: "Menu",
  promotions: "Promotions",
  app_version: "Version {version}",

  // Accessible names.
  open_drawer: "Ouvrir le menu de navigation",
  close_drawer: "Fermer le menu de navigation",
  close: "Fermer",
  close_dialog: "Fermer la boîte de dialogue",
  cart_with_count: "Panier, articles : {count}",
  choose_language: "Choisir la langue",
  quantity: "Quantité",
  increase_quantity: "Augmenter la quantité",
  decrease_quantity: "Diminuer la quantité",
  remove_item: "Retirer l'article",
  previous: "Précédent",
  next: "Suivant",
  chef_recommends: "Recommandé par le chef",

  // Global notices.
  new_version: "Une nouvelle version (v.{version}) est disponible. Fermez tous les onglets et rouvrez l'application ou appuyez sur « Mettre à jour »",
  update: "Mettre à jour",

  // Search screen.
  search_no_results: "Aucun produit trouvé",

  // Product screen.
  already_added_to_cart: "Déjà dans le panier",
  add_to_order: "Ajouter à la commande",
  adding_to_order: "Ajout à la commande",
  choose_up_to: "Choisissez jusqu'à {n} option(s)",
  special_instructions: "Instructions particulières",
  special_instructions_placeholder: "Exemple : sans poivre / sucre / sel, s'il vous plaît",
  error_adding_item: "Erreur lors de l'ajout de l'article",

  // Cart screen.
  coupon_code: "Code promo",
  apply_coupon: "Appliquer le code promo",
  coupon_applied: "Code promo appliqué",
  delete_coupon: "Supprimer le code promo",
  coupon_invalid: "Code promo invalide",
  employee_discount: "Remise employé",
  employee_id: "Identifiant employé",
  employee_id_invalid: "Identifiant employé invalide",
  apply: "Appliquer",
  remove: "Retirer",
  upsell_title: "Vous aimerez peut-être aussi",
  set_delivery_location: "Définir l'adresse de livraison",
  delivery_location: "Adresse de livraison",
  edit: "Modifier",
  payment_type: "Mode de paiement",
  checkout: "Commander",
  continue_to_payment: "Continuer vers le paiement",

  // Payment types.
  payment_cash: "Espèces",
  payment_machine: "Terminal de paiement",
  payment_card: "Paiement en ligne",
  payment_loyalty: "Fidélité",
  payment_blue_wallet: "Blue Wallet",

  // Location types.
  location_table: "Table",
  location_room: "Chambre",
  table_number: "Table n° {number}",
  room_number: "Chambre n° {number}",

  // Delivery location screen.
  search_location: "Rechercher un lieu",
  saved_addresses: "Adresses enregistrées",
  confirm_location: "Confirmer l'emplacement",
  change: "Modifier",
  flat_no: "N° d'appartement",
  building_premise: "Bâtiment / Local",
  area_street: "Quartier / Rue",
  landmark: "Point de repère (facultatif)",
  save_address: "Enregistrer l'adresse",
  continue: "Continuer",
  not_there_yet_title: "Nous ne livrons pas encore chez vous",
  not_there_yet_body: "Votre adresse est en dehors de notre zone de livraison. Veuillez changer d'adresse ou choisir le retrait sur place.",
  change_location: "Changer d'adresse",

  // Checkout screen.
  name: "Nom",
  email: "E-mail",
  phone: "Téléphone",
  car_number: "Immatriculation",
  car_number_placeholder: "A 12345",
  date_time: "Date et heure",
  address: "Adresse",
  accept_terms: "J'accepte les conditions générales",
  pay_now: "PAYER MAINTENANT",
  redirecting: "REDIRECTION ...",
  submitting_order: "ENVOI EN COURS",
  submit_order: "ENVOYER LA COMMANDE",
  order_via_whatsapp: "Commander via WhatsApp",

  // Checkout validation messages.
  name_required: "Le nom est un champ obligatoire",
  name_invalid: "Un nom valide est requis",
  email_invalid: "Adresse e-mail invalide",
  phone_required: "Le téléphone est un champ obligatoire",
  phone_invalid: "Veuillez saisir un numéro de téléphone valide",
  car_number_invalid: "Une immatriculation valide est requise",
  date_required: "La date est un champ obligatoire",
  date_invalid: "Veuillez choisir une date et une heure valides",
  address_required: "L'adresse est un champ obligatoire",
  address_invalid: "L'adresse est requise pour la livraison",

  // Order submission errors and the active-order dialog.
  order_send_error: "Une erreur s'est produite lors de l'envoi de cette commande. Veuillez réessayer plus tard.",
  no_response: "Aucune réponse du serveur",
  request_setup_error: "Erreur lors de la préparation de la requête",
  active_order_title: "Commande en cours",
  active_order_body: "Une commande existe déjà à cette table avec les articles suivants :",
  merge_question: "Fusionner les articles de votre panier avec la commande existante ?",
  cancel: "Annuler",
  merge: "Fusionner",
  merging: "Fusion en cours",

  // Order screen.
  order_success_title: "Commande réussie",
  order_success_body: "Merci pour votre commande. Notre équipe reviendra vers vous très bientôt !",
  order_pending: "Commande en attente",
  order_pending_body: "En attente de nouvelles de votre commande",
  order_accepted: "Commande acceptée",
  order_accepted_body: "Votre commande a été acceptée",
  download_order_details: "Télécharger le détail de la commande",
  order_canceled: "Commande annulée, veuillez vous adresser à notre personnel",
  pos_order_busy: "Cette table a une commande en cours en caisse. Veuillez commander auprès d'un serveur. Merci",
  order_details: "Détails de la commande",
  order_number: "Commande n° {number}",

  // Order summary.
  product: "Produit",
  price: "Prix",
  taxes: "Taxes",
  tips: "Pourboire",
  payments: "Paiements",
  balance_due: "Reste à payer",
  change_due: "Monnaie rendue",
  order_comments: "Commentaires sur la commande",
  item_count_one: "{count} article",
  item_count_other: "{count} articles",

  // Tips card.
  add_tip: "Ajouter un pourboire",
  tips_custom: "Autre montant",
  tip_amount: "Montant du pourboire",
  remove_tip: "Retirer le pourboire",

  // Wallet card.
  wallet_balance: "Solde : {amount}",
  amount: "Montant",
  otp: "Code à usage unique",
  redeem: "Utiliser",
  incorrect_otp: "Code incorrect",

  // Payment options card.
  payment_options: "Options de paiement",
  full_payment: "Paiement intégral",
  split_payment: "Partager l'addition",
  guests: "Convives",
  guest_number: "Convive {n}",
  confirm_split: "Confirmer le partage",
  invalid_split_total: "Total du partage invalide",
  pay: "Payer",
  in_progress: "En cours",
  paid: "Payé",

  // Payment-provider return screens.
  payment_checking: "Vérification du paiement en cours",
  payment_success: "Paiement réussi",
  payment_failed: "Échec du paiement",
  payment_status: "Statut",
  order_reference: "Référence de la commande",
  order_id: "N° de commande",

  // Feedback and info forms.
  submit: "Envoyer",
  submitting: "Envoi en cours",
  form_back_to_menu: "Retour au menu",
  select_option: "Choisissez une option",
  other_option: "Autre",
  rate_value: "Noter {n}",
  field_required: "{label} est un champ obligatoire",
  field_min: "{label} doit être au moins égal à {min}",
  field_max: "{label} doit être au plus égal à {max}",
  field_max_length: "{label} ne peut pas dépasser {n} caractères",
  field_other_value: "Veuillez saisir une autre valeur",
};
