import { Link, Navigate } from "@tanstack/react-router";
import { useMenuController, useMenuState, useText } from "../../engine/react/menu-context";
import * as css from "./landing.css";

/**
 * `/`: the onboarding screen (ordering spec section 2): cover image, venue name, a language choice when the
 * venue has several and allows it, and Open Menu. `skip_onboarding_screen` goes straight to /home.
 */
export function LandingScreen() {
  const t = useText();
  const menu = useMenuState((s) => s.menuData);
  const languages = useMenuState((s) => s.languages);
  const language = useMenuState((s) => s.selected_language);
  const controller = useMenuController();
  if (!menu) return null;
  if (menu.skip_onboarding_screen) return <Navigate to="/home" replace />;
  const logo = menu.logo_image?.logo;
  return (
    <main className={css.screen}>
      {menu.cover_image ? <img className={css.cover} src={menu.cover_image} alt="" fetchPriority="high" /> : null}
      <div className={css.scrim} aria-hidden="true" />
      <div className={css.content}>
        {logo ? <img className={css.logo} src={logo} alt="" width={72} height={72} /> : null}
        <h1 className={css.name}>{menu.name}</h1>
        {languages.length > 1 && menu.enable_language_onboarding ? (
          <label className={css.languageField}>
            {t("language")}
            <select
              className={css.select}
              value={language}
              onChange={(event) => void controller.changeLanguage(event.target.value)}
            >
              {languages.map((entry) => (
                <option key={entry.code} value={entry.code} lang={entry.code}>
                  {entry.name_local}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <Link to="/home" className={css.openMenu}>
          {t("open_menu")}
        </Link>
      </div>
    </main>
  );
}
