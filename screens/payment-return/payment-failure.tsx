import "../../engine/i18n/other-screens-texts";
import { Link } from "@tanstack/react-router";
import type { TextKey } from "../../engine/i18n/catalogue/en";
import { useText } from "../../engine/react/menu-context";
import { PAID_STATUS, PENDING_STATUS, paymentOutcome, type PaymentOutcome } from "../../engine/rules/payment-outcome";
import { usePayAgain } from "../shared/payment-retry";
import { useMoneyText } from "../shared/use-money";
import * as css from "./payment-return.css";

const OUTCOME_TEXT: Readonly<Record<PaymentOutcome, TextKey>> = {
  pending: "payment_checking",
  paid: "payment_success",
  declined: "payment_declined_text",
  canceled: "payment_canceled_text",
  failed: "payment_failed_text",
  unconfirmed: "payment_unconfirmed_text",
};

/** The plain sentence for what became of a payment. */
export function outcomeTextKey(outcome: PaymentOutcome): TextKey {
  return OUTCOME_TEXT[outcome];
}

/** The status word in the guest's language ("DECLINED" reads 'Declined'); undefined for a status no one names. */
export function statusTextKey(status: string): TextKey | undefined {
  if (status === PENDING_STATUS) return "payment_status_pending";
  if (status === PAID_STATUS) return "paid";
  const outcome = paymentOutcome(status, true);
  return outcome === "declined" ? "payment_status_declined" : outcome === "canceled" ? "payment_status_canceled" : "payment_status_failed";
}

/**
 * The way on after a payment that did not go through (issue 18): pay the balance again (a new payment through the
 * full-payment call; the amount once the order is read) or open the order. Without an order (a return the server
 * could not confirm) the way back is the menu.
 */
export function PaymentFailureActions({ orderUuid, due }: { orderUuid: string | undefined; due: string | undefined }) {
  const t = useText();
  const money = useMoneyText();
  const { payAgain, state } = usePayAgain(orderUuid);
  if (!orderUuid) {
    return (
      <Link to="/home" className={css.button}>
        {t("ui_str_continue_shopping")}
      </Link>
    );
  }
  return (
    <div className={css.actions}>
      {state !== "changed" ? (
        <button type="button" className={css.button} disabled={state === "busy"} onClick={payAgain} data-testid="pay-again">
          {state === "busy" ? t("redirecting") : due ? `${t("pay_again")} · ${money(due)}` : t("pay_again")}
        </button>
      ) : null}
      {state === "failed" || state === "changed" ? (
        <p className={css.problem} role="alert">
          {t(state === "failed" ? "payment_retry_failed" : "payment_order_changed")}
        </p>
      ) : null}
      <Link to={`/order/${orderUuid}`} className={state === "changed" ? css.button : css.secondaryButton}>
        {t("order_details")}
      </Link>
    </div>
  );
}
