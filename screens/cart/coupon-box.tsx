import "../../engine/i18n/other-screens-texts";
import { useId, useState } from "react";
import { canApplyCoupon, couponButtonLabel, couponProblem, normalizeCouponCode, type Coupon, type CouponProblem, type Milli } from "../../engine/rules";
import type { TextKey } from "../../engine/i18n/ui-text";
import { couponRefusalReason } from "../../engine/api/order-refusal";
import { useCart, useCartActions } from "../../engine/react/app-services";
import { useMenuState, useText } from "../../engine/react/menu-context";
import { useRequestState } from "../../engine/react/use-request-state";
import { ApiFailure, isRateLimited, queryClient } from "../../engine/server-state/query-client";
import { couponQuery } from "../../engine/server-state/calls";
import { useMoney } from "../shared/use-money";
import * as css from "../shared/ordering.css";

/** A refusal's sentence, and the coupon's minimum for 'This coupon applies to orders of {amount} or more.'. */
interface Refusal {
  key: TextKey;
  amount?: Milli;
}

function problemRefusal(problem: CouponProblem, coupon: Coupon): Refusal {
  return problem === "below_minimum" ? { key: "coupon_below_minimum", amount: coupon.min_order_value ?? (0 as Milli) } : { key: "coupon_not_for_items" };
}

const LABEL_KEYS = { "Apply Coupon": "apply_coupon", "Coupon Applied": "coupon_applied", "Delete Coupon": "delete_coupon" } as const;

/**
 * The coupon box (ordering spec §2, §5): the code goes to the coupon call upper case; a valid coupon goes into
 * the cart, whose discount is recomputed on every change; a refusal, a failure or a garbled answer clears the
 * coupon and marks the input invalid until the guest edits it, saying why (issue 18): the spec's 'Invalid coupon
 * code' for an unknown code, or that it expired, needs a larger order, or is not for these items — a coupon that gives
 * this cart nothing is not applied, and one applied earlier that no longer gives anything says why instead of a saving.
 * The button reads 'Apply Coupon', then 'Delete Coupon', or 'Coupon Applied' for the venue's (or the address's)
 * auto-apply code, which the guest cannot delete.
 */
export default function CouponBox() {
  const t = useText();
  const menuId = useMenuState((s) => s.menuData?.id);
  const venueAutoApply = useMenuState((s) => s.menuData?.coupon_auto_apply ?? null);
  const coupon = useCart((c) => c.coupon);
  const discount = useCart((c) => c.discount);
  const addressAutoApply = useCart((c) => c.couponAutoApply);
  const actions = useCartActions();
  const money = useMoney();
  const loading = useRequestState("coupon").pending;
  const [input, setInput] = useState("");
  const lines = useCart((c) => c.products);
  const unavailable = useCart((c) => c.unavailableLines);
  const subTotal = useCart((c) => c.subTotal);
  /** Why the last code was not applied: unknown, expired, not for this cart, or too many tries (the server's rate limit). */
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const invalid = refusal !== null;
  const counted = lines.filter((line) => !unavailable.includes(line.uuid));
  const problemOf = (c: Coupon) => couponProblem(c, counted, subTotal);
  const appliedProblem = coupon ? problemOf(coupon) : undefined;
  const inputId = useId();
  const errorId = useId();
  const autoApply = addressAutoApply ?? venueAutoApply;
  const appliedCode = coupon?.code ?? null;
  const label = couponButtonLabel(appliedCode, autoApply);

  async function apply() {
    if (menuId === undefined) return;
    const code = normalizeCouponCode(input);
    try {
      const found = await queryClient.fetchQuery(couponQuery(menuId, code));
      const problem = problemOf(found);
      if (problem) {
        setRefusal(problemRefusal(problem, found));
        return;
      }
      actions.applyCoupon({ ...found, code: found.code ?? code });
      setRefusal(null);
    } catch (error) {
      actions.removeCoupon();
      const expired = error instanceof ApiFailure && couponRefusalReason(error.error) === "expired";
      setRefusal({ key: isRateLimited(error) ? "too_many_requests" : expired ? "coupon_expired" : "coupon_invalid" });
    }
  }

  return (
    <section className={css.card} aria-labelledby={`${inputId}-title`} data-testid="coupon-box">
      <h2 className={css.cardTitle} id={`${inputId}-title`}>
        {t("coupon_code")}
      </h2>
      <form
        className={css.couponRow}
        onSubmit={(event) => {
          event.preventDefault();
          if (appliedCode) {
            if (label === "Delete Coupon") actions.removeCoupon();
          } else if (canApplyCoupon(input, loading, autoApply)) void apply();
        }}
      >
        <input
          id={inputId}
          className={css.input}
          aria-label={t("coupon_code")}
          value={appliedCode ?? input}
          readOnly={appliedCode !== null}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => {
            setInput(event.target.value);
            setRefusal(null);
          }}
        />
        <button
          type="submit"
          className={appliedCode ? css.secondaryButton : css.primaryButton}
          disabled={appliedCode ? label === "Coupon Applied" : !canApplyCoupon(input, loading, autoApply)}
        >
          {t(LABEL_KEYS[label])}
        </button>
      </form>
      {refusal ? (
        <p className={css.errorText} id={errorId} role="alert" data-testid="coupon-refusal">
          {t(refusal.key, { amount: refusal.amount === undefined ? "" : money(refusal.amount) })}
        </p>
      ) : null}
      {coupon && appliedProblem ? (
        <p className={css.errorText} role="status" data-testid="coupon-refusal">
          {t(problemRefusal(appliedProblem, coupon).key, { amount: money(coupon.min_order_value ?? (0 as Milli)) })}
        </p>
      ) : null}
      {appliedCode && !appliedProblem && discount > 0 ? (
        <p className={css.successText} data-testid="coupon-saving">
          {t("ui_str_discount")}: −{money(discount)}
        </p>
      ) : null}
    </section>
  );
}
