import "../../engine/i18n/other-screens-texts";
import { venueGroupTexts } from "./texts";
import { useCallback, useId, useState } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { queryClient } from "../../engine/server-state/query-client";
import { useOrderOnScreen } from "../../engine/react/use-order-on-screen";
import { useMenuState, usePluginTextsOf } from "../../engine/react/menu-context";
import { formatMoney } from "../../engine/rules";
import { clampDecimals } from "../../engine/rules/money";
import { amountOf } from "../../engine/rules/order-receipt";
import type { Milli } from "../../schemas/money";
import { fetchWallet, redeemWallet } from "./wallet-calls";
import { canRedeem, otpDigits, parseWalletAmount, showWalletCard, WALLET_OTP_LENGTH, walletAmountCap } from "./wallet-rules";
import * as css from "./venue-group.css";

/** The wallet read for an order: once per order, shared by every card that shows it. */
export const walletQuery = (orderUuid: string) => ({
  queryKey: ["venue-group", "wallet", orderUuid] as const,
  queryFn: () => fetchWallet(orderUuid),
  meta: { request: "venueGroupWallet" },
  staleTime: Infinity,
});

/**
 * The Blue Wallet card (ordering spec §2 "Order screen", §4, §5, §8), in the order screen's `order.after-tips`
 * slot: the guest's wallet and what it may pay, an amount up to the redeemable amount (and what is due), and the
 * 6-digit one-time code. Redeem waits for six digits and a valid amount, and for the last request to end; success
 * shows the order as the server now has it (the wallet payment on the receipt, the card gone), failure 'Incorrect
 * OTP'. Hidden when a split exists or the wallet already paid.
 */
export default function WalletCard() {
  const order = useOrderOnScreen();
  return order ? <WalletOfOrder order={order} /> : null;
}

/**
 * Suspends until the wallet is read (a failure reads as none), so that the order screen's payment options, which the
 * core shows together with this slot (RevealTogether), appear with the card instead of being pushed down by it.
 */
function WalletOfOrder({ order }: { order: NonNullable<ReturnType<typeof useOrderOnScreen>> }) {
  const wallet = useSuspenseQuery(walletQuery(order.uuid), queryClient).data;
  if (!wallet || !showWalletCard(order, wallet)) return null;
  return <WalletForm key={order.uuid} orderUuid={order.uuid} walletId={wallet.wallet_id} name={wallet.name} balance={wallet.balance} cap={walletAmountCap(wallet, amountOf(order.balance_due))} />;
}

function WalletForm(props: { orderUuid: string; walletId: string; name: string; balance: Milli; cap: Milli }) {
  const t = usePluginTextsOf(venueGroupTexts);
  const id = useId();
  const menu = useMenuState((s) => s.menuData);
  const language = useMenuState((s) => s.selected_language);
  const money = useCallback((amount: Milli) => (menu ? formatMoney(amount, menu, language) : ""), [menu, language]);
  const decimals = clampDecimals(menu?.price_decimal_places);
  const [amountText, setAmountText] = useState(() => (props.cap / 1000).toFixed(decimals));
  const [otp, setOtp] = useState("");
  const [pending, setPending] = useState(false);
  const [incorrect, setIncorrect] = useState(false);
  const amount = parseWalletAmount(amountText, props.cap, decimals);

  async function redeem() {
    if (amount === undefined) return;
    setPending(true);
    setIncorrect(false);
    const answer = await redeemWallet(props.orderUuid, { wallet_id: props.walletId, amount, otp });
    setPending(false);
    if (answer.ok) {
      queryClient.setQueryData(["order", props.orderUuid], answer.value);
      void queryClient.invalidateQueries({ queryKey: ["order", props.orderUuid] });
    } else {
      setIncorrect(true);
      setOtp("");
    }
  }

  return (
    <form
      className={css.card}
      aria-labelledby={`${id}-title`}
      data-testid="wallet-card"
      onSubmit={(event) => {
        event.preventDefault();
        if (canRedeem({ otp, amount, pending })) void redeem();
      }}
    >
      <h2 className={css.cardTitle} id={`${id}-title`}>
        {t("venue-group.wallet.title")}
      </h2>
      <p className={css.muted} data-testid="wallet-balance">
        {props.name ? `${props.name} · ` : ""}
        {t("venue-group.wallet.balance", { amount: money(props.balance) })}
      </p>
      <label className={css.field}>
        <span className={css.label}>{t("venue-group.wallet.amount")}</span>
        <input
          className={css.input}
          inputMode="decimal"
          value={amountText}
          aria-invalid={amount === undefined}
          aria-describedby={`${id}-cap`}
          data-testid="wallet-amount"
          onChange={(event) => setAmountText(event.target.value)}
        />
        <span className={css.muted} id={`${id}-cap`}>
          {t("venue-group.wallet.redeemable", { amount: money(props.cap) })}
        </span>
      </label>
      <label className={css.field}>
        <span className={css.label}>{t("venue-group.wallet.otp")}</span>
        <input
          className={css.otpInput}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={WALLET_OTP_LENGTH}
          value={otp}
          aria-invalid={incorrect}
          aria-describedby={incorrect ? `${id}-error` : undefined}
          data-testid="wallet-otp"
          onChange={(event) => {
            setOtp(otpDigits(event.target.value));
            setIncorrect(false);
          }}
        />
      </label>
      {incorrect ? (
        <p className={css.errorText} id={`${id}-error`} role="alert" data-testid="wallet-error">
          {t("venue-group.wallet.incorrect_otp")}
        </p>
      ) : null}
      <button type="submit" className={css.primaryButton} disabled={!canRedeem({ otp, amount, pending })} data-testid="wallet-redeem">
        {t(pending ? "venue-group.wallet.redeeming" : "venue-group.wallet.redeem")}
      </button>
    </form>
  );
}
