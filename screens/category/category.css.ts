import { style } from "@vanilla-extract/css";
import { themeVars } from "../../themes/contract.css";
import { tokens } from "../../themes/tokens.css";

export const page = style({ maxWidth: tokens.size.page, marginInline: "auto", padding: tokens.space.lg, display: "grid", gap: tokens.space.lg });
export const topBar = style({ display: "flex", alignItems: "center", gap: tokens.space.sm, minHeight: tokens.size.header });
export const back = style({
  display: "inline-grid",
  placeItems: "center",
  minWidth: tokens.size.touch,
  minHeight: tokens.size.touch,
  borderRadius: tokens.radius.control,
  textDecoration: "none",
  fontSize: "22px",
  selectors: { '[dir="rtl"] &': { transform: "scaleX(-1)" } },
});
export const title = style({ fontSize: tokens.text.h2 });
export const description = style({ color: themeVars.color.mutedText });
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: tokens.space.md });
export const row = style({
  display: "grid",
  gridTemplateColumns: "96px 1fr",
  gap: tokens.space.md,
  alignItems: "center",
  padding: tokens.space.sm,
  borderRadius: tokens.radius.card,
  background: themeVars.color.surface,
  border: `1px solid ${themeVars.color.border}`,
});
export const thumb = style({ width: "96px", height: "auto", aspectRatio: "16 / 10", objectFit: "cover", borderRadius: tokens.radius.control, background: themeVars.color.border });
export const name = style({ fontFamily: themeVars.font.productTitle.family, fontWeight: 600, color: themeVars.font.productTitle.color });
export const price = style({ fontFamily: themeVars.font.price.family, color: themeVars.font.price.color, fontVariantNumeric: "tabular-nums", display: "flex", gap: tokens.space.sm, flexWrap: "wrap" });
export const struck = style({ color: themeVars.color.mutedText, textDecoration: "line-through" });
export const chips = style({ display: "flex", flexWrap: "wrap", gap: tokens.space.sm, listStyle: "none", padding: 0, margin: 0 });
export const chip = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: tokens.size.touch,
  paddingInline: tokens.space.lg,
  borderRadius: tokens.radius.pill,
  background: themeVars.color.surface,
  border: `1px solid ${themeVars.color.border}`,
  textDecoration: "none",
});
