import { Link, Navigate } from "@tanstack/react-router";
import * as Schema from "effect/Schema";
import type { BlockProps } from "../../engine/plugin-api";
import { defineBlock } from "../../engine/plugin-api";
import { useMenuController, useMenuState, useText } from "../../engine/react/menu-context";
import * as css from "./landing.css";

/** Full-screen cover image with a readable scrim; its children sit at the bottom, within thumb reach. */
function LandingCover({ children }: BlockProps) {
  const cover = useMenuState((s) => s.menuData?.cover_image);
  return (
    <main className={css.screen}>
      {cover ? <img className={css.cover} src={cover} alt="" fetchPriority="high" /> : null}
      <div className={css.scrim} aria-hidden="true" />
      <div className={css.content}>{children}</div>
    </main>
  );
}

function VenueLogo() {
  const logo = useMenuState((s) => s.menuData?.logo_image?.logo);
  return logo ? <img className={css.logo} src={logo} alt="" width={72} height={72} /> : null;
}

function VenueTitle() {
  const name = useMenuState((s) => s.menuData?.name);
  return <h1 className={css.name}>{name}</h1>;
}

/** The venue's languages by their local names; choosing one reloads the menu in it. */
function LanguageSelect() {
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

function OpenMenu() {
  const t = useText();
  return (
    <Link to="/home" className={css.openMenu}>
      {t("open_menu")}
    </Link>
  );
}

const NavigateProps = Schema.Struct({ to: Schema.String });

/** Replaces the current screen with another route when its condition holds (`skip_onboarding_screen`). */
function NavigateBlock({ props }: BlockProps<typeof NavigateProps.Type>) {
  return <Navigate to={props.to} replace />;
}

export const landingBlocks = [
  defineBlock({ type: "landing.cover", component: LandingCover, description: "Full-screen cover image; children at the bottom" }),
  defineBlock({ type: "venue.logo", component: VenueLogo, description: "The venue's logo (logo_image.logo)" }),
  defineBlock({ type: "venue.title", component: VenueTitle, description: "The venue's name as the page heading" }),
  defineBlock({ type: "language.select", component: LanguageSelect, description: "The venue's languages; switching reloads the menu" }),
  defineBlock({ type: "landing.open-menu", component: OpenMenu, description: "The Open Menu button to /home" }),
  defineBlock({ type: "navigate", component: NavigateBlock, props: NavigateProps, description: "Redirects to props.to" }),
];
