import "../../engine/i18n/other-screens-texts";
import { useEffect, useId, useState } from "react";
import { Link } from "@tanstack/react-router";
import { getOrder } from "../../engine/api/order-calls";
import { useAppServices } from "../../engine/react/app-services";
import { useMenuState, useText } from "../../engine/react/menu-context";
import { amountOf, DELETED_LINE, isOrderAccepted, isOrderEnded, receiptLineTotal } from "../../engine/rules/order-receipt";
import { SHARE_PAID } from "../../engine/rules/split-payment";
import { parseAmount } from "../../schemas/money";
import type { PlacedOrderAnswer } from "../../schemas/api/placed-order";
import { ORDER_UPDATE_EVENT } from "../../schemas/api/order-channel";
import type { TabOrder, TableSessionState } from "../../schemas/api/table-session";
import { addMilli, ZERO_MILLI, type Milli } from "../../engine/rules";
import { itemShareAmount } from "../../engine/table-session/item-shares";
import { payItems } from "../../engine/table-session/table-session-calls";
import { refreshTable } from "../../engine/table-session/table-session";
import { useMoney, useMoneyText } from "../shared/use-money";
import { memberLabel } from "./place-title";
import * as ordering from "../shared/ordering.css";
import { useTableText } from "./use-table-text";
import * as css from "./table.css";

/**
 * The table's running tab: each order placed from the shared cart with its status, lines, total, what is paid and
 * what is due, as the server reads it (the table's view of an order: nothing personal). Read again when the session
 * changes and on each order's live 'order-update' (which also reads the session again: a share paid by items).
 */
export function TableTab({ session }: { session: TableSessionState }) {
  const tt = useTableText();
  const language = useMenuState((s) => s.selected_language) || "en";
  const { registry, config } = useAppServices();
  const [orders, setOrders] = useState<Record<string, PlacedOrderAnswer>>({});
  const uuids = session.orders.map((o) => o.uuid).join(",");

  // Every order of the tab is read again when the session changes (a share paid, an order's push below).
  useEffect(() => {
    let live = true;
    for (const uuid of uuids === "" ? [] : uuids.split(","))
      void getOrder(language, uuid).then((result) => {
        if (live && result.ok) setOrders((known) => ({ ...known, [uuid]: result.value }));
      });
    return () => {
      live = false;
    };
  }, [uuids, language, session]);

  // One live subscription per order for as long as it is on the tab. Subscribing again on every session change would
  // leave a moment, between leaving the channel and joining it again, in which the order's push is lost.
  useEffect(() => {
    const provider = registry.liveUpdates.find((p) => p.value.available(config))?.value;
    // A push reads the session again, and the new session reads the orders (the effect above).
    const handlers = { onEvent: () => void refreshTable(), onConnected: () => undefined };
    const stops = (uuids === "" ? [] : uuids.split(",")).map((uuid) => provider?.subscribe(config, uuid, ORDER_UPDATE_EVENT, handlers));
    return () => stops.forEach((stop) => stop?.());
  }, [uuids, registry, config]);

  if (session.orders.length === 0) return null;
  return (
    <section className={ordering.card} aria-labelledby="table-tab-title" data-testid="table-tab">
      <h2 id="table-tab-title" className={ordering.cardTitle}>
        {tt("table_ordered")}
      </h2>
      {session.orders.map((tab) => (
        <TabOrderView key={tab.uuid} session={session} tab={tab} order={orders[tab.uuid]} />
      ))}
    </section>
  );
}

/**
 * One order of the tab. While it owes something and the venue takes online payment, a guest may pay for what they
 * had: they tick their lines and pay the share the server prices (the same rule shows the amount here first). A line
 * in someone's share reads "Paid by Layla" or "Layla is paying" on every phone, and cannot be ticked again.
 */
function TabOrderView({ session, tab, order }: { session: TableSessionState; tab: TabOrder; order: PlacedOrderAnswer | undefined }) {
  const t = useText();
  const tt = useTableText();
  const money = useMoneyText();
  const moneyOf = useMoney();
  const id = useId();
  const menu = useMenuState((s) => s.menuData);
  const [picking, setPicking] = useState(false);
  const [picked, setPicked] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const by = session.members.find((m) => m.no === tab.member);
  const shares = tab.item_shares ?? [];
  const shareOf = (index: number) => shares.find((share) => share.lines.includes(index));
  // By name on every phone, one's own too: "Paid by Layla" reads the same to everyone at the table.
  const nameOf = (member: number) => memberLabel(tt, session.members.find((m) => m.no === member) ?? { no: member, name: "" });
  const paid = (order?.payments ?? []).reduce<Milli>((sum, p) => addMilli(sum, parseAmount(p.amount) ?? ZERO_MILLI), ZERO_MILLI);
  const decimals = menu?.price_decimal_places;
  const canPay = !!order && menu?.payment_enabled === true && !isOrderEnded(order.status) && amountOf(order.balance_due) > 0 && order.split_payments.length === shares.length;
  const estimate =
    order && picked.length > 0
      ? itemShareAmount({
          lines: order.line_items,
          total: amountOf(order.total),
          balanceDue: amountOf(order.balance_due),
          priceDecimalPlaces: decimals,
          taken: shares.flatMap((share) => share.lines),
          takenAmounts: shares.map((share) => amountOf(share.amount)),
          picked,
        })
      : undefined;

  const pay = () => {
    setBusy(true);
    void payItems(session.id, tab.uuid, picked).then((result) => {
      if (result.ok) return window.location.assign(result.value.payment_url);
      // Someone took a line meanwhile, or the order changed: read the table again and let the guest pick anew.
      setBusy(false);
      setPicked([]);
      void refreshTable();
    });
  };

  return (
    <div className={css.tabOrder} data-testid="table-tab-order">
      <div className={css.memberHead}>
        <Link to="/order/$id" params={{ id: tab.uuid }} className={ordering.cardTitle}>
          {order?.padded_order_id ? t("order_number", { number: order.padded_order_id }) : tt("table_ordered")}
        </Link>
        <span className={ordering.muted} data-testid="table-tab-status">
          {order ? t(isOrderAccepted(order.status) ? "order_accepted" : "order_pending") : "…"}
        </span>
      </div>
      {by ? <p className={ordering.muted}>{tt("table_ordered_by", { name: memberLabel(tt, by) })}</p> : null}
      {order ? (
        <>
          {picking ? (
            <p className={ordering.muted} id={`${id}-hint`}>
              {tt("table_pick_hint")}
            </p>
          ) : null}
          <ul className={ordering.lines}>
            {order.line_items.map((line, index) => {
              const share = shareOf(index);
              const pickable = picking && !share && line.status !== DELETED_LINE;
              const boxId = `${id}-line-${index}`;
              return (
                <li key={index} className={css.tabLine} data-testid="table-tab-line" data-share={share?.status ?? ""} data-deleted={line.status === DELETED_LINE}>
                  {picking ? (
                    pickable ? (
                      <input
                        id={boxId}
                        type="checkbox"
                        className={css.pickBox}
                        checked={picked.includes(index)}
                        aria-describedby={`${id}-hint`}
                        onChange={(event) => setPicked((now) => (event.target.checked ? [...now, index] : now.filter((i) => i !== index)))}
                      />
                    ) : (
                      <span className={css.pickBox} />
                    )
                  ) : null}
                  <span className={css.quantity}>{line.quantity}×</span>
                  <span className={css.tabLineName}>
                    {pickable ? (
                      <label htmlFor={boxId} className={ordering.lineName}>
                        {line.product_name}
                      </label>
                    ) : (
                      <span className={ordering.lineName}>{line.product_name}</span>
                    )}
                    {share ? (
                      <span className={share.status === SHARE_PAID ? css.sharePaid : ordering.muted} data-testid="table-tab-share">
                        {tt(share.status === SHARE_PAID ? "table_paid_by" : "table_paying_by", { name: nameOf(share.member) })}
                      </span>
                    ) : null}
                  </span>
                  <span className={ordering.linePrice}>{moneyOf(receiptLineTotal(line, decimals))}</span>
                </li>
              );
            })}
          </ul>
          <p className={css.tabRow}>
            <span>{t("ui_str_cart_total")}</span>
            <span className={ordering.linePrice}>{money(order.total)}</span>
          </p>
          <p className={css.tabRow}>
            <span>{tt("table_paid")}</span>
            <span className={ordering.linePrice}>{moneyOf(paid)}</span>
          </p>
          <p className={css.tabRow} data-testid="table-tab-due">
            <span>{t("balance_due")}</span>
            <span className={ordering.linePrice}>{money(order.balance_due)}</span>
          </p>
          {canPay && !picking ? (
            <button type="button" className={`${ordering.secondaryButton} ${ordering.wide}`} data-testid="table-pay-items" onClick={() => setPicking(true)}>
              {tt("table_pay_items")}
            </button>
          ) : null}
          {canPay && picking ? (
            <div className={css.pickActions}>
              <button
                type="button"
                className={`${ordering.primaryButton} ${ordering.wide}`}
                data-testid="table-pay-picked"
                disabled={busy || !estimate?.ok}
                onClick={pay}
              >
                {busy ? t("redirecting") : estimate?.ok ? tt("table_pay_amount", { amount: moneyOf(estimate.amount) }) : t("pay")}
              </button>
              <button
                type="button"
                className={ordering.textButton}
                onClick={() => {
                  setPicking(false);
                  setPicked([]);
                }}
              >
                {t("cancel")}
              </button>
            </div>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
