import { useQuery } from "@tanstack/react-query";
import { useParams } from "@tanstack/react-router";
import { useFormatCount, useMenuState, useText } from "../../engine/react/menu-context";
import { queryClient } from "../../engine/server-state/query-client";
import { orderQuery } from "../../engine/server-state/calls";
import { useMoneyText } from "../shared/use-money";
import * as css from "../shared/ordering.css";

/**
 * /order/{id}, as far as it goes today: the thank-you, the order number, its lines and total as the server placed
 * them. Live status, tips, wallet and payments come with the order screen's own issue.
 */
export default function OrderView() {
  const t = useText();
  const formatCount = useFormatCount();
  const { id } = useParams({ strict: false }) as { id: string };
  const language = useMenuState((s) => s.selected_language) ?? "en";
  const order = useQuery(orderQuery(language, id), queryClient);
  const money = useMoneyText();
  if (order.isPending) return <p className={css.message}>{t("loading")}</p>;
  if (!order.data) return <p className={css.message}>{t("page_not_found_title")}</p>;
  return (
    <section className={css.actions} data-testid="order-view">
      <div className={css.card}>
        <h2 className={css.cardTitle}>{t("order_success_title")}</h2>
        <p className={css.muted}>{t("order_success_body")}</p>
        <p className={css.lineName} data-testid="order-number">
          {t("order_number", { number: formatCount(Number(order.data.padded_order_id)).padStart(order.data.padded_order_id.length, formatCount(0)) })}
        </p>
      </div>
      <ul className={css.lines}>
        {order.data.line_items.map((line, index) => (
          <li key={index} className={css.totalRow}>
            <span>
              {formatCount(line.quantity)} × {line.product_name}
            </span>
            <span>{money(line.product_price)}</span>
          </li>
        ))}
      </ul>
      <div className={`${css.totalRow} ${css.grandTotal}`} data-testid="order-total">
        <span>{t("ui_str_cart_total")}</span>
        <span>{money(order.data.total)}</span>
      </div>
    </section>
  );
}
