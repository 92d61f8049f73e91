import "../../engine/i18n/other-screens-texts";
import { useParams, useRouterState } from "@tanstack/react-router";
import { useFormatCount, useMenuState, useText } from "../../engine/react/menu-context";
import { SlotBlocks } from "../../engine/react/layout/slot-blocks";
import { RevealTogether } from "../../engine/react/layout/screen-layout-view";
import type { LayoutContext } from "../../engine/layout-core/layout-context";
import type { BlockProps } from "../../engine/plugin-api";
import type { TextKey } from "../../engine/i18n/catalogue/en";
import { formatOrderDate } from "../../engine/rules/order-date";
import { isOrderAccepted, isOrderEnded, receiptItemCount } from "../../engine/rules/order-receipt";
import type { PlacedOrderAnswer } from "../../schemas/api/placed-order";
import * as shared from "../shared/ordering.css";
import { OrderSummary } from "./order-summary";
import { TipsCard } from "./order-tips";
import { PaymentOptionsCard } from "./order-payment";
import { useLiveOrder } from "./use-live-order";
import { LastPaymentNotice } from "./last-payment-notice";
import { OrderReadProblem } from "./order-read-problem";
import * as css from "./order.css";

declare module "@tanstack/history" {
  interface HistoryState {
    /** Set by the checkout when it navigates to the order it has just placed: the thank-you shows. */
    orderPlaced?: boolean;
  }
}

/**
 * /order/{id} (ordering spec §2 "Order screen"): the thank-you when the guest has just placed it, the status as it
 * changes (live, or polled), the order's details and its receipt. A canceled or rejected order says so; an id the
 * server does not know shows a friendly not-found with the way back to the menu, any other failure to read it a
 * retryable error (order-read-problem.tsx). After a payment that did not go through it says so, with pay again.
 * Plugins add notices above the tracker (`order.notices`) and buttons under its steps (`order.tracker-actions`).
 */
export default function OrderView({ children, context }: BlockProps) {
  const t = useText();
  const { id } = useParams({ strict: false }) as { id: string };
  const language = useMenuState((s) => s.selected_language) ?? "en";
  const arrivedFromCheckout = useRouterState({ select: (s) => s.location.state.orderPlaced === true });
  const { order, failure } = useLiveOrder(language, id);

  if (!order.data) {
    if (failure === null) return <p className={shared.message}>{t("loading")}</p>;
    return <OrderReadProblem error={failure} reading={order.isFetching} onRetry={() => void order.refetch()} />;
  }
  const data = order.data;
  // The view appears whole, with the code of the blocks plugins put in it (the tracker's buttons above the cards would
  // otherwise move them); the payment options appear with what plugins put above them, whose data may come later.
  return (
    <RevealTogether fallback={<p className={shared.message}>{t("loading")}</p>}>
      <section className={shared.actions} data-testid="order-view" data-status={data.status}>
        {isOrderEnded(data.status) ? (
          <p className={css.canceled} role="alert" data-testid="order-canceled">
            {t("order_canceled")}
          </p>
        ) : (
          <>
            {arrivedFromCheckout ? (
              <div className={shared.card}>
                <h2 className={shared.cardTitle}>{t("order_success_title")}</h2>
                <p className={shared.muted}>{t("order_success_body")}</p>
              </div>
            ) : null}
            <SlotBlocks name="order.notices" context={context} />
            <OrderTracker status={data.status} context={context} />
          </>
        )}
        <LastPaymentNotice order={data} />
        <OrderDetails order={data} />
        <OrderSummary order={data} />
        <TipsCard order={data} />
        <RevealTogether fallback={null}>
          {children}
          <PaymentOptionsCard order={data} />
        </RevealTogether>
      </section>
    </RevealTogether>
  );
}

/**
 * Two steps (ordering spec §2): 'Order Pending', then 'Order Accepted' once staff accept it; read out as it
 * changes. Under them, what plugins put in `order.tracker-actions` (a way on from either step).
 */
function OrderTracker({ status, context }: { status: string; context: LayoutContext }) {
  const t = useText();
  const accepted = isOrderAccepted(status);
  const steps: [TextKey, TextKey, boolean][] = [
    ["order_pending", "order_pending_body", true],
    ["order_accepted", "order_accepted_body", accepted],
  ];
  return (
    <div className={shared.card} data-testid="order-status" aria-live="polite">
      <ol className={css.tracker}>
        {steps.map(([title, body, done], index) => (
          <li key={title} className={`${css.step} ${done ? css.stepDone : ""}`} aria-current={done && (index === steps.length - 1 || !steps[index + 1]![2]) ? "step" : undefined}>
            <span className={css.stepMark} aria-hidden="true">
              {done ? "✓" : index + 1}
            </span>
            <span>
              <p className={css.stepTitle}>{t(title)}</p>
              {done ? <p className={shared.muted}>{t(body)}</p> : null}
            </span>
          </li>
        ))}
      </ol>
      <SlotBlocks name="order.tracker-actions" context={context} />
    </div>
  );
}

const ORDER_TYPE_TEXT: Readonly<Record<string, TextKey>> = { delivery: "ui_str_delivery", dine_in: "ui_str_dine_in", takeaway: "ui_str_takeaway", drive_thru: "ui_str_drive_thru" };

function OrderDetails({ order }: { order: PlacedOrderAnswer }) {
  const t = useText();
  const formatCount = useFormatCount();
  const language = useMenuState((s) => s.selected_language);
  const menu = useMenuState((s) => s.menuData);
  // Deleted lines are not counted (ordering spec §2).
  const items = receiptItemCount(order.line_items);
  const typeText = ORDER_TYPE_TEXT[order.order_type];
  const number = order.padded_order_id;
  return (
    <div className={shared.card}>
      <h2 className={shared.cardTitle} data-testid="order-number">
        {t("order_number", { number: formatCount(Number(number)).padStart(number.length, formatCount(0)) })}
      </h2>
      <p className={shared.muted} data-testid="order-items">
        {t(items === 1 ? "item_count_one" : "item_count_other", { count: formatCount(items) })}
      </p>
      <dl className={css.details}>
        {order.created ? (
          <>
            <dt className={css.term}>{t("order_date")}</dt>
            <dd className={css.value} data-testid="order-date">
              {formatOrderDate(order.created, menu?.timezone, language, menu?.enable_arabic_numerals)}
            </dd>
          </>
        ) : null}
        {typeText ? (
          <>
            <dt className={css.term}>{t("ui_str_order_type")}</dt>
            <dd className={css.value}>{t(typeText)}</dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}
