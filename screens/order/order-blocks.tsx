import { useParams } from "@tanstack/react-router";
import type { BlockProps } from "../../engine/plugin-api";
import { useMenuState, useText } from "../../engine/react/menu-context";
import { useOrderOnScreen } from "../../engine/react/use-order-on-screen";
import { RevealTogether } from "../../engine/react/layout/screen-layout-view";
import * as shared from "../shared/ordering.css";
import { OrderSummary } from "./order-summary";
import { PaymentOptionsCard } from "./order-payment";
import { useLiveOrder } from "./use-live-order";

/**
 * The order screen's parts as blocks, for screens composed of them (a plugin's checkout of an order,
 * `/af-checkout/{id}` of the venue-group mode). `order.live` keeps the route's order current (live or polled) and
 * says 'Loading' until its first answer; the cards inside read that same order (useOrderOnScreen).
 */
export function LiveOrder({ children }: BlockProps) {
  const t = useText();
  const { id } = useParams({ strict: false }) as { id: string };
  const language = useMenuState((s) => s.selected_language) ?? "en";
  const { order, failure } = useLiveOrder(language, id);
  // 'Loading' until the first answer only: a read again after a failure keeps what the cards showed.
  const loading = <p className={shared.message}>{t("loading")}</p>;
  if (!order.data && failure === null) return loading;
  // Its parts appear together: a plugin's card above the payment options would otherwise push them down as it arrives.
  return <RevealTogether fallback={loading}>{children}</RevealTogether>;
}

/** The receipt of the order on screen (nothing until it is read). */
export function OrderSummaryBlock() {
  const order = useOrderOnScreen();
  return order ? <OrderSummary order={order} /> : null;
}

/** The payment options (full or split) of the order on screen (nothing until it is read). */
export function PaymentOptionsBlock() {
  const order = useOrderOnScreen();
  return order ? <PaymentOptionsCard order={order} /> : null;
}
