import { style } from "@vanilla-extract/css";
import { themeVars } from "../../themes/contract.css";
import { tokens } from "../../themes/tokens.css";
import { visuallyHidden } from "../shared/visually-hidden.css";

export const page = style({
  maxWidth: tokens.size.page,
  marginInline: "auto",
  padding: tokens.space.lg,
  display: "grid",
  gap: tokens.space.lg,
});

export const searchField = style({ position: "relative", display: "grid" });

export const searchIcon = style({
  position: "absolute",
  insetInlineStart: tokens.space.md,
  insetBlockStart: "50%",
  transform: "translateY(-50%)",
  color: themeVars.color.mutedText,
  pointerEvents: "none",
  display: "inline-grid",
});

export const searchInput = style({
  width: "100%",
  minHeight: "48px",
  borderRadius: tokens.radius.pill,
  border: `1px solid ${themeVars.color.border}`,
  background: themeVars.color.surface,
  color: themeVars.color.text,
  paddingInlineStart: "44px",
  paddingInlineEnd: "48px",
  fontSize: tokens.text.body,
  selectors: {
    "&::-webkit-search-cancel-button": { display: "none" },
    "&::-webkit-search-decoration": { display: "none" },
    "&:focus": { borderColor: themeVars.color.primary },
  },
});

export const clearButton = style({
  position: "absolute",
  insetInlineEnd: "2px",
  insetBlockStart: "50%",
  transform: "translateY(-50%)",
  display: "inline-grid",
  placeItems: "center",
  width: tokens.size.touch,
  height: tokens.size.touch,
  border: "none",
  borderRadius: tokens.radius.pill,
  background: "transparent",
  color: themeVars.color.mutedText,
  cursor: "pointer",
  selectors: {
    "&:focus-visible": { outline: `3px solid ${themeVars.color.accent}`, outlineOffset: "-3px" },
  },
});

export const filters = style({ margin: 0, padding: 0, border: 0, minInlineSize: 0 });

export const filtersLabel = style({ padding: 0, marginBlockEnd: tokens.space.sm, fontSize: tokens.text.small, fontWeight: 600, color: themeVars.color.mutedText });

export const chips = style({ display: "flex", flexWrap: "wrap", gap: tokens.space.sm });

/** A property as a toggle chip; checked ones take the venue's primary colour. */
export const chip = style({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  gap: tokens.space.xs,
  minHeight: tokens.size.touch,
  paddingInline: tokens.space.md,
  borderRadius: tokens.radius.pill,
  border: `1px solid ${themeVars.color.border}`,
  background: themeVars.color.surface,
  color: themeVars.color.text,
  fontSize: tokens.text.small,
  fontWeight: 600,
  cursor: "pointer",
  userSelect: "none",
  selectors: {
    "&:has(input:checked)": { background: themeVars.color.primary, borderColor: themeVars.color.primary, color: themeVars.color.onPrimary },
    "&:has(input:focus-visible)": { outline: `3px solid ${themeVars.color.accent}`, outlineOffset: "2px" },
  },
});

/** The chip's checkbox: still the control screen readers and the keyboard use, drawn by the chip around it. */
export const chipInput = style([visuallyHidden]);

export const chipIcon = style({
  width: "20px",
  height: "20px",
  objectFit: "contain",
  borderRadius: tokens.radius.pill,
  background: "#ffffff",
});

/** "Results: 12", or, with nothing found, a calm centred line where the results would be. */
export const status = style({
  margin: 0,
  fontSize: tokens.text.small,
  color: themeVars.color.mutedText,
  fontWeight: 600,
  selectors: {
    "&[data-empty]": { padding: `${tokens.space.xxl} ${tokens.space.lg}`, textAlign: "center", fontSize: tokens.text.body },
  },
});

export const results = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: tokens.space.sm });

export const card = style({
  display: "grid",
  gridTemplateColumns: "112px minmax(0, 1fr)",
  gap: tokens.space.md,
  alignItems: "center",
  padding: tokens.space.sm,
  borderRadius: tokens.radius.card,
  background: themeVars.color.surface,
  border: `1px solid ${themeVars.color.border}`,
  color: themeVars.color.text,
  textDecoration: "none",
  minHeight: tokens.size.touch,
  selectors: { "&:focus-visible": { outline: `3px solid ${themeVars.color.accent}`, outlineOffset: "2px" } },
});

export const thumbPlaceholder = style({
  display: "block",
  flexShrink: 0,
  width: "112px",
  height: "70px",
  borderRadius: tokens.radius.control,
  backgroundColor: themeVars.color.border,
});

/** The product's picture, set as this box's background image (result-card.tsx), cropped to fill it. */
export const thumb = style([thumbPlaceholder, { backgroundSize: "cover", backgroundPosition: "center", backgroundRepeat: "no-repeat" }]);

export const cardBody = style({ display: "grid", gap: "2px", minWidth: 0 });

export const cardName = style({
  fontFamily: themeVars.font.productTitle.family,
  fontWeight: 600,
  color: themeVars.font.productTitle.color,
  overflow: "hidden",
  textOverflow: "ellipsis",
  display: "-webkit-box",
  WebkitLineClamp: 2,
  WebkitBoxOrient: "vertical",
});

export const cardDescription = style({
  fontSize: tokens.text.small,
  color: themeVars.color.mutedText,
  whiteSpace: "nowrap",
  overflow: "hidden",
  textOverflow: "ellipsis",
});

export const priceRow = style({ display: "flex", alignItems: "baseline", gap: tokens.space.sm, flexWrap: "wrap" });

export const price = style({
  fontFamily: themeVars.font.price.family,
  color: themeVars.font.price.color,
  fontWeight: 700,
  fontVariantNumeric: "tabular-nums",
});

export const struck = style({ fontSize: tokens.text.small, color: themeVars.color.mutedText, fontVariantNumeric: "tabular-nums" });

export const outOfStock = style({ fontSize: tokens.text.small, fontWeight: 700, color: themeVars.color.danger });

export const sentinel = style({ height: "1px" });
