import { setElementVars } from "@vanilla-extract/dynamic";
import { themeVars } from "./contract.css";
import { loadVenueFont } from "./load-venue-font";
import { themeFromVenue, type VenueThemeInput } from "./theme-from-venue";

/** Puts a venue's colours and fonts in force for the whole document, and in the browser chrome. */
export function applyVenueTheme(
  themeData: (VenueThemeInput & { font_url?: string | null }) | null | undefined,
  root: HTMLElement = document.documentElement,
): void {
  const theme = themeFromVenue(themeData);
  loadVenueFont(themeData?.font_url);
  setElementVars(root, themeVars, theme);
  document.querySelector('meta[name="theme-color"]')?.setAttribute("content", theme.color.headerBackground);
}
