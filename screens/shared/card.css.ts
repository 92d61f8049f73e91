import { globalStyle, style } from "@vanilla-extract/css";
import { themeVars } from "../../themes/contract.css";
import { tokens } from "../../themes/tokens.css";
import { badges } from "./card-picture.css";

// The picture and what sits on it are their own file: the product screen shows them without the cards' CSS.
export { badge, badges, chefImage, drawnPlaceholder, image, stockBand } from "./card-picture.css";

/** Hidden on screen, read by screen readers (a hidden title still names its card). */
/** Card grids (view formats 1 and 2): two columns of 45 % cards on phones, 95 % cards span the row. */
export const grid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: tokens.space.md,
  "@media": { "(min-width: 720px)": { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
});

/** Lists (view formats 3 and 4): one row per product. */
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: tokens.space.sm });

export const cell = style({
  display: "flex",
  minWidth: 0,
  selectors: { '&[data-width="full"]': { gridColumn: "1 / -1" } },
});

/** Rows far below the fold skip layout and paint until they come near (long lists stay fast). */
export const listCell = style({
  display: "flex",
  minWidth: 0,
  contentVisibility: "auto",
  containIntrinsicSize: "auto 104px",
});

export const card = style({
  position: "relative",
  flex: 1,
  minWidth: 0,
  display: "flex",
  flexDirection: "column",
  borderRadius: tokens.radius.card,
  overflow: "hidden",
  background: themeVars.color.surface,
  color: themeVars.font.productTitle.color,
  border: `1px solid ${themeVars.color.border}`,
  selectors: {
    '&[data-shadow="true"]': { boxShadow: tokens.shadow.raised, borderColor: "transparent" },
    '&[data-format="3"], &[data-format="4"]': {
      display: "grid",
      gridTemplateColumns: "112px minmax(0, 1fr)",
      alignItems: "start",
      gap: tokens.space.md,
      padding: tokens.space.sm,
    },
    '&[data-format="3"][data-image="false"], &[data-format="4"]': { gridTemplateColumns: "minmax(0, 1fr)", paddingInline: tokens.space.md },
    '&[data-available="false"]': { color: themeVars.color.mutedText },
  },
});

/** The 16:10 picture frame: its size is reserved before the image arrives, so nothing jumps. */
export const media = style({
  position: "relative",
  aspectRatio: "16 / 10",
  width: "100%",
  overflow: "hidden",
  background: `color-mix(in srgb, ${themeVars.color.primary} 7%, ${themeVars.color.surface})`,
  selectors: {
    [`${card}[data-format="3"] &`]: { borderRadius: tokens.radius.control },
  },
});

export const body = style({
  flex: 1,
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.xs,
  padding: tokens.space.md,
  minWidth: 0,
  selectors: {
    [`${card}[data-format="3"] &, ${card}[data-format="4"] &`]: { padding: 0, alignSelf: "stretch" },
  },
});

export const name = style({
  margin: 0,
  fontFamily: themeVars.font.productTitle.family,
  fontSize: themeVars.font.productTitle.size,
  fontWeight: 600,
  lineHeight: 1.3,
  color: "inherit",
  overflowWrap: "anywhere",
});

/** The card's link covers the whole card; controls inside sit above it. */
export const stretchedLink = style({
  color: "inherit",
  textDecoration: "none",
  outline: "none",
  selectors: {
    "&::after": { content: '""', position: "absolute", inset: 0, zIndex: 1, borderRadius: tokens.radius.card },
    "&:focus-visible::after": { outline: `3px solid ${themeVars.color.accent}`, outlineOffset: "-3px" },
  },
});

export const externalMark = style({ display: "inline-block", marginInlineStart: tokens.space.xs, verticalAlign: "-2px", opacity: 0.7 });

export const smallDescription = style({
  margin: 0,
  fontSize: tokens.text.small,
  lineHeight: 1.4,
  color: themeVars.color.mutedText,
  display: "-webkit-box",
  WebkitLineClamp: 2,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
});

export const footer = style({
  marginTop: "auto",
  paddingTop: tokens.space.xs,
  display: "flex",
  alignItems: "flex-end",
  justifyContent: "space-between",
  gap: tokens.space.sm,
  minHeight: tokens.size.touch,
});

export const stockText = style({ margin: 0, fontSize: tokens.text.small, fontWeight: 700, color: themeVars.color.danger });

/** The round add icon of a card or row: 44 px, above the card's link. */
export const addIcon = style({
  position: "relative",
  zIndex: 2,
  flexShrink: 0,
  display: "inline-grid",
  placeItems: "center",
  width: tokens.size.touch,
  height: tokens.size.touch,
  border: "none",
  borderRadius: tokens.radius.pill,
  background: themeVars.color.primary,
  color: themeVars.color.onPrimary,
  cursor: "pointer",
  boxShadow: "0 1px 3px rgba(0,0,0,0.2)",
  transition: `transform ${tokens.motion.fast} ease-out`,
  selectors: {
    "&:active:not(:disabled)": { transform: "scale(0.94)" },
    "&:disabled": { background: themeVars.color.border, color: themeVars.color.mutedText, boxShadow: "none", cursor: "not-allowed" },
    "&:focus-visible": { outline: `3px solid ${themeVars.color.accent}`, outlineOffset: "2px" },
  },
});

/** Without a picture, the badges stand in a row above the title. */
globalStyle(`${body} > ${badges}`, { position: "static", justifyContent: "flex-start", flexWrap: "wrap" });

globalStyle(`${card} img`, { display: "block" });

/** A category card's name, in the venue's category-title font. */
export const categoryName = style([
  name,
  {
    fontFamily: themeVars.font.categoryTitle.family,
    fontSize: themeVars.font.categoryTitle.size,
    color: themeVars.font.categoryTitle.color,
  },
]);
