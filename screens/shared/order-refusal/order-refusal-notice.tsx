import "../../../engine/i18n/other-screens-texts";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { OrderPayload } from "../../../engine/order/order-payload";
import { refusalReasons } from "../../../engine/api/order-refusal";
import type { ApiError } from "../../../engine/api/http";
import type { TextKey } from "../../../engine/i18n/ui-text";
import { useCart, useCartActions, useRegistry } from "../../../engine/react/app-services";
import { useMenuState, usePluginText, useText } from "../../../engine/react/menu-context";
import { ApiFailure, isRateLimited } from "../../../engine/server-state/query-client";
import { useNextTimeSentence } from "../availability-text";
import { useMoneyText } from "../use-money";
import * as ordering from "../ordering.css";
import * as css from "./order-refusal.css";
import { lineReasonText, orderReasonWording } from "./reason-wording";

/** A refusal appears below the form, often under the bottom bar: brought into view as it appears (above the bar). */
const reveal = (element: HTMLElement | null) => element?.scrollIntoView?.({ block: "nearest" });

function apiErrorOf(error: unknown): ApiError | undefined {
  return error instanceof ApiFailure ? error.error : undefined;
}

/** The spec's §8 words for a failure without reasons: never the server's own English sentence. */
function generalFailure(error: unknown): TextKey[] {
  const api = apiErrorOf(error);
  if (api?.kind === "network") return ["order_send_error", "no_response"];
  if (isRateLimited(error)) return ["order_send_error", "too_many_requests"];
  if (api?.kind === "http") return ["order_send_error"];
  return ["order_send_error", "request_setup_error"];
}

/** Puts the guest in the time field of the form, where a time reason is fixed. */
function focusTimeField(): void {
  const input = document.querySelector<HTMLInputElement>('[name="delivery_datetime"], input[type="datetime-local"]');
  input?.focus();
  input?.scrollIntoView({ block: "center" });
}

/**
 * A refused order as the guest can act on it (issue 18; docs/decisions/0041): one row per reason the server gave
 * (schemas/api/order-refusal.ts), each a sentence in the guest's language about what it concerns — the cart line
 * by its name, the time, the coupon — and the next step: remove the line, change the time, go back to the cart.
 * A plugin's code reads in the plugin's text, a code this app does not know in the general sentence (reason-wording.ts).
 * A line's row goes once the guest removes the line. A failure without reasons says the spec's §8 sentence.
 *
 * `sent` is the order the failure answered: its `line_items[i].cart_uuid` ties a reason's `line` to the cart line.
 */
export function OrderRefusalNotice({ error, sent }: { error: unknown; sent: OrderPayload | undefined }) {
  const t = useText();
  const pluginText = usePluginText();
  const pluginCodes = useRegistry().refusalCodes;
  const money = useMoneyText();
  const sentence = useNextTimeSentence();
  const cartLines = useCart((c) => c.products);
  const products = useMenuState((s) => s.menuData?.products);
  const actions = useCartActions();
  if (!error) return null;
  const api = apiErrorOf(error);
  const reasons = api ? refusalReasons(api) : [];

  if (reasons.length === 0) {
    const [message, detail] = generalFailure(error);
    return (
      <div role="alert" ref={reveal} className={css.notice} data-testid="order-error">
        <p className={css.title}>{t(message!)}</p>
        {detail ? <p className={css.hint}>{t(detail)}</p> : null}
      </div>
    );
  }

  const rows: ReactNode[] = [];
  reasons.forEach((reason, index) => {
    const key = `${reason.code}-${index}`;
    const lineText = lineReasonText(reason.code);
    if (lineText && reason.line !== undefined) {
      const uuid = sent?.line_items[reason.line]?.cart_uuid;
      const line = cartLines.find((l) => l.uuid === uuid);
      if (!line) return; // removed since: nothing left to say about it
      // The dish as the menu names it in the guest's language now (the line keeps the name it was added with).
      const name = products?.find((p) => String(p.id) === String(line.id))?.name ?? line.name;
      const next = reason.code === "not_available_now" ? sentence("item", reason.next_available_at) : undefined;
      rows.push(
        <li key={key} className={css.reason} data-testid="refusal-reason" data-code={reason.code} data-line={reason.line}>
          <span className={css.words}>
            <p className={css.sentence}>{t(lineText, { item: name, max: reason.max ?? 0 })}</p>
            {next ? <p className={css.hint}>{next}</p> : null}
          </span>
          <button type="button" className={ordering.textButton} aria-label={`${t("remove_item")}: ${name}`} onClick={() => actions.removeItem(line.uuid)}>
            {t("remove")}
          </button>
        </li>,
      );
      return;
    }
    // A plugin's code reads in the plugin's text (decision 0065); a code this app does not know, the general sentence.
    const wording = orderReasonWording(reason.code, pluginCodes);
    const values = { amount: reason.amount ? money(reason.amount) : "" };
    const text = wording.source === "core" ? t(wording.text, values) : pluginText(wording.text, values);
    const opens = reason.opens_at ? sentence("venue", reason.opens_at) : undefined;
    const timeReason = reason.code === "closed_at_time" || reason.code === "invalid_time";
    rows.push(
      <li key={key} className={css.reason} data-testid="refusal-reason" data-code={reason.code} data-field={reason.field}>
        <span className={css.words}>
          <p className={css.sentence}>{text}</p>
          {opens ? <p className={css.hint}>{opens}</p> : null}
        </span>
        {timeReason ? (
          <button type="button" className={ordering.textButton} onClick={focusTimeField}>
            {t("refusal_change_time")}
          </button>
        ) : wording.fixedInCart ? (
          <Link className={ordering.textButton} to="/cart">
            {t("refusal_back_to_cart")}
          </Link>
        ) : null}
      </li>,
    );
  });
  if (rows.length === 0) return null;
  return (
    <div role="alert" ref={reveal} className={css.notice} data-testid="order-error">
      <p className={css.title}>{t("refusal_title")}</p>
      <ul className={css.reasons}>{rows}</ul>
    </div>
  );
}
