import { useLayoutEffect, useRef, type ReactNode } from "react";
import { ChevronDownIcon } from "./icons";
import * as css from "./action-bar.css";

/** Why the main action cannot be taken yet: a sentence, and what tapping it does (take the guest to the field). */
export interface ActionBarReason {
  id: string;
  text: string;
  onActivate?: () => void;
}

export interface ActionBarProps {
  /** What the amount is: 'Total', 'Balance Due'. */
  amountLabel: string;
  /** The amount as the guest reads it (the venue's currency and decimals). */
  amount: string;
  /** The amount's parts, shown on demand (a disclosure); without it the amount is a plain row. */
  breakdown?: ReactNode;
  /** Set while the main action is disabled; the action names it with aria-describedby={reason.id}. */
  reason?: ActionBarReason | null;
  /** The main action: a full-width button or link. */
  children: ReactNode;
  testId?: string;
}

/**
 * The bottom action bar of /cart, /checkout and the order screen (DESIGN.md: the main action at the bottom within
 * thumb reach, full width): the amount due, its breakdown on demand, why the action is disabled when it is, and the
 * action. Fixed to the bottom of the viewport above the safe area; it keeps the CSS variable `--carta-action-bar`
 * at its height so the page pads itself and the bar never covers the last content.
 */
export function ActionBar({ amountLabel, amount, breakdown, reason, children, testId = "action-bar" }: ActionBarProps) {
  const ref = useRef<HTMLDivElement>(null);
  useBarHeight(ref);
  return (
    <div ref={ref} className={css.bar} data-testid={testId}>
      <div className={css.inner}>
        {breakdown ? (
          <details className={css.details} data-testid="action-bar-details">
            <summary className={css.summary}>
              <span className={css.summaryLabel}>
                {amountLabel}
                <span className={css.chevron}>
                  <ChevronDownIcon />
                </span>
              </span>
              <span className={css.amount} data-testid="action-bar-amount">
                {amount}
              </span>
            </summary>
            <div className={css.breakdown}>{breakdown}</div>
          </details>
        ) : (
          <p className={css.amountRow}>
            <span className={css.amountLabel}>{amountLabel}</span>
            <span className={css.amount} data-testid="action-bar-amount">
              {amount}
            </span>
          </p>
        )}
        {reason ? (
          <p className={css.reason} id={reason.id} data-testid="action-bar-reason">
            {reason.onActivate ? (
              <button type="button" className={css.reasonLink} onClick={reason.onActivate}>
                {reason.text}
              </button>
            ) : (
              reason.text
            )}
          </p>
        ) : null}
        {children}
      </div>
    </div>
  );
}

/** Keeps `--carta-action-bar` on the document at the bar's height while it is shown (0 once it is gone). */
function useBarHeight(ref: React.RefObject<HTMLDivElement | null>) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const write = () => root.style.setProperty(css.BAR_HEIGHT_VAR, `${Math.ceil(element.getBoundingClientRect().height)}px`);
    write();
    const observer = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(write);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(css.BAR_HEIGHT_VAR);
    };
  }, [ref]);
}
