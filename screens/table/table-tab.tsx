import { useEffect, useState } from "react";
import { Link } from "@tanstack/react-router";
import { getOrder } from "../../engine/api/order-calls";
import { useAppServices } from "../../engine/react/app-services";
import { useMenuState, useText } from "../../engine/react/menu-context";
import { isOrderAccepted } from "../../engine/rules/order-receipt";
import { parseAmount } from "../../schemas/money";
import type { PlacedOrderAnswer } from "../../schemas/api/placed-order";
import type { TableSessionState } from "../../schemas/api/table-session";
import { addMilli, ZERO_MILLI, type Milli } from "../../engine/rules";
import { useMoney, useMoneyText } from "../shared/use-money";
import { memberLabel } from "./place-title";
import * as ordering from "../shared/ordering.css";
import { useTableText } from "./use-table-text";
import * as css from "./table.css";

/** The order channel's event (ordering spec §7). */
const ORDER_UPDATE_EVENT_NAME = "order-update";

/**
 * The table's running tab: each order placed from the shared cart with its status, total, what is paid and what is
 * due, as the server reads it (the table's view of an order: nothing personal). Read again when the session changes
 * and on each order's live 'order-update'.
 */
export function TableTab({ session }: { session: TableSessionState }) {
  const t = useText();
  const tt = useTableText();
  const money = useMoneyText();
  const moneyOf = useMoney();
  const language = useMenuState((s) => s.selected_language) || "en";
  const { registry, config } = useAppServices();
  const [orders, setOrders] = useState<Record<string, PlacedOrderAnswer>>({});
  const uuids = session.orders.map((o) => o.uuid).join(",");

  useEffect(() => {
    let live = true;
    const read = (uuid: string) =>
      void getOrder(language, uuid).then((result) => {
        if (live && result.ok) setOrders((known) => ({ ...known, [uuid]: result.value }));
      });
    const list = uuids === "" ? [] : uuids.split(",");
    list.forEach(read);
    const provider = registry.liveUpdates.find((p) => p.value.available(config))?.value;
    const stops = list.map((uuid) => provider?.subscribe(config, uuid, ORDER_UPDATE_EVENT_NAME, { onEvent: () => read(uuid), onConnected: () => undefined }));
    return () => {
      live = false;
      stops.forEach((stop) => stop?.());
    };
  }, [uuids, language, registry, config, session]);

  if (session.orders.length === 0) return null;
  return (
    <section className={ordering.card} aria-labelledby="table-tab-title" data-testid="table-tab">
      <h2 id="table-tab-title" className={ordering.cardTitle}>
        {tt("table_ordered")}
      </h2>
      {session.orders.map(({ uuid, member }) => {
        const order = orders[uuid];
        const by = session.members.find((m) => m.no === member);
        const paid = (order?.payments ?? []).reduce<Milli>((sum, p) => addMilli(sum, parseAmount(p.amount) ?? ZERO_MILLI), ZERO_MILLI);
        return (
          <div key={uuid} className={css.tabOrder} data-testid="table-tab-order">
            <div className={css.memberHead}>
              <Link to="/order/$id" params={{ id: uuid }} className={ordering.cardTitle}>
                {order?.padded_order_id ? t("order_number", { number: order.padded_order_id }) : tt("table_ordered")}
              </Link>
              <span className={ordering.muted} data-testid="table-tab-status">
                {order ? t(isOrderAccepted(order.status) ? "order_accepted" : "order_pending") : "…"}
              </span>
            </div>
            {by ? <p className={ordering.muted}>{tt("table_ordered_by", { name: memberLabel(tt, by) })}</p> : null}
            {order ? (
              <>
                <ul className={ordering.lines}>
                  {order.line_items.map((line, index) => (
                    <li key={index} className={css.line}>
                      <span className={css.quantity}>{line.quantity}×</span>
                      <span className={ordering.lineName}>{line.product_name}</span>
                      <span />
                      <span />
                    </li>
                  ))}
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
              </>
            ) : null}
          </div>
        );
      })}
    </section>
  );
}
