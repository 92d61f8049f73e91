import { createGlobalTheme } from "@vanilla-extract/css";

/** Carta's own scale (DESIGN.md): a 4 px spacing grid, modest type scale, two radii, one shadow, calm motion. */
export const tokens = createGlobalTheme(":root", {
  space: { xs: "4px", sm: "8px", md: "12px", lg: "16px", xl: "24px", xxl: "32px", xxxl: "48px" },
  radius: { card: "12px", control: "8px", pill: "999px" },
  text: { small: "14px", body: "16px", h3: "20px", h2: "24px", h1: "28px", lineHeight: "1.5" },
  shadow: { raised: "0 2px 10px rgba(0, 0, 0, 0.08), 0 1px 3px rgba(0, 0, 0, 0.06)" },
  motion: { fast: "150ms", normal: "220ms" },
  size: { header: "56px", touch: "44px", page: "640px" },
});

/**
 * Spread into a text field's `selectors`: a value written left to right whatever the page's language (an email, a
 * phone number, an address on the web) reads so on a right-to-left page too, and keeps to the side where the field's
 * label and every other field's text start.
 */
export const leftToRightValues = {
  'html[dir="rtl"] &:is([type="email"], [type="tel"], [type="url"])': { direction: "ltr", textAlign: "right" },
} as const;
