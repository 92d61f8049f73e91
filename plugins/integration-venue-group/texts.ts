/**
 * The venue-group plugin's own texts (docs/plugins.md, "Texts"), in the 14 UI languages; `Incorrect OTP` is the
 * spec's English (ordering spec §8). "Blue Wallet" is the wallet's brand name, kept as the core's payment label is.
 */
import { definePluginTexts } from "../../engine/plugin-api";

type Key =
  | "venue-group.wallet.title"
  | "venue-group.wallet.balance"
  | "venue-group.wallet.amount"
  | "venue-group.wallet.redeemable"
  | "venue-group.wallet.otp"
  | "venue-group.wallet.redeem"
  | "venue-group.wallet.redeeming"
  | "venue-group.wallet.incorrect_otp"
  | "venue-group.employee_discount"
  | "venue-group.employee_id"
  | "venue-group.employee_id_invalid";

type Texts = Readonly<Record<Key, string>>;

const en: Texts = {
  "venue-group.wallet.title": "Pay with Blue Wallet",
  "venue-group.wallet.balance": "Balance: {amount}",
  "venue-group.wallet.amount": "Amount to redeem",
  "venue-group.wallet.redeemable": "Up to {amount}",
  "venue-group.wallet.otp": "One-time code (6 digits)",
  "venue-group.wallet.redeem": "Redeem",
  "venue-group.wallet.redeeming": "Redeeming",
  "venue-group.wallet.incorrect_otp": "Incorrect OTP",
  "venue-group.employee_discount": "Employee Discount",
  "venue-group.employee_id": "Employee ID",
  "venue-group.employee_id_invalid": "Invalid employee ID",
};

const ar: Texts = {
  "venue-group.wallet.title": "الدفع بمحفظة Blue",
  "venue-group.wallet.balance": "الرصيد: {amount}",
  "venue-group.wallet.amount": "المبلغ المراد استبداله",
  "venue-group.wallet.redeemable": "حتى {amount}",
  "venue-group.wallet.otp": "رمز التحقق لمرة واحدة (6 أرقام)",
  "venue-group.wallet.redeem": "استبدال",
  "venue-group.wallet.redeeming": "جارٍ الاستبدال",
  "venue-group.wallet.incorrect_otp": "رمز التحقق غير صحيح",
  "venue-group.employee_discount": "خصم الموظفين",
  "venue-group.employee_id": "الرقم الوظيفي",
  "venue-group.employee_id_invalid": "الرقم الوظيفي غير صالح",
};

const de: Texts = {
  "venue-group.wallet.title": "Mit Blue Wallet bezahlen",
  "venue-group.wallet.balance": "Guthaben: {amount}",
  "venue-group.wallet.amount": "Einzulösender Betrag",
  "venue-group.wallet.redeemable": "Bis zu {amount}",
  "venue-group.wallet.otp": "Einmalcode (6 Ziffern)",
  "venue-group.wallet.redeem": "Einlösen",
  "venue-group.wallet.redeeming": "Wird eingelöst",
  "venue-group.wallet.incorrect_otp": "Falscher Einmalcode",
  "venue-group.employee_discount": "Mitarbeiterrabatt",
  "venue-group.employee_id": "Mitarbeiter-ID",
  "venue-group.employee_id_invalid": "Ungültige Mitarbeiter-ID",
};

const es: Texts = {
  "venue-group.wallet.title": "Pagar con Blue Wallet",
  "venue-group.wallet.balance": "Saldo: {amount}",
  "venue-group.wallet.amount": "Importe a canjear",
  "venue-group.wallet.redeemable": "Hasta {amount}",
  "venue-group.wallet.otp": "Código de un solo uso (6 dígitos)",
  "venue-group.wallet.redeem": "Canjear",
  "venue-group.wallet.redeeming": "Canjeando",
  "venue-group.wallet.incorrect_otp": "Código OTP incorrecto",
  "venue-group.employee_discount": "Descuento para empleados",
  "venue-group.employee_id": "ID de empleado",
  "venue-group.employee_id_invalid": "ID de empleado no válido",
};

const fr: Texts = {
  "venue-group.wallet.title": "Payer avec Blue Wallet",
  "venue-group.wallet.balance": "Solde : {amount}",
  "venue-group.wallet.amount": "Montant à utiliser",
  "venue-group.wallet.redeemable": "Jusqu’à {amount}",
  "venue-group.wallet.otp": "Code à usage unique (6 chiffres)",
  "venue-group.wallet.redeem": "Utiliser",
  "venue-group.wallet.redeeming": "Utilisation en cours",
  "venue-group.wallet.incorrect_otp": "Code OTP incorrect",
  "venue-group.employee_discount": "Remise employé",
  "venue-group.employee_id": "Identifiant employé",
  "venue-group.employee_id_invalid": "Identifiant employé invalide",
};

const he: Texts = {
  "venue-group.wallet.title": "תשלום ב-Blue Wallet",
  "venue-group.wallet.balance": "יתרה: {amount}",
  "venue-group.wallet.amount": "סכום למימוש",
  "venue-group.wallet.redeemable": "עד {amount}",
  "venue-group.wallet.otp": "קוד חד-פעמי (6 ספרות)",
  "venue-group.wallet.redeem": "מימוש",
  "venue-group.wallet.redeeming": "מממש",
  "venue-group.wallet.incorrect_otp": "קוד חד-פעמי שגוי",
  "venue-group.employee_discount": "הנחת עובד",
  "venue-group.employee_id": "מספר עובד",
  "venue-group.employee_id_invalid": "מספר עובד לא תקין",
};

const it: Texts = {
  "venue-group.wallet.title": "Paga con Blue Wallet",
  "venue-group.wallet.balance": "Saldo: {amount}",
  "venue-group.wallet.amount": "Importo da riscattare",
  "venue-group.wallet.redeemable": "Fino a {amount}",
  "venue-group.wallet.otp": "Codice monouso (6 cifre)",
  "venue-group.wallet.redeem": "Riscatta",
  "venue-group.wallet.redeeming": "Riscatto in corso",
  "venue-group.wallet.incorrect_otp": "Codice OTP errato",
  "venue-group.employee_discount": "Sconto dipendenti",
  "venue-group.employee_id": "ID dipendente",
  "venue-group.employee_id_invalid": "ID dipendente non valido",
};

const ja: Texts = {
  "venue-group.wallet.title": "Blue Wallet で支払う",
  "venue-group.wallet.balance": "残高: {amount}",
  "venue-group.wallet.amount": "利用する金額",
  "venue-group.wallet.redeemable": "{amount} まで",
  "venue-group.wallet.otp": "ワンタイムコード（6桁）",
  "venue-group.wallet.redeem": "利用する",
  "venue-group.wallet.redeeming": "処理中",
  "venue-group.wallet.incorrect_otp": "ワンタイムコードが正しくありません",
  "venue-group.employee_discount": "従業員割引",
  "venue-group.employee_id": "従業員ID",
  "venue-group.employee_id_invalid": "無効な従業員IDです",
};

const kp: Texts = {
  "venue-group.wallet.title": "Blue Wallet으로 결제",
  "venue-group.wallet.balance": "잔액: {amount}",
  "venue-group.wallet.amount": "사용할 금액",
  "venue-group.wallet.redeemable": "최대 {amount}",
  "venue-group.wallet.otp": "일회용 코드 (6자리)",
  "venue-group.wallet.redeem": "사용하기",
  "venue-group.wallet.redeeming": "사용 중",
  "venue-group.wallet.incorrect_otp": "일회용 코드가 올바르지 않습니다",
  "venue-group.employee_discount": "직원 할인",
  "venue-group.employee_id": "직원 ID",
  "venue-group.employee_id_invalid": "유효하지 않은 직원 ID입니다",
};

const nl: Texts = {
  "venue-group.wallet.title": "Betalen met Blue Wallet",
  "venue-group.wallet.balance": "Saldo: {amount}",
  "venue-group.wallet.amount": "Te verzilveren bedrag",
  "venue-group.wallet.redeemable": "Tot {amount}",
  "venue-group.wallet.otp": "Eenmalige code (6 cijfers)",
  "venue-group.wallet.redeem": "Verzilveren",
  "venue-group.wallet.redeeming": "Bezig met verzilveren",
  "venue-group.wallet.incorrect_otp": "Onjuiste eenmalige code",
  "venue-group.employee_discount": "Personeelskorting",
  "venue-group.employee_id": "Personeelsnummer",
  "venue-group.employee_id_invalid": "Ongeldig personeelsnummer",
};

const ru: Texts = {
  "venue-group.wallet.title": "Оплатить Blue Wallet",
  "venue-group.wallet.balance": "Баланс: {amount}",
  "venue-group.wallet.amount": "Сумма к списанию",
  "venue-group.wallet.redeemable": "До {amount}",
  "venue-group.wallet.otp": "Одноразовый код (6 цифр)",
  "venue-group.wallet.redeem": "Списать",
  "venue-group.wallet.redeeming": "Списание",
  "venue-group.wallet.incorrect_otp": "Неверный одноразовый код",
  "venue-group.employee_discount": "Скидка для сотрудников",
  "venue-group.employee_id": "Табельный номер",
  "venue-group.employee_id_invalid": "Недействительный табельный номер",
};

const th: Texts = {
  "venue-group.wallet.title": "ชำระด้วย Blue Wallet",
  "venue-group.wallet.balance": "ยอดคงเหลือ: {amount}",
  "venue-group.wallet.amount": "จำนวนที่ต้องการใช้",
  "venue-group.wallet.redeemable": "สูงสุด {amount}",
  "venue-group.wallet.otp": "รหัสใช้ครั้งเดียว (6 หลัก)",
  "venue-group.wallet.redeem": "ใช้สิทธิ์",
  "venue-group.wallet.redeeming": "กำลังดำเนินการ",
  "venue-group.wallet.incorrect_otp": "รหัส OTP ไม่ถูกต้อง",
  "venue-group.employee_discount": "ส่วนลดพนักงาน",
  "venue-group.employee_id": "รหัสพนักงาน",
  "venue-group.employee_id_invalid": "รหัสพนักงานไม่ถูกต้อง",
};

const tr: Texts = {
  "venue-group.wallet.title": "Blue Wallet ile öde",
  "venue-group.wallet.balance": "Bakiye: {amount}",
  "venue-group.wallet.amount": "Kullanılacak tutar",
  "venue-group.wallet.redeemable": "En fazla {amount}",
  "venue-group.wallet.otp": "Tek kullanımlık kod (6 hane)",
  "venue-group.wallet.redeem": "Kullan",
  "venue-group.wallet.redeeming": "Kullanılıyor",
  "venue-group.wallet.incorrect_otp": "Hatalı tek kullanımlık kod",
  "venue-group.employee_discount": "Çalışan İndirimi",
  "venue-group.employee_id": "Çalışan Numarası",
  "venue-group.employee_id_invalid": "Geçersiz çalışan numarası",
};

const zh: Texts = {
  "venue-group.wallet.title": "使用 Blue Wallet 支付",
  "venue-group.wallet.balance": "余额：{amount}",
  "venue-group.wallet.amount": "兑换金额",
  "venue-group.wallet.redeemable": "最多 {amount}",
  "venue-group.wallet.otp": "一次性验证码（6 位）",
  "venue-group.wallet.redeem": "兑换",
  "venue-group.wallet.redeeming": "正在兑换",
  "venue-group.wallet.incorrect_otp": "一次性验证码错误",
  "venue-group.employee_discount": "员工折扣",
  "venue-group.employee_id": "员工编号",
  "venue-group.employee_id_invalid": "员工编号无效",
};

export const venueGroupTexts = definePluginTexts({ en, ar, de, es, fr, he, it, ja, kp, nl, ru, th, tr, zh });
