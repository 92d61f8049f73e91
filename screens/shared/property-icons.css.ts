import { style } from "@vanilla-extract/css";
import { themeVars } from "../../themes/contract.css";
import { tokens } from "../../themes/tokens.css";

export const icons = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: tokens.space.xs });

export const icon = style({ width: "22px", height: "22px", objectFit: "contain" });

export const smallIcon = style([icon, { width: "18px", height: "18px" }]);

export const chip = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "22px",
  paddingInline: tokens.space.sm,
  borderRadius: tokens.radius.pill,
  fontSize: "12px",
  fontWeight: 600,
  background: `color-mix(in srgb, ${themeVars.color.primary} 10%, ${themeVars.color.surface})`,
  color: themeVars.color.text,
});

export const legend = style({ display: "grid", gap: tokens.space.xs });

export const legendTitle = style({ margin: 0, fontFamily: "inherit", fontSize: tokens.text.small, fontWeight: 600, color: themeVars.color.mutedText });

export const legendList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  columnGap: tokens.space.md,
  rowGap: tokens.space.xs,
  fontSize: tokens.text.small,
  color: themeVars.color.text,
});

export const legendItem = style({ display: "inline-flex", alignItems: "center", gap: tokens.space.xs });
