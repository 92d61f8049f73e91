import { useEffect, useMemo, useState } from "react";
import { Link, useLocation } from "@tanstack/react-router";
import type { BlockProps, PaymentProvider } from "../../engine/plugin-api";
import { postPaymentStatus } from "../../engine/api/post-payment-status";
import { describeApiError } from "../../engine/api/http";
import { useAppServices, useRegistry } from "../../engine/react/app-services";
import { useText } from "../../engine/react/menu-context";
import * as css from "./payment-return.css";

/** The success value of the status calls (ordering spec section 4, "Payment status"). */
const PAID = "PAID";

interface StatusState {
  status: string;
  orderUuid: string | undefined;
  orderId: string | undefined;
}

/**
 * A payment provider's return screen: reads the provider's query parameters (raw, so a reference keeps its
 * leading zeros), asks the server for the status, and shows it. Starts PENDING; a failed call leaves it
 * PENDING and is logged (ordering spec section 8).
 */
export default function PaymentStatus({ context }: BlockProps) {
  const t = useText();
  const registry = useRegistry();
  const { track } = useAppServices();
  const searchStr = useLocation({ select: (l) => l.searchStr });
  const provider: PaymentProvider | undefined = useMemo(
    () => [...registry.paymentProviders.values()].find((p) => p.value.returnPath === context.route.path)?.value,
    [registry, context.route.path],
  );
  const query = useMemo(() => Object.fromEntries(new URLSearchParams(searchStr)), [searchStr]);
  const [state, setState] = useState<StatusState>({ status: "PENDING", orderUuid: undefined, orderId: undefined });

  useEffect(() => {
    track({ name: "payment_page_view" });
  }, [track]);

  useEffect(() => {
    const call = provider?.statusCall(query);
    if (!call) {
      console.warn(`[carta] ${context.route.path}: the provider's query parameters are missing`);
      return;
    }
    let current = true;
    void postPaymentStatus(call).then((result) => {
      if (!current) return;
      if (!result.ok) {
        console.warn(`[carta] payment status: ${describeApiError(result.error)}`);
        return;
      }
      setState({
        status: result.value.status,
        orderUuid: result.value.orderUUID ?? undefined,
        orderId: result.value.orderId === null || result.value.orderId === undefined ? undefined : String(result.value.orderId),
      });
    });
    return () => {
      current = false;
    };
  }, [provider, query, context.route.path]);

  const reference = provider?.reference(query);
  const outcome = state.status === "PENDING" ? "pending" : state.status === PAID ? "success" : "failure";
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
