import "../../engine/i18n/other-screens-texts";
import { Link, useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { useText } from "../../engine/react/menu-context";
import * as css from "../boot/boot.css";

/** An address no route draws: say so and lead back to the menu, never a blank page. */
export function RouteNotFoundScreen() {
  const t = useText();
  return (
    <main className={css.centred}>
      <div className={css.panel}>
        <span className={css.mark} aria-hidden="true">?</span>
        <h1 className={css.title}>{t("page_not_found_title")}</h1>
        <p className={css.body}>{t("page_not_found_body")}</p>
        <Link to="/home" className={css.action}>
          {t("form_back_to_menu")}
        </Link>
      </div>
    </main>
  );
}

/** A guard or loader failed (a query that does not decode, a call that threw): try again, or go to the menu. */
export function RouteErrorScreen({ error, reset }: ErrorComponentProps) {
  const t = useText();
  const router = useRouter();
  console.error("[carta] route failed:", error);
  return (
    <main className={css.centred}>
      <div className={css.panel} role="alert">
        <span className={css.mark} aria-hidden="true">!</span>
        <h1 className={css.title}>{t("error_title")}</h1>
        <p className={css.body}>{t("page_load_failed")}</p>
        <button
          type="button"
          className={css.action}
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          {t("try_again")}
        </button>
      </div>
    </main>
  );
}
