/**
 * Payment types (doc 2 §4): which are offered and the default choice. The core's are cash, the card machine and
 * online payment; a plugin may contribute more values an order can name (`paymentTypes`, engine/plugin-api).
 */
import type { Milli } from "./money";

export const PAYMENT_TYPES = ["cash", "machine", "card"] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Doc 2 §4 labels. */
export const PAYMENT_TYPE_LABELS: Readonly<Record<PaymentType, string>> = {
  cash: "Cash",
  machine: "Card Machine",
  card: "Online Payments",
};

/** The venue switches for the guest-selectable payment types. */
export interface PaymentTypeSettings {
  enable_cash?: boolean | null;
  enable_card_machine?: boolean | null;
  payment_enabled?: boolean | null;
}

/** Whether a value is a payment type. */
export function isPaymentType(value: unknown): value is PaymentType {
  return typeof value === "string" && (PAYMENT_TYPES as readonly string[]).includes(value);
}

/** The choices the payment toggle offers: each only when its switch is on. */
export function availablePaymentTypes(settings: PaymentTypeSettings): PaymentType[] {
  const types: PaymentType[] = [];
  if (settings.enable_cash === true) types.push("cash");
  if (settings.enable_card_machine === true) types.push("machine");
  if (settings.payment_enabled === true) types.push("card");
  return types;
}

/**
 * Doc 2 §4: a total of 0 means cash; with a total above 0 and nothing chosen, card when online payment is
 * on, else cash; a choice already made stays.
 */
export function defaultPaymentType(
  total: Milli,
  paymentEnabled: boolean | null | undefined,
  current: PaymentType | null | undefined,
): PaymentType {
  if (total <= 0) return "cash";
  if (current) return current;
  return paymentEnabled === true ? "card" : "cash";
}

/** Doc 2 §2: the payment-type toggle shows only when the total is above 0. */
export function showPaymentChoice(total: Milli, minOrderAmountError: boolean): boolean {
  return total > 0 && !minOrderAmountError;
}
