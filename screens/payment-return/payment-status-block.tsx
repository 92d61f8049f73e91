import "../../engine/i18n/other-screens-texts";
import { useEffect } from "react";
import { Link } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import type { BlockProps } from "../../engine/plugin-api";
import { queryClient } from "../../engine/server-state/query-client";
import { orderQuery, paymentStatusQuery } from "../../engine/server-state/calls";
import { useMenuState, useText } from "../../engine/react/menu-context";
import { isFailedPayment, paymentOutcome, PENDING_STATUS } from "../../engine/rules/payment-outcome";
import { amountOf } from "../../engine/rules/order-receipt";
import { forgetLastPayment, rememberLastPayment } from "../shared/payment-retry";
import type { PaymentReturnData } from "./payment-return-route";
import { PaymentFailureActions, outcomeTextKey, statusTextKey } from "./payment-failure";
import * as css from "./payment-return.css";

const NO_CALL = { queryKey: ["paymentStatus", "none"] as const, queryFn: () => Promise.resolve(null), enabled: false };

/**
 * A payment provider's return screen: the route's loader found the provider, the reference and the status call
 * (and started it); this block shows PENDING until the server answers, then the server's status. PAID is the
 * thank-you and the way to the order; any other status says in plain words what happened and offers a way on: pay
 * the balance again, or open the order (issue 18). A failed call leaves the status PENDING (logged by the call,
 * ordering spec section 8) under the failure view. The status, reference and order id stay under 'Payment details'.
 */
export default function PaymentStatus({ context }: BlockProps) {
  const t = useText();
  const language = useMenuState((s) => s.selected_language) ?? "en";
  const { reference, statusCall } = context.data as Partial<PaymentReturnData>;
  const query = useQuery<{ status: string; orderId?: string | number | null; orderUUID?: string | null } | null>(
    statusCall ? paymentStatusQuery(statusCall) : NO_CALL,
    queryClient,
  );
  const answer = query.data;
  const status = answer?.status ?? PENDING_STATUS;
  const orderUuid = answer?.orderUUID ?? undefined;
  // A status call that fails (a reference the server never issued: a forged return) leaves the status PENDING, as
  // the spec says, but the guest is not left waiting: the page shows the failure.
  const outcome = paymentOutcome(status, !(query.isError || !statusCall));
  const failed = isFailedPayment(outcome);
  // What is due now, for the pay-again button (the guest's own order; another's simply shows no amount).
  const order = useQuery({ ...orderQuery(language, orderUuid ?? ""), enabled: failed && orderUuid !== undefined, retry: false }, queryClient);
  const due = order.data && amountOf(order.data.balance_due) > 0 ? order.data.balance_due : undefined;

  // The order screen says the same while the balance is still due; a paid return clears it and the order read.
  useEffect(() => {
    if (!orderUuid || outcome === "pending") return;
    if (outcome === "paid") {
      forgetLastPayment(orderUuid);
      void queryClient.invalidateQueries({ queryKey: ["order", orderUuid] });
    } else rememberLastPayment({ orderUuid, outcome, status });
  }, [orderUuid, outcome, status]);

  return (
    <main className={css.page} data-outcome={outcome}>
      {outcome === "pending" ? (
        <span className={css.spinner} role="status" aria-label={t("payment_checking")} />
      ) : (
        <span className={css.mark} data-state={outcome === "paid" ? "success" : "failure"} aria-hidden="true">
          {outcome === "paid" ? "✓" : "✕"}
        </span>
      )}
      <div className={css.message} aria-live="polite">
        <h1 className={css.title}>{outcome === "pending" ? t("payment_checking") : outcome === "paid" ? t("payment_success") : t("payment_failed")}</h1>
        {outcome === "paid" ? <p className={css.body}>{t("order_success_body")}</p> : null}
        {failed ? (
          <p className={css.body} data-testid="payment-explained">
            {t(outcomeTextKey(outcome))} {orderUuid ? t("payment_order_waiting") : null}
          </p>
        ) : null}
      </div>
      {failed ? (
        <PaymentFailureActions orderUuid={orderUuid} due={due} />
      ) : orderUuid ? (
        <Link to={`/order/${orderUuid}`} className={css.button}>
          {t("order_details")}
        </Link>
      ) : null}
      <details className={css.disclosure} open={outcome === "paid"}>
        <summary className={css.summary}>{t("payment_details")}</summary>
        <dl className={css.details}>
          <dt className={css.term}>{t("payment_status")}</dt>
          <dd className={css.value} data-testid="payment-status" data-status={status}>
            {statusTextKey(status) ? t(statusTextKey(status)!) : status}
          </dd>
          {reference ? (
            <>
              <dt className={css.term}>{t("order_reference")}</dt>
              {/* Identifiers read left to right on any page: in Arabic a wrapped one kept its hyphens at the wrong ends. */}
              <dd className={css.value}>
                <bdi dir="ltr">{reference}</bdi>
              </dd>
            </>
          ) : null}
          {orderUuid ? (
            <>
              <dt className={css.term}>{t("order_id")}</dt>
              <dd className={css.value}>
                <bdi dir="ltr">{orderUuid}</bdi>
              </dd>
            </>
          ) : null}
        </dl>
      </details>
    </main>
  );
}
