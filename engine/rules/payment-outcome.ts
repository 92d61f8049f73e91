/**
 * What became of a payment, in the words a guest reads (issue 18, ordering spec §2 "Payment-provider return
 * screens", §4 "Payment status"): the status starts PENDING and is replaced by the server's; PAID is the success
 * value, and every other status is a payment that did not go through, said plainly with a way on (pay again, or the
 * order). The status code itself stays available under the view's details.
 */

export const PAID_STATUS = "PAID";
export const PENDING_STATUS = "PENDING";

export type PaymentOutcome = "pending" | "paid" | "declined" | "canceled" | "failed" | "unconfirmed";

/** Statuses the providers send for a payment the guest or the bank stopped (spellings seen across providers). */
const DECLINED = new Set(["DECLINED", "REJECTED", "FAILED", "FAILURE"]);
const CANCELED = new Set(["CANCELED", "CANCELLED", "ABANDONED", "EXPIRED"]);

/**
 * The outcome of a return screen's status: `confirmed` is false when the status call failed or could not be made
 * (a forged or broken return): the status then stays PENDING (spec §8) but the guest is told it is not confirmed.
 */
export function paymentOutcome(status: string | undefined, confirmed: boolean): PaymentOutcome {
  if (!confirmed) return "unconfirmed";
  const code = (status ?? PENDING_STATUS).trim().toUpperCase();
  if (code === PENDING_STATUS) return "pending";
  if (code === PAID_STATUS) return "paid";
  if (DECLINED.has(code)) return "declined";
  if (CANCELED.has(code)) return "canceled";
  return "failed";
}

/** A payment that did not go through and may be tried again. */
export function isFailedPayment(outcome: PaymentOutcome): boolean {
  return outcome === "declined" || outcome === "canceled" || outcome === "failed" || outcome === "unconfirmed";
}
