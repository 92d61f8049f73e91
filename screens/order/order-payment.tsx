import { useState } from "react";
import { useMenuState, useText } from "../../engine/react/menu-context";
import { requestFullPayment } from "../../engine/server-state/calls";
import type { PlacedOrderAnswer } from "../../schemas/api/placed-order";
import { amountOf, isOrderEnded } from "../../engine/rules/order-receipt";
import { useMoneyText } from "../shared/use-money";
import * as shared from "../shared/ordering.css";

/**
 * The payment options card (ordering spec §2): while the venue takes online payment and the order still owes
 * something, the guest pays the balance in full through the venue's provider. A failed call is logged and the
 * button comes back (section 8, "Split or payment-link failure").
 */
export function PaymentOptionsCard({ order }: { order: PlacedOrderAnswer }) {
  const t = useText();
  const money = useMoneyText();
  const paymentEnabled = useMenuState((s) => s.menuData?.payment_enabled === true);
  const [busy, setBusy] = useState(false);
  if (!paymentEnabled || amountOf(order.balance_due) <= 0 || isOrderEnded(order.status) || order.split_payments.length > 0) return null;
  const pay = () => {
    setBusy(true);
    requestFullPayment(order.uuid).then(
      ({ payment_url }) => window.location.assign(payment_url),
      () => setBusy(false),
    );
  };
  return (
    <section className={shared.card} aria-label={t("payment_options")} data-testid="payment-options">
      <h2 className={shared.cardTitle}>{t("payment_options")}</h2>
      <div className={shared.totalRow}>
        <span>{t("full_payment")}</span>
        <span>{money(order.balance_due)}</span>
      </div>
      <button type="button" className={`${shared.primaryButton} ${shared.wide}`} disabled={busy} onClick={pay}>
        {busy ? t("redirecting") : `${t("pay")} ${money(order.balance_due)}`}
      </button>
    </section>
  );
}
