import type { Catalogue } from "./en";

/** Turkish. */
export const tr: Catalogue = {
  // Venue-overridable strings of the menu payload.
  ui_str_discount: "İndirim",
  ui_str_out_of_stock: "Tükendi",
  ui_str_add_to_cart: "Sepete Ekle",
  ui_str_select_variations: "Seçenekleri Belirleyin",
  ui_str_required: "Zorunlu",
  ui_str_qty: "Adet",
  ui_str_input_qty: "Adet Girin",
  ui_str_save: "Kaydet",
  ui_str_cart_subtotal: "Ara Toplam",
  ui_str_cart_total: "Toplam",
  ui_str_delivery_fees: "Teslimat Ücreti",
  ui_str_minimum_order_amount: "Gereken minimum sipariş tutarı: {amount}",
  ui_str_order_type: "Sipariş Türü",
  ui_str_delivery: "Paket Servis",
  ui_str_dine_in: "Restoranda",
  ui_str_takeaway: "Gel Al",
  ui_str_drive_thru: "Arabaya Servis",
  ui_str_continue_shopping: "Menüye Dön",
  ui_str_add_more_items_to_cart: "Sepetinize daha fazla ürün ekleyin",
  ui_str_menu_closed: "Şu anda kapalıyız",
  ui_str_order_active_table: "Bu masada aktif bir sipariş var",
  ui_str_cart_item_added: "Ürün sepete eklendi",

  // Boot, onboarding and error screens.
  loading: "Yükleniyor",
  open_menu: "Menüyü Aç",
  language: "Dil",
  error_title: "Hata",
  venue_error: "Hesabınızla ilgili bir sorun var gibi görünüyor. Bu hatayı gidermek için lütfen ürünün destek ekibiyle iletişime geçin.",
  not_found_title: "Menü bulunamadı",
  not_found_body: "Bu adreste bir menü yok. Bağlantıyı kontrol edin veya QR kodu tekrar tarayın.",

  // Header, drawer and navigation.
  home: "Ana Sayfa",
  categories: "Kategoriler",
  back: "Geri",
  cart: "Sepet",
  search: "Ara",
  menu: "Menü",
  promotions: "Kampanyalar",
  app_version: "Sürüm {version}",

  // Accessible names.
  open_drawer: "Gezinme menüsünü aç",
  close_drawer: "Gezinme menüsünü kapat",
  close: "Kapat",
  close_dialog: "Pencereyi kapat",
  cart_with_count: "Sepet, {count} ürün",
  choose_language: "Dil seçin",
  quantity: "Adet",
  increase_quantity: "Adedi artır",
  decrease_quantity: "Adedi azalt",
  remove_item: "Ürünü kaldır",
  previous: "Önceki",
  next: "Sonraki",
  chef_recommends: "Şefin önerisi",

  // Global notices.
  new_version: 'Yeni bir sürüm (v.{version}) mevcut. Tüm sekmeleri kapatıp uygulamayı yeniden açın veya "Güncelle" düğmesine basın',
  update: "Güncelle",

  // Search screen.
  search_no_results: "Ürün bulunamadı",

  // Product screen.
  already_added_to_cart: "Zaten Sepette",
  add_to_order: "Siparişe Ekle",
  adding_to_order: "Siparişe Ekleniyor",
  choose_up_to: "En fazla {n} seçenek seçin",
  special_instructions: "Özel İstekler",
  special_instructions_placeholder: "Örnek: Lütfen biber / şeker / tuz koymayın",
  error_adding_item: "Ürün eklenirken hata oluştu",

  // Cart screen.
  coupon_code: "Kupon Kodu",
  apply_coupon: "Kuponu Uygula",
  coupon_applied: "Kupon Uygulandı",
  delete_coupon: "Kuponu Sil",
  coupon_invalid: "Geçersiz kupon kodu",
  employee_discount: "Çalışan İndirimi",
  employee_id: "Çalışan Numarası",
  employee_id_invalid: "Geçersiz çalışan numarası",
  apply: "Uygula",
  remove: "Kaldır",
  upsell_title: "Bunları da beğenebilirsiniz",
  set_delivery_location: "Teslimat Konumunu Belirle",
  delivery_location: "Teslimat Konumu",
  edit: "Düzenle",
  payment_type: "Ödeme Yöntemi",
  checkout: "Siparişi Tamamla",
  continue_to_payment: "Ödemeye Geç",

  // Payment types.
  payment_cash: "Nakit",
  payment_machine: "Kart ile (POS cihazı)",
  payment_card: "Online Ödeme",
  payment_loyalty: "Sadakat Puanı",
  payment_blue_wallet: "Blue Wallet",

  // Location types.
  location_table: "Masa",
  location_room: "Oda",
  table_number: "Masa No: {number}",
  room_number: "Oda No: {number}",

  // Delivery location screen.
  search_location: "Konum ara",
  saved_addresses: "Kayıtlı Adresler",
  confirm_location: "Konumu Onayla",
  change: "Değiştir",
  flat_no: "Daire No",
  building_premise: "Bina / Tesis",
  area_street: "Mahalle / Sokak",
  landmark: "Yer tarifi (isteğe bağlı)",
  save_address: "Adresi Kaydet",
  continue: "Devam",
  not_there_yet_title: "Henüz oraya hizmet vermiyoruz",
  not_there_yet_body: "Konumunuz teslimat bölgemizin dışında. Lütfen konumu değiştirin veya gel al seçeneğini seçin.",
  change_location: "Konumu Değiştir",

  // Checkout screen.
  name: "Ad Soyad",
  email: "E-posta",
  phone: "Telefon",
  car_number: "Araç Plakası",
  car_number_placeholder: "A 12345",
  date_time: "Tarih ve Saat",
  address: "Adres",
  accept_terms: "Kullanım şartlarını ve koşullarını kabul ediyorum",
  pay_now: "ŞİMDİ ÖDE",
  redirecting: "YÖNLENDİRİLİYOR ...",
  submitting_order: "GÖNDERİLİYOR",
  submit_order: "SİPARİŞİ GÖNDER",
  order_via_whatsapp: "WhatsApp ile Sipariş Ver",

  // Checkout validation messages.
  name_required: "Ad Soyad zorunlu bir alandır",
  name_invalid: "Geçerli bir ad soyad gereklidir",
  email_invalid: "Geçersiz e-posta adresi",
  phone_required: "Telefon zorunlu bir alandır",
  phone_invalid: "Lütfen geçerli bir telefon numarası girin",
  car_number_invalid: "Geçerli bir araç plakası gereklidir",
  date_required: "Tarih zorunlu bir alandır",
  date_invalid: "Lütfen geçerli bir tarih ve saat seçin",
  address_required: "Adres zorunlu bir alandır",
  address_invalid: "Teslimat için adres gereklidir",

  // Order submission errors and the active-order dialog.
  order_send_error: "Bu sipariş gönderilirken bir hata oluştu. Lütfen daha sonra tekrar deneyin.",
  no_response: "Sunucudan yanıt yok",
  request_setup_error: "İstek hazırlanırken hata oluştu",
  active_order_title: "Aktif Sipariş",
  active_order_body: "Bu masada aşağıdaki ürünleri içeren bir sipariş zaten var:",
  merge_question: "Sepetinizdeki ürünler mevcut siparişle birleştirilsin mi?",
  cancel: "İptal",
  merge: "Birleştir",
  merging: "Birleştiriliyor",

  // Order screen.
  order_success_title: "Sipariş Başarılı",
  order_success_body: "Siparişiniz için teşekkür ederiz. Ekibimiz kısa süre içinde size dönüş yapacak!",
  order_pending: "Sipariş Bekliyor",
  order_pending_body: "Siparişinizle ilgili güncellemeler bekleniyor",
  order_accepted: "Sipariş Kabul Edildi",
  order_accepted_body: "Siparişiniz kabul edildi",
  download_order_details: "Sipariş Ayrıntılarını İndir",
  order_canceled: "Sipariş iptal edildi, yardım için lütfen personelimizle iletişime geçin",
  pos_order_busy: "Bu masada kasadan açılmış bir sipariş var. Lütfen siparişinize bir garson aracılığıyla devam edin. Teşekkürler",
  order_details: "Sipariş Ayrıntıları",
  order_number: "Sipariş No: {number}",

  // Order summary.
  product: "Ürün",
  price: "Fiyat",
  taxes: "Vergiler",
  tips: "Bahşiş",
  payments: "Ödemeler",
  balance_due: "Kalan Tutar",
  change_due: "Para Üstü",
  order_comments: "Sipariş Notları",
  item_count_one: "{count} ürün",
  item_count_other: "{count} ürün",

  // Tips card.
  add_tip: "Bahşiş Ekle",
  tips_custom: "Diğer Tutar",
  tip_amount: "Bahşiş Tutarı",
  remove_tip: "Bahşişi kaldır",

  // Wallet card.
  wallet_balance: "Bakiye: {amount}",
  amount: "Tutar",
  otp: "Tek kullanımlık kod",
  redeem: "Kullan",
  incorrect_otp: "Hatalı kod",

  // Payment options card.
  payment_options: "Ödeme Seçenekleri",
  full_payment: "Tamamını öde",
  split_payment: "Hesabı böl",
  guests: "Kişi sayısı",
  guest_number: "Misafir {n}",
  confirm_split: "Bölüşümü Onayla",
  invalid_split_total: "Geçersiz bölüşüm toplamı",
  pay: "Öde",
  in_progress: "İşleniyor",
  paid: "Ödendi",

  // Payment-provider return screens.
  payment_checking: "Ödeme durumu kontrol ediliyor",
  payment_success: "Ödeme Başarılı",
  payment_failed: "Ödeme Başarısız",
  payment_status: "Durum",
  order_reference: "Sipariş Referansı",
  order_id: "Sipariş Kimliği",

  // Feedback and info forms.
  submit: "Gönder",
  submitting: "Gönderiliyor",
  form_back_to_menu: "Menüye Dön",
  select_option: "Bir seçenek belirleyin",
  other_option: "Diğer",
  rate_value: "{n} puan ver",
  field_required: "{label} zorunlu bir alandır",
  field_min: "{label} için minimum değer {min} olmalıdır",
  field_max: "{label} için maksimum değer {max} olmalıdır",
  field_max_length: "{label} en fazla {n} karakter olabilir",
  field_other_value: "Lütfen başka bir değer girin",
};
