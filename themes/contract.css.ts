import { createThemeContract } from "@vanilla-extract/css";

/**
 * What a venue may brand: colours and per-element fonts (its `theme_data`). Spacing, radii, type scale
 * and motion are Carta's own (tokens.css.ts) so every venue looks finished.
 */
export const themeVars = createThemeContract({
  color: {
    primary: null,
    onPrimary: null,
    background: null,
    surface: null,
    text: null,
    mutedText: null,
    headerBackground: null,
    headerText: null,
    accent: null,
    onAccent: null,
    border: null,
    danger: null,
    success: null,
  },
  font: {
    body: { family: null, size: null, color: null },
    heading: { family: null, size: null, color: null },
    categoryTitle: { family: null, size: null, color: null },
    productTitle: { family: null, size: null, color: null },
    price: { family: null, size: null, color: null },
    button: { family: null, size: null, color: null },
  },
});

export type ThemeValues = {
  color: { [K in keyof typeof themeVars.color]: string };
  font: { [K in keyof typeof themeVars.font]: { family: string; size: string; color: string } };
};
