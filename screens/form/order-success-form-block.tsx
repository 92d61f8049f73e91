import "../../engine/i18n/other-screens-texts";
import { lazy, Suspense, useState } from "react";
import { useMenuState, useText } from "../../engine/react/menu-context";
import { SafeHtml } from "../../engine/react/safe-html";
import { FormSkeleton } from "./form-skeleton";
import * as css from "./form.css";

const FeedbackForm = lazy(() => import("./feedback-form"));

/**
 * The order screen's feedback form (ordering spec §2): the venue's enabled form flagged `display_on_order_success`,
 * under the receipt; after a submit, the server's message (HTML, sanitized). Nothing when the venue has none or
 * the form cannot be loaded.
 */
export default function OrderSuccessForm() {
  const t = useText();
  const form = useMenuState((s) => s.menuData?.forms.find((f) => f.enable && f.display_on_order_success));
  const [message, setMessage] = useState<string | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  if (!form || unavailable) return null;
  return (
    <section className={css.panel} aria-label={form.name} data-testid="order-success-form">
      {message === null ? (
        <Suspense fallback={<FormSkeleton />}>
          <FeedbackForm formId={Number(form.id)} onSubmitted={setMessage} onUnavailable={() => setUnavailable(true)} />
        </Suspense>
      ) : (
        <div className={css.done} aria-live="polite">
          <span className={css.doneMark} aria-hidden="true">
            ✓
          </span>
          {message.trim() ? <SafeHtml html={message} /> : <p>{t("form_thank_you")}</p>}
        </div>
      )}
    </section>
  );
}
