import { Link, useParams } from "@tanstack/react-router";
import { useMenuState, useText } from "../../engine/react/menu-context";
import type { BlockProps } from "../../engine/plugin-api";
import * as shared from "../shared/ordering.css";
import { OrderSummary } from "./order-summary";
import { PaymentOptionsCard } from "./order-payment";
import { useLiveOrder } from "./use-live-order";

/**
 * /af-checkout/{id} (ordering spec §2, venue-group mode): the checkout of the table's active order, reached from
 * the order screen's Checkout button once the venue accepted it — what the table owes, and paying it.
 */
export default function ActiveOrderCheckout({ children }: BlockProps) {
  const t = useText();
  const { id } = useParams({ strict: false }) as { id: string };
  const language = useMenuState((s) => s.selected_language) ?? "en";
  const { order } = useLiveOrder(language, id);
  if (order.isPending) return <p className={shared.message}>{t("loading")}</p>;
  const data = order.data;
  return (
    <section className={shared.actions} data-testid="af-checkout">
      {data ? <OrderSummary order={data} /> : null}
      {data ? children : null}
      {data ? <PaymentOptionsCard order={data} /> : null}
      {/* Without online payment (or once nothing is due) the table pays its waiter; the order is one tap away. */}
      <Link to="/order/$id" params={{ id }} className={`${shared.secondaryButton} ${shared.wide}`}>
        {t("order_details")}
      </Link>
    </section>
  );
}
