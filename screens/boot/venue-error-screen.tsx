import { useText } from "../../engine/react/menu-context";
import * as css from "./boot.css";

/** The venue failed to load, or its license is not ACTIVE (ordering spec section 8, "Venue load error"). */
export function VenueErrorScreen() {
  const t = useText();
  return (
    <main className={css.centred}>
      <div className={css.panel} role="alert">
        <span className={css.mark} aria-hidden="true">!</span>
        <h1 className={css.title}>{t("error_title")}</h1>
        <p className={css.body}>{t("venue_error")}</p>
      </div>
    </main>
  );
}
