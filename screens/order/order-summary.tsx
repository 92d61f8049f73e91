import "../../engine/i18n/other-screens-texts";
import { useFormatCount, useMenuState, useText } from "../../engine/react/menu-context";
import type { PlacedOrderAnswer } from "../../schemas/api/placed-order";
import { amountOf, DELETED_LINE, receiptLineTotal, receiptRowLabel, receiptRows, type ReceiptRowKind } from "../../engine/rules/order-receipt";
import { useDiscountMoney, useMoney } from "../shared/use-money";
import * as shared from "../shared/ordering.css";
import * as css from "./order.css";
import { RemoveTipButton } from "./order-tips";

/** The rows tests and assistive checks find by id. */
const ROW_TEST_IDS: Partial<Record<ReceiptRowKind, string>> = { subtotal: "order-subtotal", tips: "order-tips", total: "order-total", payment: "order-payment", balance: "order-balance-due" };

/**
 * The receipt (ordering spec §2 "Order summary table"): quantity, product, price per line — Deleted lines struck
 * through — then the summary rows of engine/rules/order-receipt.ts (the PDF receipt draws the same), the download
 * once nothing is due, and the order's comments.
 */
export function OrderSummary({ order }: { order: PlacedOrderAnswer }) {
  const t = useText();
  const language = useMenuState((s) => s.selected_language) ?? "en";
  const decimals = useMenuState((s) => s.menuData?.price_decimal_places);
  const money = useMoney();
  const discount = useDiscountMoney();
  const formatCount = useFormatCount();
  const rows = receiptRows(order);
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
            const deleted = line.status === DELETED_LINE;
            const lineTotal = receiptLineTotal(line, decimals);
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
        {rows.map((row, index) => (
          <div key={`${row.kind}-${index}`} className={row.kind === "total" ? `${shared.totalRow} ${shared.grandTotal}` : shared.totalRow} data-testid={ROW_TEST_IDS[row.kind]}>
            <dt>
              {receiptRowLabel(row, t)} {row.kind === "tips" ? <RemoveTipButton order={order} /> : null}
            </dt>
            <dd>{row.kind === "discount" ? discount(row.amount) : money(row.amount)}</dd>
          </div>
        ))}
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
