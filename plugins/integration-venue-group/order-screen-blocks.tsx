/**
 * The mode's parts of the order screen (ordering spec §2 "Order screen", §4): the tracker's Edit and Checkout, the
 * common-POS-order notice, and the column of `/af-checkout/{id}`. Each reads the order the screen keeps current
 * (useOrderOnScreen), never a second request.
 */
import "../../engine/i18n/other-screens-texts";
import { Link, useParams } from "@tanstack/react-router";
import { ACTIVE_ORDER, COMMON_ORDER, type BlockProps } from "../../engine/plugin-api";
import { useContextValue } from "../../engine/react/layout/use-layout-context";
import { useText } from "../../engine/react/menu-context";
import { useOrderOnScreen } from "../../engine/react/use-order-on-screen";
import { isOrderAccepted, isOrderOpen } from "../../engine/rules/order-receipt";
import * as css from "./venue-group.css";

/** The order on screen is the table's active order, and the point of sale holds the table (its common order). */
function usePosHoldsOrder(order: { uuid: string } | undefined): boolean {
  const activeOrder = useContextValue(ACTIVE_ORDER);
  const commonOrder = useContextValue(COMMON_ORDER);
  return order !== undefined && commonOrder && activeOrder === order.uuid;
}

/**
 * In the tracker (`order.tracker-actions`): while the order is open, Edit while pending (back to the menu, to add to
 * the order), and once accepted Checkout, which leads to paying it (/af-checkout/{id}). No Edit while the point of
 * sale holds the table (spec §6: nothing is added from the phone; the notice above says to order with a waiter).
 */
export function TrackerActions() {
  const t = useText();
  const order = useOrderOnScreen();
  const posHolds = usePosHoldsOrder(order);
  if (!order || !isOrderOpen(order.status)) return null;
  if (!isOrderAccepted(order.status) && posHolds) return null;
  return isOrderAccepted(order.status) ? (
    <Link to="/af-checkout/$id" params={{ id: order.uuid }} className={css.primaryLink} data-testid="order-checkout">
      {t("checkout")}
    </Link>
  ) : (
    <Link to="/home" className={css.secondaryLink} data-testid="order-edit">
      {t("edit")}
    </Link>
  );
}

/**
 * 'Table is busy with POS order…' while the point of sale holds the table (spec §2, §6). Above the tracker
 * (`order.notices`, no placement) for the table's active order on screen. On the home (`home.order-type`, placement
 * "page") and the product screen (`product.before-add`, placement "bar": in the add bar's place, the core shows no
 * add button then) it says why nothing can be added, with or without an order placed from a phone.
 */
export function PosOrderBusy({ props }: BlockProps<{ placement?: "page" | "bar" }>) {
  const t = useText();
  if (!props.placement) return <OrderScreenNotice text={t("pos_order_busy")} />;
  return (
    <p className={props.placement === "bar" ? css.bottomBarNotice : css.alertNotice} role="status" data-testid="pos-table-busy">
      {t("pos_order_busy")}
    </p>
  );
}

function OrderScreenNotice({ text }: { text: string }) {
  const order = useOrderOnScreen();
  if (!usePosHoldsOrder(order)) return null;
  return (
    <p className={css.alertNotice} role="alert" data-testid="pos-order-busy">
      {text}
    </p>
  );
}

/**
 * `/af-checkout/{id}`: the table's active order to pay, reached from the tracker's Checkout once the venue accepted
 * it — its blocks (the receipt, the wallet, the payment options) once the order is read, and always the way back
 * to the order: without online payment (or once nothing is due) the table pays its waiter.
 */
export function ActiveOrderCheckout({ children }: BlockProps) {
  const t = useText();
  const { id } = useParams({ strict: false }) as { id: string };
  const order = useOrderOnScreen();
  return (
    <section className={css.column} data-testid="af-checkout">
      {order ? children : null}
      <Link to="/order/$id" params={{ id }} className={css.secondaryLink}>
        {t("order_details")}
      </Link>
    </section>
  );
}
