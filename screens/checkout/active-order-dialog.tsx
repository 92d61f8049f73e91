import "../../engine/i18n/other-screens-texts";
import { useState } from "react";
import { describeApiError, type ApiError } from "../../engine/api/http";
import type { PlacedOrderAnswer } from "../../schemas/api/placed-order";
import { useFormatCount, useText } from "../../engine/react/menu-context";
import { useMoneyText } from "../shared/use-money";
import { ModalDialog } from "../shared/modal-dialog";
import * as css from "../shared/ordering.css";

/**
 * 'Active Order' (ordering spec §4, §8): the table already has an open order. Its items in a Qty / Product / Price
 * table; Cancel leaves the cart and goes back to it, Merge ('Merging' while busy) adds the cart to that order. A merge
 * that fails (`onMerge` resolves to its failure) is logged and said in a sentence above the buttons (issue 18); the
 * guest may try again or cancel.
 */
export function ActiveOrderDialog({
  order,
  onCancel,
  onMerge,
}: {
  order: PlacedOrderAnswer;
  onCancel: () => void;
  onMerge: () => Promise<{ ok: false; error: ApiError } | void>;
}) {
  const t = useText();
  const formatCount = useFormatCount();
  const [merging, setMerging] = useState(false);
  const [failed, setFailed] = useState(false);
  const money = useMoneyText();
  return (
    <ModalDialog className={css.dialogBox} labelledBy="active-order-title" onClose={onCancel} testId="active-order">
      <div className={css.actions}>
        <h2 id="active-order-title" className={css.cardTitle}>
          {t("active_order_title")}
        </h2>
        <p className={css.muted}>{t("active_order_body")}</p>
        <table className={css.orderTable}>
          <thead>
            <tr>
              <th scope="col">{t("ui_str_qty")}</th>
              <th scope="col">{t("product")}</th>
              <th scope="col">{t("price")}</th>
            </tr>
          </thead>
          <tbody>
            {order.line_items.map((line, index) => (
              <tr key={index}>
                <td>{formatCount(line.quantity)}</td>
                <td>{line.product_name}</td>
                <td>{money(line.product_price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={css.lineName}>{t("merge_question")}</p>
        {failed ? (
          <p className={css.errorText} role="alert" data-testid="merge-failed">
            {t("merge_failed")}
          </p>
        ) : null}
        <div className={css.couponRow}>
          <button type="button" className={css.secondaryButton} onClick={onCancel} disabled={merging}>
            {t("cancel")}
          </button>
          <button
            type="button"
            className={css.primaryButton}
            disabled={merging}
            onClick={() => {
              setMerging(true);
              setFailed(false);
              void onMerge()
                .then((failure) => {
                  if (!failure) return;
                  console.warn(`[carta] merging the cart into order ${order.uuid}: ${describeApiError(failure.error)}`);
                  setFailed(true);
                })
                .finally(() => setMerging(false));
            }}
          >
            {merging ? t("merging") : t("merge")}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
