import { createGlobalTheme } from "@vanilla-extract/css";
import { themeVars } from "./contract.css";
import { themeFromVenue } from "./theme-from-venue";

/** The theme in force before a menu arrives, and for any venue without `theme_data`. */
createGlobalTheme(":root", themeVars, themeFromVenue(undefined));
