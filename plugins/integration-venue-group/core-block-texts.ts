/**
 * The venue-group plugin's texts that the core's own blocks draw (core-block-labels.ts), in the 14 UI languages.
 * Loaded one language at a time, when the guest takes it (`textsIn`), so they stay off the first screen; the core
 * reads them from the registry with `usePluginText()`. "Blue Wallet" is the wallet's brand name. The unknown-employee
 * refusal's sentences came with the code from the core's catalogues (decision 0065).
 */
import { definePluginTexts } from "../../engine/plugin-api/plugin-texts";
import type { CoreBlockTexts } from "./core-block-labels";

// The keys spelled out rather than imported: importing the first screen's constants here would split them into a
// chunk of their own, which costs the first screen more than these few bytes.
const texts = (loyaltyDiscount: string, loyalty: string, wallet: string, unknownEmployee: string): CoreBlockTexts => ({
  "venue-group.loyalty_discount": loyaltyDiscount,
  "venue-group.payment_loyalty": loyalty,
  "venue-group.payment_blue_wallet": wallet,
  "venue-group.refusal_unknown_employee": unknownEmployee,
});

export const coreBlockTexts = definePluginTexts({
  en: texts("Loyalty discount", "Loyalty", "Blue Wallet", "The employee ID was not recognised. Remove it to continue."),
  ar: texts("خصم الولاء", "نقاط الولاء", "محفظة Blue", "لم يتم التعرف على رقم الموظف. أزله للمتابعة."),
  de: texts("Treuerabatt", "Treuepunkte", "Blue Wallet", "Die Mitarbeiter-ID wurde nicht erkannt. Entfernen Sie sie, um fortzufahren."),
  es: texts("Descuento de fidelidad", "Puntos de fidelidad", "Blue Wallet", "No se reconoció el ID de empleado. Quítalo para continuar."),
  fr: texts("Remise fidélité", "Fidélité", "Blue Wallet", "L'identifiant employé n'a pas été reconnu. Retirez-le pour continuer."),
  he: texts("הנחת מועדון", "מועדון לקוחות", "Blue Wallet", "מספר העובד לא זוהה. הסר אותו כדי להמשיך."),
  it: texts("Sconto fedeltà", "Punti fedeltà", "Blue Wallet", "L'ID dipendente non è stato riconosciuto. Rimuovilo per continuare."),
  ja: texts("ロイヤルティ割引", "ポイント", "Blue Wallet", "従業員IDが確認できませんでした。削除して続けてください。"),
  kp: texts("멤버십 할인", "포인트", "Blue Wallet", "직원 ID를 확인할 수 없습니다. 삭제하고 계속하세요."),
  nl: texts("Loyaliteitskorting", "Spaarpunten", "Blue Wallet", "Het personeelsnummer werd niet herkend. Verwijder het om verder te gaan."),
  ru: texts("Скидка по программе лояльности", "Бонусы", "Blue Wallet", "Табельный номер не распознан. Удалите его, чтобы продолжить."),
  th: texts("ส่วนลดสมาชิก", "คะแนนสะสม", "Blue Wallet", "ไม่พบรหัสพนักงานนี้ โปรดนำออกเพื่อดำเนินการต่อ"),
  tr: texts("Sadakat indirimi", "Sadakat Puanı", "Blue Wallet", "Personel numarası tanınmadı. Devam etmek için kaldırın."),
  zh: texts("会员折扣", "会员积分", "Blue Wallet", "无法识别该员工编号，请移除后继续。"),
});
