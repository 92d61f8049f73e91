import { useEffect } from "react";
import { useMenuState } from "../../engine/react/menu-context";
import { directionOf } from "../../engine/i18n/ui-text";
import { applyVenueTheme } from "../../themes/apply-theme";

/**
 * Keeps the document in step with the venue: language and direction on <html> (so the whole layout mirrors
 * through logical properties), the venue's theme, the tab title and the venue's installable manifest.
 */
export function VenueDocument() {
  const language = useMenuState((s) => s.selected_language);
  const themeData = useMenuState((s) => s.menuData?.theme_data);
  const name = useMenuState((s) => s.menuData?.name);
  const license = useMenuState((s) => s.license);

  useEffect(() => {
    const root = document.documentElement;
    root.lang = language ?? "en";
    root.dir = directionOf(language);
  }, [language]);

  useEffect(() => applyVenueTheme(themeData), [themeData]);

  useEffect(() => {
    if (name) document.title = name;
  }, [name]);

  useEffect(() => {
    if (license === "pending" || license === "none") return;
    let link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (!link) {
      link = document.createElement("link");
      link.rel = "manifest";
      document.head.append(link);
    }
    link.href = `/en/menus/manifest/${encodeURIComponent(license)}/`;
  }, [license]);

  return null;
}
