import "../../engine/i18n/other-screens-texts";
import { useCallback, useId, useState } from "react";
import { useMenuState, useText } from "../../engine/react/menu-context";
import { queryClient } from "../../engine/server-state/query-client";
import { sendTips } from "../../engine/server-state/calls";
import { canDeleteTip, parseCustomTip, showTipsCard, tipPresets } from "../../engine/rules/tips";
import type { PlacedOrderAnswer } from "../../schemas/api/placed-order";
import { formatMilliPlain } from "../../schemas/money";
import { amountOf, isOrderOpen } from "../../engine/rules/order-receipt";
import { useMoney } from "../shared/use-money";
import * as shared from "../shared/ordering.css";
import { visuallyHidden } from "../shared/visually-hidden.css";
import * as css from "./order.css";


/**
 * The tips call for this order; its answer replaces the order on screen. A plain call with its own pending flag:
 * the card and the receipt's remove button each make it, and a failure is only logged (ordering spec §8).
 */
function useTipsCall(order: PlacedOrderAnswer) {
  const [isPending, setPending] = useState(false);
  const mutate = useCallback(
    (tipsAmount: string) => {
      setPending(true);
      sendTips(order.uuid, tipsAmount)
        .then((answer) => queryClient.setQueryData(["order", order.uuid], answer))
        .catch(() => undefined)
        .finally(() => setPending(false));
    },
    [order.uuid],
  );
  return { mutate, isPending };
}

/**
 * The tips card (ordering spec §2, §4, §9): while the venue takes tips, the order is open, has a total, no split
 * and no tip yet — 0, 5, 10 or 15 % of the total, or a custom amount of at least 0. The server adds it to the total.
 */
export function TipsCard({ order }: { order: PlacedOrderAnswer }) {
  const t = useText();
  const money = useMoney();
  const id = useId();
  const menu = useMenuState((s) => s.menuData);
  const total = amountOf(order.total);
  const presets = tipPresets(total, menu?.price_decimal_places);
  const [choice, setChoice] = useState<number | "custom">(10);
  const [custom, setCustom] = useState("");
  const call = useTipsCall(order);
  if (!menu?.enable_tips || !isOrderOpen(order.status) || !showTipsCard(total, order.split_payments.length, amountOf(order.additional_data.tips_amount))) return null;
  const customAmount = parseCustomTip(custom, menu.price_decimal_places);
  const amount = choice === "custom" ? customAmount : presets.find((p) => p.percent === choice)?.amount;
  return (
    <form
      className={shared.card}
      aria-labelledby={`${id}-title`}
      data-testid="tips-card"
      onSubmit={(event) => {
        event.preventDefault();
        if (amount !== undefined) call.mutate(formatMilliPlain(amount));
      }}
    >
      <h2 className={shared.cardTitle} id={`${id}-title`}>
        {t("add_tip")}
      </h2>
      <fieldset className={css.tipChoices}>
        <legend className={visuallyHidden}>{t("tip_amount")}</legend>
        {presets.map((preset) => (
          <label key={preset.percent} className={shared.segment}>
            <input className={shared.segmentInput} type="radio" name={`${id}-tip`} checked={choice === preset.percent} onChange={() => setChoice(preset.percent)} />
            <span>{preset.percent}%</span>
            <span>{money(preset.amount)}</span>
          </label>
        ))}
        <label className={shared.segment}>
          <input className={shared.segmentInput} type="radio" name={`${id}-tip`} checked={choice === "custom"} onChange={() => setChoice("custom")} />
          {t("tips_custom")}
        </label>
      </fieldset>
      {choice === "custom" ? (
        <label className={shared.field}>
          <span className={shared.label}>{t("tip_amount")}</span>
          <input className={shared.input} inputMode="decimal" value={custom} onChange={(event) => setCustom(event.target.value)} aria-invalid={custom !== "" && customAmount === undefined} />
        </label>
      ) : null}
      <button className={`${shared.primaryButton} ${shared.wide}`} type="submit" disabled={amount === undefined || call.isPending}>
        {t("add_tip")}
        {amount !== undefined && amount > 0 ? ` · ${money(amount)}` : ""}
      </button>
    </form>
  );
}

/** The receipt's tips row action (ordering spec §2): remove the tip while nothing is paid and the order is open. */
export function RemoveTipButton({ order }: { order: PlacedOrderAnswer }) {
  const t = useText();
  const call = useTipsCall(order);
  if (!canDeleteTip(amountOf(order.additional_data.tips_amount), order.payments.length, isOrderOpen(order.status))) return null;
  return (
    <button type="button" className={shared.textButton} disabled={call.isPending} onClick={() => call.mutate("0.000")}>
      {t("remove_tip")}
    </button>
  );
}
