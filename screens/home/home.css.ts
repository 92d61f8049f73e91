import { style } from "@vanilla-extract/css";
import { themeVars } from "../../themes/contract.css";
import { tokens } from "../../themes/tokens.css";

export const page = style({
  maxWidth: tokens.size.page,
  marginInline: "auto",
  padding: tokens.space.lg,
  display: "grid",
  gap: tokens.space.lg,
});

export const venueBar = style({
  display: "flex",
  alignItems: "center",
  gap: tokens.space.md,
  minHeight: tokens.size.header,
});

export const logo = style({ width: "40px", height: "40px", borderRadius: tokens.radius.control, objectFit: "contain" });

export const venueName = style({ fontSize: tokens.text.h3, color: themeVars.color.text });

export const headerText = style({ color: themeVars.color.mutedText });

export const closed = style({
  padding: tokens.space.md,
  borderRadius: tokens.radius.control,
  background: themeVars.color.surface,
  border: `1px solid ${themeVars.color.danger}`,
  color: themeVars.color.danger,
  fontWeight: 600,
  textAlign: "center",
});

export const grid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: tokens.space.md,
  "@media": { "(min-width: 720px)": { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
});

export const card = style({
  display: "grid",
  borderRadius: tokens.radius.card,
  overflow: "hidden",
  background: themeVars.color.surface,
  border: `1px solid ${themeVars.color.border}`,
  textDecoration: "none",
  color: themeVars.font.categoryTitle.color,
  minHeight: tokens.size.touch,
});

export const cardImage = style({ width: "100%", height: "auto", aspectRatio: "16 / 10", objectFit: "cover", background: themeVars.color.border });

export const cardTitle = style({
  padding: `${tokens.space.sm} ${tokens.space.md} ${tokens.space.md}`,
  fontFamily: themeVars.font.categoryTitle.family,
  fontSize: themeVars.font.categoryTitle.size,
  fontWeight: 600,
});
