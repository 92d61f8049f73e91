import { globalStyle, style } from "@vanilla-extract/css";
import { themeVars } from "../../themes/contract.css";
import { tokens } from "../../themes/tokens.css";

export const page = style({
  maxWidth: tokens.size.page,
  marginInline: "auto",
  padding: tokens.space.lg,
  display: "grid",
  gap: tokens.space.lg,
});

export const headerText = style({ color: themeVars.color.mutedText });
globalStyle(`${headerText} p`, { margin: 0 });
globalStyle(`${headerText} p + p`, { marginBlockStart: tokens.space.sm });
globalStyle(`${headerText} a`, { color: themeVars.color.text });

export const closed = style({
  padding: tokens.space.md,
  borderRadius: tokens.radius.control,
  background: themeVars.color.surface,
  border: `1px solid ${themeVars.color.danger}`,
  color: themeVars.color.danger,
  fontWeight: 600,
  textAlign: "center",
  display: "grid",
  gap: tokens.space.xs,
});

export const closedLine = style({ margin: 0 });

/** When the venue opens next, under the closed sentence. */
export const closedNext = style({ margin: 0, color: themeVars.color.text, fontWeight: 500 });

// The category list: home_view_format picks a grid (1, 2) or a list (3, 4), with or without pictures.

export const grid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: tokens.space.md,
  "@media": { "(min-width: 720px)": { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
  selectors: { '&[data-layout="list"]': { gridTemplateColumns: "minmax(0, 1fr)", gap: tokens.space.sm } },
});

/** A full-width card (the venue's `fullwidth`, the spec's 95 %) takes the whole row; others share it (45 %). */
export const cell = style({
  display: "grid",
  minWidth: 0,
  selectors: { "&[data-fullwidth]": { gridColumn: "1 / -1" } },
});

export const card = style({
  position: "relative",
  display: "grid",
  alignContent: "start",
  borderRadius: tokens.radius.card,
  overflow: "hidden",
  background: themeVars.color.surface,
  border: `1px solid ${themeVars.color.border}`,
  textDecoration: "none",
  color: themeVars.font.categoryTitle.color,
  minHeight: tokens.size.touch,
  selectors: {
    "&[data-shadow]": { boxShadow: tokens.shadow.raised, borderColor: "transparent" },
    "&:focus-visible": { outline: `3px solid ${themeVars.color.accent}`, outlineOffset: "2px" },
    // Grid without pictures: a calm tile with the name.
    [`${grid}[data-layout="grid"] &:not([data-image])`]: { minHeight: "88px", alignContent: "center" },
    // Lists: a row with a thumbnail at the inline start, or the name alone.
    [`${grid}[data-layout="list"] &`]: {
      gridTemplateColumns: "minmax(0, 1fr)",
      alignItems: "center",
      alignContent: "center",
      minHeight: "64px",
    },
    [`${grid}[data-layout="list"] &[data-image]`]: { gridTemplateColumns: "112px minmax(0, 1fr)" },
  },
});

export const cardImage = style({
  width: "100%",
  height: "auto",
  aspectRatio: "16 / 10",
  objectFit: "cover",
  background: themeVars.color.border,
  selectors: { [`${grid}[data-layout="list"] &`]: { height: "70px", width: "112px" } },
});

export const cardTitle = style({
  padding: `${tokens.space.sm} ${tokens.space.md} ${tokens.space.md}`,
  fontFamily: themeVars.font.categoryTitle.family,
  fontSize: themeVars.font.categoryTitle.size,
  fontWeight: 600,
  selectors: {
    [`${grid}[data-layout="list"] &`]: { padding: `${tokens.space.sm} ${tokens.space.md}` },
    [`${grid}[data-layout="grid"] ${card}:not([data-image]) &`]: { paddingBlock: tokens.space.md, textAlign: "center" },
  },
});

export const externalMark = style({ display: "inline-block", marginInlineStart: tokens.space.xs, verticalAlign: "-1px", opacity: 0.7 });

// The order-type selector: a segmented control, every segment a 44 px target.

export const orderType = style({ display: "grid", gap: tokens.space.sm });

export const orderTypeGroup = style({ display: "grid", gap: tokens.space.sm, margin: 0, padding: 0, border: "none", minWidth: 0 });

export const orderTypeLabel = style({ padding: 0, fontWeight: 600, fontSize: tokens.text.small, color: themeVars.color.mutedText });

export const segments = style({
  display: "grid",
  gridAutoFlow: "column",
  gridAutoColumns: "minmax(0, 1fr)",
  gap: tokens.space.xs,
  padding: tokens.space.xs,
  borderRadius: tokens.radius.card,
  background: themeVars.color.surface,
  border: `1px solid ${themeVars.color.border}`,
  "@media": { "(max-width: 420px)": { selectors: { '&[data-count="4"]': { gridAutoFlow: "row", gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } } } },
});

export const segment = style({
  position: "relative",
  display: "grid",
  placeItems: "center",
  minHeight: tokens.size.touch,
  paddingInline: tokens.space.sm,
  borderRadius: tokens.radius.control,
  fontWeight: 600,
  fontSize: tokens.text.small,
  textAlign: "center",
  color: themeVars.color.text,
  cursor: "pointer",
  transition: `background ${tokens.motion.fast} ease-out`,
  selectors: {
    "&:hover": { background: `color-mix(in srgb, ${themeVars.color.primary} 8%, transparent)` },
    "&:has(input:checked)": { background: themeVars.color.primary, color: themeVars.color.onPrimary },
    "&:has(input:focus-visible)": { outline: `3px solid ${themeVars.color.accent}`, outlineOffset: "1px" },
  },
});

export const location = style({ margin: 0, fontWeight: 600, color: themeVars.color.text });
