import "../../engine/i18n/other-screens-texts";
import { Link } from "@tanstack/react-router";
import { useText } from "../../engine/react/menu-context";
import { ApiFailure } from "../../engine/server-state/query-client";
import * as shared from "../shared/ordering.css";

/** Only an order the server does not know (404) is "not found"; anything else may go away when read again. */
export function isOrderMissing(error: unknown): boolean {
  return error instanceof ApiFailure && error.error.kind === "http" && error.error.status === 404;
}

/**
 * The order screen when the order could not be read (issue 18). A 404 is the friendly not-found with the way back to
 * the menu. Anything else — no network, the server's own failure, a refusal (403), an answer that does not read —
 * is not "Page not found": it says so in the guest's language and offers to read it again (the screen also keeps
 * polling, so it recovers by itself when the server is back). Either stays on screen while the order is read again.
 */
export function OrderReadProblem({ error, reading, onRetry }: { error: unknown; reading: boolean; onRetry: () => void }) {
  const t = useText();
  if (isOrderMissing(error)) {
    return (
      <section className={shared.card} data-testid="order-not-found">
        <h2 className={shared.cardTitle}>{t("page_not_found_title")}</h2>
        <Link to="/home" className={shared.secondaryButton}>
          {t("ui_str_continue_shopping")}
        </Link>
      </section>
    );
  }
  const forbidden = error instanceof ApiFailure && error.error.kind === "http" && error.error.status === 403;
  return (
    <section className={shared.card} role="alert" data-testid="order-read-failed">
      <h2 className={shared.cardTitle}>{t("order_read_failed_title")}</h2>
      <p className={shared.muted}>{t(forbidden ? "order_read_forbidden_body" : "order_read_failed_body")}</p>
      {/* Never disabled: the screen's own polling reads in the background, and a tap reads at once. While a read is
          under way the card stays (use-live-order.ts) and the button says so. */}
      <button type="button" className={`${shared.primaryButton} ${shared.wide}`} onClick={onRetry} aria-busy={reading} data-testid="order-read-retry">
        {t("try_again")}
      </button>
      <Link to="/home" className={`${shared.secondaryButton} ${shared.wide}`}>
        {t("ui_str_continue_shopping")}
      </Link>
    </section>
  );
}
