import "../../engine/i18n/other-screens-texts";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link } from "@tanstack/react-router";
import type { BlockProps } from "../../engine/plugin-api";
import { sameId } from "../../engine/rules";
import { useMenuState, useText } from "../../engine/react/menu-context";
import { SafeHtml } from "../../engine/react/safe-html";
import { FormSkeleton } from "./form-skeleton";
import * as css from "./form.css";

const FeedbackForm = lazy(() => import("./feedback-form"));

/**
 * `/form/{id}` (ordering spec section 2, "Form screen"): the form (its route's loader has already asked for its
 * fields), and after a successful submit a check mark, the server's message (HTML, sanitized) and a
 * 'Back To Menu' button to /home. The page title is the form's name and the menu's.
 */
export default function FormPage({ context }: BlockProps) {
  const t = useText();
  const id = context.route.params["id"] ?? "";
  const entry = useMenuState((s) => s.menuData?.forms.find((f) => sameId(f.id, id)));
  const menuName = useMenuState((s) => s.menuData?.name ?? "");
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (entry) document.title = [entry.name, menuName].filter((part) => part !== "").join(" | ");
  }, [entry, menuName]);

  if (!entry) return null;
  return (
    <main className={css.page}>
      <h1 className={css.pageTitle}>{entry.name}</h1>
      {message === null ? (
        <section className={css.panel} aria-label={entry.name}>
          <Suspense fallback={<FormSkeleton />}>
            <FeedbackForm formId={Number(entry.id)} onSubmitted={(text) => setMessage(text)} />
          </Suspense>
        </section>
      ) : (
        <section className={css.done} aria-live="polite">
          <span className={css.doneMark} aria-hidden="true">
            ✓
          </span>
          {message.trim() ? <SafeHtml html={message} /> : <p>{t("form_thank_you")}</p>}
          <Link to="/home" className={css.backToMenu}>
            {t("form_back_to_menu")}
          </Link>
        </section>
      )}
    </main>
  );
}
