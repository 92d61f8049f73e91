/**
 * The venue-group plugin's texts that the core's own blocks draw (core-block-labels.ts), in the 14 UI languages.
 * Loaded one language at a time, when the guest takes it (`textsIn`), so they stay off the first screen; the core
 * reads them from the registry with `usePluginText()`. "Blue Wallet" is the wallet's brand name.
 */
import { definePluginTexts } from "../../engine/plugin-api/plugin-texts";
import type { CoreBlockTexts } from "./core-block-labels";

// The keys spelled out rather than imported: importing the first screen's constants here would split them into a
// chunk of their own, which costs the first screen more than these few bytes.
const texts = (loyaltyDiscount: string, loyalty: string, wallet: string): CoreBlockTexts => ({
  "venue-group.loyalty_discount": loyaltyDiscount,
  "venue-group.payment_loyalty": loyalty,
  "venue-group.payment_blue_wallet": wallet,
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
