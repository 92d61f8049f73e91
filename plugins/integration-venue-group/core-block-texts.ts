/**
 * The venue-group plugin's texts that the core's own blocks draw (the cart totals' loyalty row, the labels of the
 * spec's payment types `loyalty` and `blue_wallet`): contributed through the registry, where a core block reads
 * them with `usePluginText()`. Its other texts load with its own blocks (texts.ts). "Blue Wallet" is the wallet's
 * brand name.
 */
import { definePluginTexts } from "../../engine/plugin-api";

export const LOYALTY_DISCOUNT_LABEL = "venue-group.loyalty_discount";
export const PAYMENT_LOYALTY_LABEL = "venue-group.payment_loyalty";
export const PAYMENT_WALLET_LABEL = "venue-group.payment_blue_wallet";

type Texts = Readonly<Record<typeof LOYALTY_DISCOUNT_LABEL | typeof PAYMENT_LOYALTY_LABEL | typeof PAYMENT_WALLET_LABEL, string>>;

const texts = (loyaltyDiscount: string, loyalty: string, wallet: string): Texts => ({
  [LOYALTY_DISCOUNT_LABEL]: loyaltyDiscount,
  [PAYMENT_LOYALTY_LABEL]: loyalty,
  [PAYMENT_WALLET_LABEL]: wallet,
});

export const coreBlockTexts = definePluginTexts({
  en: texts("Loyalty discount", "Loyalty", "Blue Wallet"),
  ar: texts("خصم الولاء", "نقاط الولاء", "محفظة Blue"),
  de: texts("Treuerabatt", "Treuepunkte", "Blue Wallet"),
  es: texts("Descuento de fidelidad", "Puntos de fidelidad", "Blue Wallet"),
  fr: texts("Remise fidélité", "Fidélité", "Blue Wallet"),
  he: texts("הנחת מועדון", "מועדון לקוחות", "Blue Wallet"),
  it: texts("Sconto fedeltà", "Punti fedeltà", "Blue Wallet"),
  ja: texts("ロイヤルティ割引", "ポイント", "Blue Wallet"),
  kp: texts("멤버십 할인", "포인트", "Blue Wallet"),
  nl: texts("Loyaliteitskorting", "Spaarpunten", "Blue Wallet"),
  ru: texts("Скидка по программе лояльности", "Бонусы", "Blue Wallet"),
  th: texts("ส่วนลดสมาชิก", "คะแนนสะสม", "Blue Wallet"),
  tr: texts("Sadakat indirimi", "Sadakat Puanı", "Blue Wallet"),
  zh: texts("会员折扣", "会员积分", "Blue Wallet"),
});
