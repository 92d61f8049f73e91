import { useEffect } from "react";
import { useMenuState } from "../../engine/react/menu-context";
import { directionOf } from "../../engine/i18n/ui-text";
import { applyVenueTheme } from "../../themes/apply-theme";
import { DEFAULT_FONT_SERVICE } from "../../themes/load-venue-font";
import type { MenuData } from "../../schemas/menu";

/** The web font service (`VITE_FONT_SERVICE_URL`); unset means Google Fonts' CSS API, empty turns it off. */
const FONT_SERVICE = (import.meta.env["VITE_FONT_SERVICE_URL"] as string | undefined) ?? DEFAULT_FONT_SERVICE;

/** The venue's theme on the whole document, with the configured font service. */
export function applyDocumentTheme(themeData: MenuData["theme_data"] | undefined): void {
  applyVenueTheme(themeData, document.documentElement, FONT_SERVICE);
}

/**
 * Keeps the document in step with the venue: language and direction on <html> (so the whole layout mirrors
 * through logical properties), the venue's theme, the tab title and the venue's installable manifest, icon and
 * launch image.
 */
export function VenueDocument() {
  const language = useMenuState((s) => s.selected_language);
  const failed = useMenuState((s) => s.errors);
  const themeData = useMenuState((s) => s.menuData?.theme_data);
  const name = useMenuState((s) => s.menuData?.name);
  const license = useMenuState((s) => s.license);

  useEffect(() => {
    // Until the menu says, the document keeps the language the server wrote into it (the venue's default); a menu
    // that failed leaves the screens in English.
    if (language === undefined && !failed) return;
    const root = document.documentElement;
    root.lang = language ?? "en";
    root.dir = directionOf(language);
  }, [language, failed]);

  useEffect(() => applyDocumentTheme(themeData), [themeData]);

  useEffect(() => {
    if (name) document.title = name;
  }, [name]);

  useEffect(() => {
    if (license === "pending" || license === "none") return;
    const venue = encodeURIComponent(license);
    // The installable app: its manifest, the home-screen icon iOS reads, and the launch image (ordering spec §7).
    headLink("manifest", `/en/menus/manifest/${venue}/`);
    // The tab's icon (the server's document names it already on a first visit: server/routes/first-screen-hints.ts).
    headLink("icon", `/en/menus/manifest/${venue}/icons/icon-192.png`);
    headLink("apple-touch-icon", `/en/menus/manifest/${venue}/icons/apple-touch-icon.png`);
    headLink("apple-touch-startup-image", `/en/menus/${venue}/loading-image/launch.png`);
  }, [license]);

  return null;
}

/** The one `<link rel=…>` of the document's head, created once and pointed at `href`. */
function headLink(rel: string, href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!link) {
    link = document.createElement("link");
    link.rel = rel;
    document.head.append(link);
  }
  link.href = href;
}
