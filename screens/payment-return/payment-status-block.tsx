import { Link } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import type { BlockProps } from "../../engine/plugin-api";
import { queryClient } from "../../engine/server-state/query-client";
import { paymentStatusQuery } from "../../engine/server-state/calls";
import { useText } from "../../engine/react/menu-context";
import type { PaymentReturnData } from "./payment-return-route";
import * as css from "./payment-return.css";

/** The success value of the status calls (ordering spec section 4, "Payment status"). */
const PAID = "PAID";

const NO_CALL = { queryKey: ["paymentStatus", "none"] as const, queryFn: () => Promise.resolve(null), enabled: false };

/**
 * A payment provider's return screen: the route's loader found the provider, the reference and the status call
 * (and started it); this block shows PENDING until the server answers, then the server's status. A failed call
 * leaves the status PENDING (logged by the call, ordering spec section 8) under the failure view.
 */
export default function PaymentStatus({ context }: BlockProps) {
  const t = useText();
  const { reference, statusCall } = context.data as Partial<PaymentReturnData>;
  const query = useQuery<{ status: string; orderId?: string | number | null; orderUUID?: string | null } | null>(
    statusCall ? paymentStatusQuery(statusCall) : NO_CALL,
    queryClient,
  );
  const answer = query.data;
  const state = {
    status: answer?.status ?? "PENDING",
    orderUuid: answer?.orderUUID ?? undefined,
  };
  // A status call that fails (a reference the server never issued: a forged return) leaves the status PENDING, as
  // the spec says, but the guest is not left waiting: the page shows the failure.
  const unconfirmed = query.isError || !statusCall;
  const outcome = unconfirmed ? "failure" : state.status === "PENDING" ? "pending" : state.status === PAID ? "success" : "failure";
  return (
    <main className={css.page}>
      {outcome === "pending" ? (
        <span className={css.spinner} role="status" aria-label={t("payment_checking")} />
      ) : (
        <span className={css.mark} data-state={outcome} aria-hidden="true">
          {outcome === "success" ? "✓" : "✕"}
        </span>
      )}
      <h1 className={css.title} aria-live="polite">
        {outcome === "pending" ? t("payment_checking") : outcome === "success" ? t("payment_success") : t("payment_failed")}
      </h1>
      {outcome === "success" ? <p>{t("order_success_body")}</p> : null}
      <dl className={css.details}>
        <dt className={css.term}>{t("payment_status")}</dt>
        <dd className={css.value} data-testid="payment-status">
          {state.status}
        </dd>
        {reference ? (
          <>
            <dt className={css.term}>{t("order_reference")}</dt>
            <dd className={css.value}>{reference}</dd>
          </>
        ) : null}
        {state.orderUuid ? (
          <>
            <dt className={css.term}>{t("order_id")}</dt>
            <dd className={css.value}>{state.orderUuid}</dd>
          </>
        ) : null}
      </dl>
      {state.orderUuid ? (
        <Link to={`/order/${state.orderUuid}`} className={css.button}>
          {t("order_details")}
        </Link>
      ) : null}
    </main>
  );
}
