import { Link } from "@tanstack/react-router";
import type { BlockProps } from "../../engine/plugin-api";
import { useMenuController, useMenuState, useText } from "../../engine/react/menu-context";
import * as css from "./landing.css";

/**
 * The landing screen's components: a chunk of their own, fetched at start only when the guest arrives on `/`.
 */

/** Full-screen cover image with a readable scrim; its children sit at the bottom, within thumb reach. */
export function LandingCover({ children }: BlockProps) {
  const cover = useMenuState((s) => s.menuData?.cover_image);
  return (
    <main className={css.screen}>
      {cover ? <img className={css.cover} src={cover} alt="" fetchPriority="high" /> : null}
      <div className={css.scrim} aria-hidden="true" />
      <div className={css.content}>{children}</div>
    </main>
  );
}

export function VenueLogo() {
  const logo = useMenuState((s) => s.menuData?.logo_image?.logo);
  return logo ? <img className={css.logo} src={logo} alt="" width={72} height={72} /> : null;
}

export function VenueTitle() {
  const name = useMenuState((s) => s.menuData?.name);
  return <h1 className={css.name}>{name}</h1>;
}

/** The venue's languages by their local names; choosing one reloads the menu in it. */
export function LanguageSelect() {
  const t = useText();
  const languages = useMenuState((s) => s.languages);
  const language = useMenuState((s) => s.selected_language);
  const controller = useMenuController();
  // A native select: on phones it opens the platform's own picker, the most usable control for this job.
  return (
    <label className={css.languageField}>
      {t("language")}
      <select className={css.select} value={language} onChange={(event) => void controller.changeLanguage(event.target.value)}>
        {languages.map((entry) => (
          <option key={entry.code} value={entry.code} lang={entry.code}>
            {entry.name_local}
          </option>
        ))}
      </select>
    </label>
  );
}

export function OpenMenu() {
  const t = useText();
  return (
    <Link to="/home" className={css.openMenu}>
      {t("open_menu")}
    </Link>
  );
}
