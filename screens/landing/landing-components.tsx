import { Link } from "@tanstack/react-router";
import type { BlockProps } from "../../engine/plugin-api";
import { useMenuState, useText } from "../../engine/react/menu-context";
import { LanguageSelect as SharedLanguageSelect } from "../shared/language-select";
import { useNextTimeSentence, useNextVenueOpening } from "../shared/availability-text";
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

/** The language choice on the landing screen, over the cover image. */
export function LanguageSelect() {
  return <SharedLanguageSelect className={css.languageField} selectClassName={css.select} />;
}

export function OpenMenu() {
  const t = useText();
  return (
    <Link to="/home" className={css.openMenu}>
      {t("open_menu")}
    </Link>
  );
}

/**
 * Ordering is closed now (the venue's hours or closing rules): said on the landing, before the guest opens the menu,
 * with when it opens next (issue 18); browsing stays open.
 */
export function ClosedNote() {
  const t = useText();
  const sentence = useNextTimeSentence();
  const opens = sentence("venue", useNextVenueOpening());
  return (
    <div className={css.closedNote} role="status" data-testid="landing-closed">
      <p className={css.closedTitle}>{t("ui_str_menu_closed")}</p>
      {opens ? <p className={css.closedLine}>{opens}</p> : null}
      <p className={css.closedLine}>{t("ordering_closed_hint")}</p>
    </div>
  );
}
