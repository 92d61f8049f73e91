/**
 * The Blue Wallet card's rules (ordering spec §4 "Wallet card", §5 "Wallet", §9): when the card shows, how much
 * may be redeemed, and when Redeem can be pressed. Pure, so the card and its tests share them.
 */
import "../../engine/i18n/other-screens-texts";
import { parseAmount, type Milli } from "../../schemas/money";
import { amountOf, isOrderEnded } from "../../engine/rules/order-receipt";
import type { PlacedOrderAnswer } from "../../schemas/api/placed-order";

/** Spec §9: "Wallet OTP length 6". */
export const WALLET_OTP_LENGTH = 6;
/** The payment type a redemption is recorded with (spec §4 payment types). */
export const WALLET_PAYMENT_TYPE = "blue_wallet";

/** A guest's wallet as `GET /iiko/af/blue/{id}/` reads it, amounts exact. */
export interface WalletData {
  name: string;
  balance: Milli;
  wallet_id: string;
  redeemable: Milli;
}

/**
 * Spec §4: hidden when a split exists or a wallet payment was already made; and, as with every card that pays,
 * only while the order is not canceled and owes something, for a wallet that was found.
 */
export function showWalletCard(order: Pick<PlacedOrderAnswer, "status" | "split_payments" | "payments" | "balance_due">, wallet: WalletData | null | undefined): boolean {
  if (!wallet || isOrderEnded(order.status)) return false;
  if (order.split_payments.length > 0) return false;
  if (order.payments.some((payment) => payment.payment_type === WALLET_PAYMENT_TYPE)) return false;
  return amountOf(order.balance_due) > 0 && wallet.redeemable > 0;
}

/** Spec §5: the amount's maximum is the redeemable amount; nor can it pay more than the order still owes. */
export function walletAmountCap(wallet: WalletData, balanceDue: Milli): Milli {
  return Math.min(wallet.redeemable, balanceDue) as Milli;
}

/** The amount typed, when it is a number above 0, at most the cap and at the menu's decimals; else undefined. */
export function parseWalletAmount(text: string, cap: Milli, decimals: number): Milli | undefined {
  const trimmed = text.trim();
  const fraction = trimmed.split(".")[1] ?? "";
  if (fraction.length > decimals) return undefined;
  const amount = parseAmount(trimmed);
  return amount !== undefined && amount > 0 && amount <= cap ? amount : undefined;
}

/** Spec §5: "Redeem is disabled until the OTP has 6 characters or while a request is pending" (and the amount is valid). */
export function canRedeem(input: { otp: string; amount: Milli | undefined; pending: boolean }): boolean {
  return !input.pending && input.amount !== undefined && new RegExp(`^\\d{${WALLET_OTP_LENGTH}}$`).test(input.otp);
}

/** The OTP field keeps digits only, at most six (a code pasted with spaces still fits). */
export function otpDigits(text: string): string {
  return text.replace(/\D+/g, "").slice(0, WALLET_OTP_LENGTH);
}
