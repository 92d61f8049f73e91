import "../../engine/i18n/other-screens-texts";
import { useMemo } from "react";
import { useText } from "../../engine/react/menu-context";
import { amountOf, isOrderEnded } from "../../engine/rules/order-receipt";
import { isFailedPayment, type PaymentOutcome } from "../../engine/rules/payment-outcome";
import type { TextKey } from "../../engine/i18n/catalogue/en";
import type { PlacedOrderAnswer } from "../../schemas/api/placed-order";
import { readLastPayment } from "../shared/payment-retry";
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
 * tab). While the balance is still due, the order screen says so at the top, in plain words; paying again is the
 * bottom bar's action (a new payment through the full-payment call), or a share's Pay once the bill is split.
 */
export function LastPaymentNotice({ order }: { order: PlacedOrderAnswer }) {
  const t = useText();
  const last = useMemo(() => readLastPayment(order.uuid), [order.uuid]);
  if (!last || !isFailedPayment(last.outcome) || amountOf(order.balance_due) <= 0 || isOrderEnded(order.status)) return null;
  const sentence = SENTENCE[last.outcome];
  // The way on is the screen's main action, paying the balance, in the bottom bar (or a share, once split).
  return (
    <section className={css.paymentNotice} role="status" aria-labelledby="last-payment-title" data-testid="last-payment-notice">
      <h2 className={shared.cardTitle} id="last-payment-title">
        {t("last_payment_failed_title")}
      </h2>
      {sentence ? <p className={css.noticeText}>{t(sentence)}</p> : null}
    </section>
  );
}
