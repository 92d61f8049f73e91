import { useId, useState } from "react";
import { canApplyCoupon, couponButtonLabel, normalizeCouponCode } from "../../engine/rules";
import { useCart, useCartActions } from "../../engine/react/app-services";
import { useMenuState, useText } from "../../engine/react/menu-context";
import { useRequestState } from "../../engine/react/use-request-state";
import { isRateLimited, queryClient } from "../../engine/server-state/query-client";
import { couponQuery } from "../../engine/server-state/calls";
import { useMoney } from "../shared/use-money";
import * as css from "../shared/ordering.css";

const LABEL_KEYS = { "Apply Coupon": "apply_coupon", "Coupon Applied": "coupon_applied", "Delete Coupon": "delete_coupon" } as const;

/**
 * The coupon box (ordering spec §2, §5): the code goes to the coupon call upper case; a valid coupon goes into
 * the cart, whose discount is recomputed on every change; a refusal, a failure or a garbled answer clears the
 * coupon and marks the input invalid until the guest edits it. The button reads 'Apply Coupon', then 'Delete
 * Coupon', or 'Coupon Applied' for the venue's (or the address's) auto-apply code, which the guest cannot delete.
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
  /** Why the last code was not applied: not a coupon of this venue, or too many tries (the server's rate limit). */
  const [refusal, setRefusal] = useState<"coupon_invalid" | "too_many_requests" | null>(null);
  const invalid = refusal !== null;
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
      actions.applyCoupon({ ...found, code: found.code ?? code });
      setRefusal(null);
    } catch (error) {
      actions.removeCoupon();
      setRefusal(isRateLimited(error) ? "too_many_requests" : "coupon_invalid");
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
        <p className={css.errorText} id={errorId} role="alert">
          {t(refusal)}
        </p>
      ) : null}
      {appliedCode && discount > 0 ? (
        <p className={css.successText} data-testid="coupon-saving">
          {t("ui_str_discount")}: −{money(discount)}
        </p>
      ) : null}
    </section>
  );
}
