import "../../engine/i18n/other-screens-texts";
import { useId, useState } from "react";
import { useFormatCount, useMenuState, useText } from "../../engine/react/menu-context";
import { queryClient } from "../../engine/server-state/query-client";
import { requestFullPayment, requestSplit, requestSplitPayment } from "../../engine/server-state/calls";
import type { PlacedOrderAnswer } from "../../schemas/api/placed-order";
import { parseAmount, type Milli } from "../../schemas/money";
import { amountOf, isOrderEnded } from "../../engine/rules/order-receipt";
import { checkSplit, DEFAULT_SPLIT_GUESTS, evenSplit, MAX_SPLIT_GUESTS, MIN_SPLIT_GUESTS, SHARE_AVAILABLE, SHARE_PENDING } from "../../engine/rules/split-payment";
import { clampDecimals } from "../../engine/rules/money";
import { useMoneyText } from "../shared/use-money";
import { ActionBar } from "../shared/action-bar";
import * as shared from "../shared/ordering.css";
import { visuallyHidden } from "../shared/visually-hidden.css";
import * as css from "./order.css";

/** Leaves for the provider's payment page; a failed call is logged and the button comes back (section 8). */
function usePayment() {
  const [busy, setBusy] = useState<string | null>(null);
  const go = (key: string, call: () => Promise<{ payment_url: string }>) => {
    setBusy(key);
    call().then(
      ({ payment_url }) => window.location.assign(payment_url),
      () => setBusy(null),
    );
  };
  return { busy, go };
}

/**
 * The payment options card (ordering spec §2, §4, §5): while the venue takes online payment and the order still
 * owes something, the guests pay the balance in full, or split it among 2 to 6 of them, each paying a share
 * through the venue's provider. Once split, the card lists the shares: Pay, 'In Progress' or 'Paid'.
 */
export function PaymentOptionsCard({ order }: { order: PlacedOrderAnswer }) {
  const t = useText();
  const money = useMoneyText();
  const id = useId();
  const paymentEnabled = useMenuState((s) => s.menuData?.payment_enabled === true);
  const [mode, setMode] = useState<"full" | "split">("full");
  const { busy, go } = usePayment();
  if (!paymentEnabled || isOrderEnded(order.status)) return null;
  if (order.split_payments.length > 0) return <SplitShares order={order} />;
  if (amountOf(order.balance_due) <= 0) return null;
  return (
    <section className={shared.card} aria-labelledby={`${id}-title`} data-testid="payment-options">
      <h2 className={shared.cardTitle} id={`${id}-title`}>
        {t("payment_options")}
      </h2>
      <fieldset className={shared.segments}>
        <legend className={visuallyHidden}>{t("payment_options")}</legend>
        {(["full", "split"] as const).map((option) => (
          <label key={option} className={shared.segment}>
            <input className={shared.segmentInput} type="radio" name={`${id}-mode`} checked={mode === option} onChange={() => setMode(option)} />
            <span>{t(option === "full" ? "full_payment" : "split_payment")}</span>
          </label>
        ))}
      </fieldset>
      {mode === "full" ? (
        // Paying what is due is the screen's main action: in the bottom bar, within thumb reach.
        <ActionBar amountLabel={t("balance_due")} amount={money(order.balance_due)}>
          <button type="button" className={`${shared.primaryButton} ${shared.wide}`} disabled={busy !== null} onClick={() => go("full", () => requestFullPayment(order.uuid))}>
            {busy ? t("redirecting") : `${t("pay")} ${money(order.balance_due)}`}
          </button>
        </ActionBar>
      ) : (
        <SplitForm order={order} />
      )}
    </section>
  );
}

/** Guests and their shares, first an even split (§9); confirmed only when the shares add up to the balance due. */
function SplitForm({ order }: { order: PlacedOrderAnswer }) {
  const t = useText();
  const formatCount = useFormatCount();
  const id = useId();
  const decimals = clampDecimals(useMenuState((s) => s.menuData?.price_decimal_places));
  const balance = amountOf(order.balance_due);
  const asText = (amount: Milli) => (amount / 1000).toFixed(decimals);
  const [amounts, setAmounts] = useState(() => evenSplit(balance, DEFAULT_SPLIT_GUESTS, decimals).map(asText));
  const [busy, setBusy] = useState(false);
  const parsed = amounts.map((text) => parseAmount(text));
  const check = parsed.every((a) => a !== undefined) ? checkSplit(parsed as Milli[], balance, decimals) : ({ valid: false } as const);
  const confirm = () => {
    setBusy(true);
    requestSplit(order.uuid, amounts.map((text) => text.trim())).then(
      (answer) => queryClient.setQueryData(["order", order.uuid], answer),
      () => setBusy(false),
    );
  };
  return (
    <div className={css.split}>
      <label className={shared.field}>
        <span className={shared.label}>{t("guests")}</span>
        <select
          className={shared.input}
          value={amounts.length}
          onChange={(event) => setAmounts(evenSplit(balance, Number(event.target.value), decimals).map(asText))}
        >
          {Array.from({ length: MAX_SPLIT_GUESTS - MIN_SPLIT_GUESTS + 1 }, (_, i) => MIN_SPLIT_GUESTS + i).map((n) => (
            <option key={n} value={n}>
              {formatCount(n)}
            </option>
          ))}
        </select>
      </label>
      {amounts.map((text, index) => (
        <label key={index} className={shared.field}>
          <span className={shared.label}>{t("guest_number", { n: formatCount(index + 1) })}</span>
          <input
            id={`${id}-${index}`}
            className={shared.input}
            inputMode="decimal"
            autoComplete="off"
            value={text}
            aria-invalid={parsed[index] === undefined || parsed[index]! <= 0 ? true : undefined}
            onChange={(event) => setAmounts((all) => all.map((a, i) => (i === index ? event.target.value : a)))}
          />
        </label>
      ))}
      <button type="button" className={`${shared.primaryButton} ${shared.wide}`} disabled={!check.valid || busy} onClick={confirm} data-testid="confirm-split">
        {check.valid ? t("confirm_split") : t("invalid_split_total")}
      </button>
    </div>
  );
}

/** The shares of a split order (engine/rules/split-payment.ts says what each status reads). */
function SplitShares({ order }: { order: PlacedOrderAnswer }) {
  const t = useText();
  const formatCount = useFormatCount();
  const money = useMoneyText();
  const id = useId();
  const { busy, go } = usePayment();
  return (
    <section className={shared.card} aria-labelledby={`${id}-title`} data-testid="split-shares">
      <h2 className={shared.cardTitle} id={`${id}-title`}>
        {t("split_payment")}
      </h2>
      <ul className={css.shares}>
        {order.split_payments.map((share, index) => (
          <li key={share.uuid} className={css.share} data-status={share.status}>
            <span className={css.shareName}>{t("guest_number", { n: formatCount(index + 1) })}</span>
            <span className={css.shareAmount}>{money(share.amount)}</span>
            {share.status === SHARE_AVAILABLE ? (
              <button
                type="button"
                className={shared.primaryButton}
                disabled={busy !== null}
                aria-label={`${t("pay")} ${t("guest_number", { n: formatCount(index + 1) })} ${money(share.amount)}`}
                onClick={() => go(share.uuid, () => requestSplitPayment(order.uuid, share.uuid))}
              >
                {busy === share.uuid ? t("redirecting") : t("pay")}
              </button>
            ) : (
              <span className={css.shareStatus}>{share.status === SHARE_PENDING ? t("in_progress") : t("paid")}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
