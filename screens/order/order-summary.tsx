import type { ReactNode } from "react";
import { useFormatCount, useMenuState, useText } from "../../engine/react/menu-context";
import type { PlacedOrderAnswer } from "../../schemas/api/placed-order";
import { formatMilliPlain, parseAmount, type Milli } from "../../schemas/money";
import { useMoneyText } from "../shared/use-money";
import * as shared from "../shared/ordering.css";
import * as css from "./order.css";
import { RemoveTipButton } from "./order-tips";

const amountOf = (text: string) => parseAmount(text) ?? (0 as Milli);
const positive = (text: string) => amountOf(text) > 0;

/**
 * The receipt (ordering spec §2 "Order summary table"): quantity, product, price per line — Deleted lines struck
 * through — then subtotal, loyalty discounts, taxes, delivery fees, discounts, tips, total, payments, balance due,
 * change and the order's comments. Rows without an amount are left out, except subtotal, total and balance due.
 */
export function OrderSummary({ order }: { order: PlacedOrderAnswer }) {
  const t = useText();
  const language = useMenuState((s) => s.selected_language) ?? "en";
  const money = useMoneyText();
  const formatCount = useFormatCount();
  const tips = order.additional_data.tips_amount;
  const rows: { key: string; label: string; amount: string; negative?: boolean; testId?: string; action?: ReactNode }[] = [
    { key: "sub_total", label: t("ui_str_cart_subtotal"), amount: order.sub_total, testId: "order-subtotal" },
    ...order.taxes.filter((tax) => positive(tax.amount)).map((tax, i) => ({ key: `tax-${i}`, label: tax.name || t("taxes"), amount: tax.amount })),
    ...(positive(order.delivery_fees) ? [{ key: "delivery", label: t("ui_str_delivery_fees"), amount: order.delivery_fees }] : []),
    ...order.discounts
      .filter((d) => positive(d.amount_value))
      .map((d, i) => ({ key: `discount-${i}`, label: d.name ? `${t("ui_str_discount")} (${d.name})` : t("ui_str_discount"), amount: d.amount_value, negative: true })),
    ...(positive(tips) ? [{ key: "tips", label: t("tips"), amount: tips, testId: "order-tips", action: <RemoveTipButton order={order} /> }] : []),
  ];
  const paid = order.payments.filter((p) => positive(p.amount));
  return (
    <div className={shared.card}>
      <h2 className={shared.cardTitle}>{t("order_details")}</h2>
      <table className={css.table} data-testid="order-lines">
        <thead>
          <tr>
            <th scope="col" className={css.headCell}>
              {t("ui_str_qty")}
            </th>
            <th scope="col" className={css.headCell}>
              {t("product")}
            </th>
            <th scope="col" className={`${css.headCell} ${css.amountCell}`}>
              {t("price")}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.line_items.map((line, index) => {
            const deleted = line.status === "Deleted";
            const lineTotal = formatMilliPlain((amountOf(line.product_price) * line.quantity) as Milli);
            return (
              <tr key={index} className={deleted ? css.deleted : undefined} data-deleted={deleted || undefined}>
                <td className={css.cell}>{deleted ? <del>{formatCount(line.quantity)}</del> : formatCount(line.quantity)}</td>
                <td className={css.cell}>
                  {deleted ? <del>{line.product_name}</del> : line.product_name}
                  {line.product_variation ? <span className={css.lineNote}>{line.product_variation}</span> : null}
                  {line.special_instructions ? <span className={css.lineNote}>{line.special_instructions}</span> : null}
                </td>
                <td className={`${css.cell} ${css.amountCell}`}>{deleted ? <del>{money(lineTotal)}</del> : money(lineTotal)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <dl className={shared.totals}>
        {rows.map((row) => (
          <div key={row.key} className={shared.totalRow} data-testid={row.testId}>
            <dt>
              {row.label} {row.action}
            </dt>
            <dd>{row.negative ? `−${money(row.amount)}` : money(row.amount)}</dd>
          </div>
        ))}
        <div className={`${shared.totalRow} ${shared.grandTotal}`} data-testid="order-total">
          <dt>{t("ui_str_cart_total")}</dt>
          <dd>{money(order.total)}</dd>
        </div>
        {paid.map((payment, i) => (
          <div key={`payment-${i}`} className={shared.totalRow} data-testid="order-payment">
            <dt>{t("payments")}</dt>
            <dd>{money(payment.amount)}</dd>
          </div>
        ))}
        <div className={shared.totalRow} data-testid="order-balance-due">
          <dt>{t("balance_due")}</dt>
          <dd>{money(order.balance_due)}</dd>
        </div>
        {positive(order.change) ? (
          <div className={shared.totalRow}>
            <dt>{t("change_due")}</dt>
            <dd>{money(order.change)}</dd>
          </div>
        ) : null}
      </dl>
      {amountOf(order.balance_due) <= 0 ? (
        // Ordering spec §2/§7: once nothing is due, the printable receipt opens in a new tab.
        <a className={shared.secondaryButton} href={`/${language}/orders/${encodeURIComponent(order.uuid)}/print/order.pdf`} target="_blank" rel="noopener" data-testid="download-order">
          {t("download_order_details")}
        </a>
      ) : null}
      {order.order_comments ? (
        <div className={shared.field}>
          <h3 className={shared.label}>{t("order_comments")}</h3>
          <p className={shared.muted}>{order.order_comments}</p>
        </div>
      ) : null}
    </div>
  );
}
