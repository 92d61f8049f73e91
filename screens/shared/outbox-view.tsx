import "../../engine/i18n/other-screens-texts";
import { Link, useParams, useRouter } from "@tanstack/react-router";
import { useCallback, useEffect, useState } from "react";
import { onOutboxChange, outbox } from "../../engine/outbox/browser-outbox";
import type { OutboxEntry } from "../../engine/outbox/outbox";
import { useAppServices } from "../../engine/react/app-services";
import { useMenuState, useText } from "../../engine/react/menu-context";
import { ApiFailure } from "../../engine/server-state/query-client";
import { afterOrderPlaced } from "./after-order-placed";
import { OrderRefusalNotice } from "./order-refusal/order-refusal-notice";
import { useMoneyText } from "./use-money";
import * as ordering from "./ordering.css";
import * as css from "./outbox.css";

/** While online and still waiting (a 5xx, a timeout), the entry is tried again this often. */
const RETRY_MS = 10_000;

type View = { kind: "loading" } | { kind: "gone" } | { kind: "entry"; entry: OutboxEntry; sending: boolean };

/**
 * An order waiting in the outbox (decision 0055): its lines and total as the guest priced them, "Waiting for a
 * connection", and Cancel while it certainly never reached the server. It is sent when the browser comes back
 * online, every RETRY_MS while online, and at once on arrival; the placed order (sent from here or another tab)
 * takes the guest to its screen, a refusal is shown with its reasons.
 */
export default function OutboxView() {
  const { key } = useParams({ strict: false }) as { key: string };
  const t = useText();
  const money = useMoneyText();
  const services = useAppServices();
  const router = useRouter();
  const menu = useMenuState((s) => s.menuData);
  const [view, setView] = useState<View>({ kind: "loading" });

  const show = useCallback(async () => {
    const entry = await outbox.get(key).catch(() => undefined);
    if (!entry) return setView({ kind: "gone" });
    if (entry.placedId !== null) {
      // Placed from another tab (or before a reload): the order is the server's now.
      services.cart.actions.resetCart();
      services.checkout.actions.resetAfterOrder();
      void router.navigate({ to: "/order/$id", params: { id: entry.placedId }, state: (prev) => ({ ...prev, orderPlaced: true }) });
      return;
    }
    setView((current) => ({ kind: "entry", entry, sending: current.kind === "entry" && current.sending }));
  }, [key, router, services]);

  const send = useCallback(async () => {
    setView((current) => (current.kind === "entry" ? { ...current, sending: true } : current));
    const result = await outbox.flush(key);
    if (result.kind === "placed" && menu) {
      // The entry stays, marked placed, for the other tabs showing it to follow; the next order clears it.
      afterOrderPlaced({ services, router, order: result.entry.order, placed: result.placed, menu, money });
      return;
    }
    setView((current) => (current.kind === "entry" ? { ...current, sending: false } : current));
    await show();
  }, [key, menu, money, router, services, show]);

  useEffect(() => {
    void show().then(() => (navigator.onLine ? send() : undefined));
    const unsubscribe = onOutboxChange((changed) => changed === key && void show());
    const online = () => void send();
    window.addEventListener("online", online);
    const timer = window.setInterval(() => navigator.onLine && void send(), RETRY_MS);
    return () => {
      unsubscribe();
      window.removeEventListener("online", online);
      window.clearInterval(timer);
    };
  }, [key, send, show]);

  async function cancel() {
    if (await outbox.cancel(key)) void router.navigate({ to: "/cart" });
    else await show();
  }

  async function backToCart() {
    await outbox.forget(key).catch(() => undefined);
    void router.navigate({ to: "/cart" });
  }

  if (view.kind === "loading") return <div className={ordering.page} aria-busy="true" />;
  if (view.kind === "gone") {
    return (
      <div className={ordering.page}>
        <p className={ordering.message}>{t("outbox_gone")}</p>
        <Link to="/home" className={ordering.primaryButton}>
          {t("ui_str_continue_shopping")}
        </Link>
      </div>
    );
  }

  const { entry, sending } = view;
  const refusal = entry.refusal ? new ApiFailure({ kind: "http", status: entry.refusal.status, body: entry.refusal.body }) : null;
  return (
    <div className={ordering.page} data-testid="outbox">
      <div className={css.status} role="status" aria-live="polite">
        {refusal ? null : <span className={ordering.spinner} aria-hidden="true" />}
        <h1 className={ordering.heading}>{t(refusal ? "outbox_refused_title" : sending ? "outbox_sending" : "outbox_waiting_title")}</h1>
        {refusal ? null : <p className={ordering.muted}>{t(entry.maybeSent ? "outbox_maybe_sent" : "outbox_waiting_body")}</p>}
      </div>
      <section className={ordering.card}>
        <ul className={ordering.lines}>
          {entry.lines.map((line, index) => (
            <li key={index} className={css.line}>
              <span className={css.quantity}>{line.quantity}×</span>
              <span className={ordering.lineName}>{line.name}</span>
              <span className={ordering.linePrice}>{money(line.amount)}</span>
            </li>
          ))}
        </ul>
        <p className={css.total}>
          <span>{t("ui_str_cart_total")}</span>
          <span className={ordering.linePrice} data-testid="outbox-total">
            {money(entry.total)}
          </span>
        </p>
      </section>
      {refusal ? (
        <>
          <OrderRefusalNotice error={refusal} sent={entry.order} />
          <button type="button" className={ordering.primaryButton} onClick={() => void backToCart()}>
            {t("refusal_back_to_cart")}
          </button>
        </>
      ) : entry.maybeSent ? null : (
        <button type="button" className={ordering.secondaryButton} onClick={() => void cancel()} disabled={sending}>
          {t("outbox_cancel")}
        </button>
      )}
    </div>
  );
}
