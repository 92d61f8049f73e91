/**
 * The keys of the venue-group plugin's texts that the core's own blocks draw (the cart totals' loyalty row, the
 * labels of the spec's payment types `loyalty` and `blue_wallet`, the refusal notice's sentence for the plugin's
 * refusal code `unknown_employee`), and their English, the fallback that is always there. The other 13 languages
 * load one at a time with the guest's language (core-block-texts.ts, `textsIn`).
 */
export const LOYALTY_DISCOUNT_LABEL = "venue-group.loyalty_discount";
export const PAYMENT_LOYALTY_LABEL = "venue-group.payment_loyalty";
export const PAYMENT_WALLET_LABEL = "venue-group.payment_blue_wallet";
export const REFUSAL_UNKNOWN_EMPLOYEE_TEXT = "venue-group.refusal_unknown_employee";

export type CoreBlockTexts = Readonly<Record<typeof LOYALTY_DISCOUNT_LABEL | typeof PAYMENT_LOYALTY_LABEL | typeof PAYMENT_WALLET_LABEL | typeof REFUSAL_UNKNOWN_EMPLOYEE_TEXT, string>>;

/** The four texts in one language. */
export const coreBlockTextsOf = (loyaltyDiscount: string, loyalty: string, wallet: string, unknownEmployee: string): CoreBlockTexts => ({
  [LOYALTY_DISCOUNT_LABEL]: loyaltyDiscount,
  [PAYMENT_LOYALTY_LABEL]: loyalty,
  [PAYMENT_WALLET_LABEL]: wallet,
  [REFUSAL_UNKNOWN_EMPLOYEE_TEXT]: unknownEmployee,
});

export const CORE_BLOCK_TEXTS_EN = coreBlockTextsOf("Loyalty discount", "Loyalty", "Blue Wallet", "The employee ID was not recognised. Remove it to continue.");
