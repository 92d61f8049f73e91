import { globalStyle, style } from "@vanilla-extract/css";
import { themeVars } from "../../themes/contract.css";
import { tokens } from "../../themes/tokens.css";

globalStyle('[dir="rtl"] svg[data-flip]', { transform: "scaleX(-1)" });

// What scrolls into view (a field or link reached by Shift+Tab, a found text) stops below the sticky header, never
// behind it (WCAG 2.4.11); the ordering screens' bar does the same at the bottom (action-bar.css.ts).
globalStyle(":root", { scrollPaddingBlockStart: `calc(${tokens.size.header} + 8px)` });

export const header = style({
  position: "sticky",
  top: 0,
  zIndex: 20,
  height: tokens.size.header,
  display: "flex",
  alignItems: "center",
  gap: tokens.space.xs,
  paddingInline: tokens.space.xs,
  background: themeVars.color.headerBackground,
  color: themeVars.color.headerText,
  borderBlockEnd: `1px solid ${themeVars.color.border}`,
});

export const title = style({
  flex: 1,
  minWidth: 0,
  // A container, so the name can give way to the logo where a few letters are all that would fit (below).
  containerType: "inline-size",
  display: "flex",
  alignItems: "center",
  gap: tokens.space.sm,
  margin: 0,
  fontFamily: themeVars.font.heading.family,
  fontSize: tokens.text.h3,
  fontWeight: 600,
  whiteSpace: "nowrap",
});

export const logo = style({ width: "32px", height: "32px", borderRadius: tokens.radius.control, objectFit: "contain", flexShrink: 0 });

/**
 * The name itself ellipsises (a flex item is clipped, not ellipsised, by its row), at the end of its own script.
 * Beside a logo, in a title too narrow for more than a letter or two ("O…" on a 320 px phone's product screen, where
 * the back button takes its room), the logo stands alone: the name's size 0 keeps it the heading's text for a screen
 * reader.
 */
export const titleText = style({
  minWidth: 0,
  overflow: "hidden",
  textOverflow: "ellipsis",
  "@container": { "(max-width: 100px)": { selectors: { [`${logo} + &`]: { fontSize: 0 } } } },
});

export const iconButton = style({
  position: "relative",
  display: "inline-grid",
  placeItems: "center",
  width: tokens.size.touch,
  height: tokens.size.touch,
  flexShrink: 0,
  border: "none",
  borderRadius: tokens.radius.control,
  background: "transparent",
  color: "inherit",
  cursor: "pointer",
  textDecoration: "none",
  selectors: {
    "&[data-hovered], &:hover": { background: `color-mix(in srgb, ${themeVars.color.headerText} 8%, transparent)` },
    "&[data-disabled], &[aria-disabled='true']": { opacity: 0.4, cursor: "not-allowed" },
    "&[data-focus-visible]": { outline: `3px solid ${themeVars.color.accent}`, outlineOffset: "-3px" },
  },
});

export const badge = style({
  position: "absolute",
  insetBlockStart: "2px",
  insetInlineEnd: "0px",
  minWidth: "20px",
  height: "20px",
  paddingInline: "5px",
  borderRadius: tokens.radius.pill,
  background: themeVars.color.accent,
  color: themeVars.color.onAccent,
  fontSize: "12px",
  fontWeight: 700,
  lineHeight: "20px",
  textAlign: "center",
  fontVariantNumeric: "tabular-nums",
});

export const popover = style({
  minWidth: "180px",
  padding: tokens.space.xs,
  borderRadius: tokens.radius.card,
  background: themeVars.color.surface,
  color: themeVars.color.text,
  boxShadow: tokens.shadow.raised,
  border: `1px solid ${themeVars.color.border}`,
  outline: "none",
});

export const menuItem = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: tokens.space.md,
  minHeight: tokens.size.touch,
  paddingInline: tokens.space.md,
  borderRadius: tokens.radius.control,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-focused]": { background: `color-mix(in srgb, ${themeVars.color.primary} 10%, transparent)` },
    "&[data-selected]": { fontWeight: 700 },
  },
});

export const versionBar = style({
  position: "fixed",
  insetInline: 0,
  insetBlockEnd: 0,
  zIndex: 40,
  display: "flex",
  alignItems: "center",
  gap: tokens.space.md,
  padding: `${tokens.space.md} ${tokens.space.lg} calc(${tokens.space.md} + env(safe-area-inset-bottom))`,
  background: themeVars.color.text,
  color: themeVars.color.background,
  fontSize: tokens.text.small,
});

export const versionButton = style({
  flexShrink: 0,
  minHeight: tokens.size.touch,
  paddingInline: tokens.space.lg,
  border: "none",
  borderRadius: tokens.radius.control,
  background: themeVars.color.primary,
  color: themeVars.color.onPrimary,
  fontWeight: 700,
  cursor: "pointer",
});
