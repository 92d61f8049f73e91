import { setElementVars } from "@vanilla-extract/dynamic";
import { themeVars } from "./contract.css";
import { themeFromVenue, type VenueThemeInput } from "./theme-from-venue";

/** Puts a venue's colours and fonts in force for the whole document, and in the browser chrome. */
export function applyVenueTheme(themeData: VenueThemeInput | null | undefined, root: HTMLElement = document.documentElement): void {
  const theme = themeFromVenue(themeData);
  setElementVars(root, themeVars, theme);
  document.querySelector('meta[name="theme-color"]')?.setAttribute("content", theme.color.headerBackground);
}
