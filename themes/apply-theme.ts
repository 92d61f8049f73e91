import { setElementVars } from "@vanilla-extract/dynamic";
import { themeVars } from "./contract.css";
import { loadVenueFont, themeFontsUrl } from "./load-venue-font";
import { themeFromVenue, type VenueThemeInput } from "./theme-from-venue";

let lastApplied: { themeData: unknown; root: HTMLElement; fontService: string | undefined } | undefined;

/**
 * Puts a venue's colours and fonts in force for the whole document, and in the browser chrome. Fonts come from
 * the venue's own stylesheet (`font_url`) and from the font service for the families its theme names
 * (`fontService`: Google Fonts' CSS API unless configured; an empty value turns it off).
 */
export function applyVenueTheme(
  themeData: (VenueThemeInput & { font_url?: string | null }) | null | undefined,
  root: HTMLElement = document.documentElement,
  fontService?: string,
): void {
  // The start-up applies the menu's theme in a task of its own before the menu renders (screens/app/main.tsx), and
  // the document's effect then asks again for the same theme: about 15 ms on a phone, for nothing.
  if (lastApplied && lastApplied.themeData === themeData && lastApplied.root === root && lastApplied.fontService === fontService) return;
  lastApplied = { themeData, root, fontService };
  const theme = themeFromVenue(themeData);
  loadVenueFont(themeData?.font_url);
  loadVenueFont(themeFontsUrl(themeData?.fonts, fontService));
  setElementVars(root, themeVars, theme);
  document.querySelector('meta[name="theme-color"]')?.setAttribute("content", theme.color.headerBackground);
}
