import type { PaymentOutcome } from "../../engine/plugin-api/payment-provider";

/** A payment the provider has not settled yet. */
export const UNPAID = "UNPAID";
/** What a guest can do on a payment page, and the status each leaves (PAID is the spec's success value). */
export const OUTCOMES = { pay: "PAID", decline: "DECLINED", cancel: "CANCELED" } as const;

/** The status the server records for what a provider says; pending records nothing. */
export const STATUS_OF_OUTCOME: Readonly<Record<PaymentOutcome, string | undefined>> = {
  paid: OUTCOMES.pay,
  failed: OUTCOMES.decline,
  cancelled: OUTCOMES.cancel,
  pending: undefined,
};
