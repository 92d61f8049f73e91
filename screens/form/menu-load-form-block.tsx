import "../../engine/i18n/other-screens-texts";
import { lazy, Suspense, useCallback, useState } from "react";
import type { BlockProps } from "../../engine/plugin-api";
import { menuLoadForm } from "../../engine/rules";
import { useMenuController, useMenuState, useText } from "../../engine/react/menu-context";
import { FormSkeleton } from "./form-skeleton";
import * as css from "./form.css";

const FeedbackForm = lazy(() => import("./feedback-form"));

/**
 * Ordering spec "Onboarding": while the venue has an enabled form flagged `display_on_menu_load` that has not
 * been submitted, the form shows instead of this block's children (the Open Menu button); after a successful
 * submit the children come back, under the thank-you message. A form that cannot be loaded gives way to the
 * children too, so a guest is never stuck.
 */
export default function MenuLoadForm({ children }: BlockProps) {
  const t = useText();
  const controller = useMenuController();
  const form = useMenuState((s) => (s.menuData ? menuLoadForm(s.menuData.forms, s.menuFormSubmitted) : undefined));
  const [thanks, setThanks] = useState<string | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const onUnavailable = useCallback(() => setUnavailable(true), []);
  if (!form || unavailable) {
    return (
      <>
        {thanks ? (
          <p className={css.thanks} role="status">
            {thanks}
          </p>
        ) : null}
        {children}
      </>
    );
  }
  return (
    <section className={css.panel} data-testid="menu-load-form">
      <Suspense fallback={<FormSkeleton />}>
        <FeedbackForm
          formId={form.id}
          onUnavailable={onUnavailable}
          onSubmitted={(message) => {
            setThanks(message.trim() || t("form_thank_you"));
            controller.markMenuFormSubmitted();
          }}
        />
      </Suspense>
    </section>
  );
}
