import { useText } from "../../engine/react/menu-context";
import * as css from "./boot.css";

/** License 'none': no venue answers at this address (menu spec section 2). */
export function NotFoundScreen() {
  const t = useText();
  return (
    <main className={css.centred}>
      <div className={css.panel}>
        <span className={css.mark} aria-hidden="true">?</span>
        <h1 className={css.title}>{t("not_found_title")}</h1>
        <p className={css.body}>{t("not_found_body")}</p>
      </div>
    </main>
  );
}
