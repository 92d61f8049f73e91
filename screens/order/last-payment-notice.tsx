import { useMemo } from "react";
import { useMenuState, useText } from "../../engine/react/menu-context";
import { amountOf, isOrderEnded } from "../../engine/rules/order-receipt";
import { isFailedPayment, type PaymentOutcome } from "../../engine/rules/payment-outcome";
import type { TextKey } from "../../engine/i18n/catalogue/en";
import type { PlacedOrderAnswer } from "../../schemas/api/placed-order";
import { readLastPayment, usePayAgain } from "../shared/payment-retry";
import { useMoneyText } from "../shared/use-money";
import * as shared from "../shared/ordering.css";
import * as css from "./order.css";

const SENTENCE: Partial<Record<PaymentOutcome, TextKey>> = {
  declined: "payment_declined_text",
  canceled: "payment_canceled_text",
  failed: "payment_failed_text",
  unconfirmed: "payment_unconfirmed_text",
};

/**
 * Issue 18: the guest came back from a payment that did not go through (the return screen remembered it for the
 * tab). While the balance is still due, the order screen says so at the top, in plain words, with the way on: pay
 * the balance again (a new payment through the full-payment call). A split order is paid share by share in the
 * payment options card instead, so only the sentence shows there.
 */
export function LastPaymentNotice({ order }: { order: PlacedOrderAnswer }) {
  const t = useText();
  const money = useMoneyText();
  const paymentEnabled = useMenuState((s) => s.menuData?.payment_enabled === true);
  const last = useMemo(() => readLastPayment(order.uuid), [order.uuid]);
  const { payAgain, state } = usePayAgain(order.uuid);
  if (!last || !isFailedPayment(last.outcome) || amountOf(order.balance_due) <= 0 || isOrderEnded(order.status)) return null;
  const sentence = SENTENCE[last.outcome];
  const canPayInFull = paymentEnabled && order.split_payments.length === 0 && state !== "changed";
  return (
    <section className={css.paymentNotice} role="status" aria-labelledby="last-payment-title" data-testid="last-payment-notice">
      <h2 className={shared.cardTitle} id="last-payment-title">
        {t("last_payment_failed_title")}
      </h2>
      {sentence ? <p className={css.noticeText}>{t(sentence)}</p> : null}
      {canPayInFull ? (
        <button type="button" className={`${shared.primaryButton} ${shared.wide}`} disabled={state === "busy"} onClick={payAgain} data-testid="order-pay-again">
          {state === "busy" ? t("redirecting") : `${t("pay_again")} · ${money(order.balance_due)}`}
        </button>
      ) : null}
      {state === "failed" || state === "changed" ? (
        <p className={css.noticeProblem} role="alert">
          {t(state === "failed" ? "payment_retry_failed" : "payment_order_changed")}
        </p>
      ) : null}
    </section>
  );
}
