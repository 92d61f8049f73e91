import { style } from "@vanilla-extract/css";
import { themeVars } from "../../themes/contract.css";
import { tokens } from "../../themes/tokens.css";

export const screen = style({
  position: "relative",
  minHeight: "100dvh",
  display: "grid",
  alignItems: "end",
  background: themeVars.color.primary,
  color: "#ffffff",
  overflow: "hidden",
});

export const cover = style({
  position: "absolute",
  inset: 0,
  width: "100%",
  height: "100%",
  objectFit: "cover",
});

/** Darkens the photo's lower half so white text stays readable on any cover image. */
export const scrim = style({
  position: "absolute",
  inset: 0,
  background: "linear-gradient(180deg, rgba(0,0,0,0.05) 0%, rgba(0,0,0,0.35) 45%, rgba(0,0,0,0.82) 100%)",
});

export const content = style({
  position: "relative",
  display: "grid",
  gap: tokens.space.lg,
  padding: `${tokens.space.xxl} ${tokens.space.xl} calc(${tokens.space.xxl} + env(safe-area-inset-bottom))`,
  maxWidth: tokens.size.page,
  width: "100%",
  marginInline: "auto",
});

export const logo = style({
  width: "72px",
  height: "72px",
  borderRadius: tokens.radius.card,
  background: "#ffffff",
  objectFit: "contain",
  boxShadow: tokens.shadow.raised,
});

export const name = style({ fontSize: tokens.text.h1, color: "#ffffff", textWrap: "balance" });

export const languageField = style({ display: "grid", gap: tokens.space.xs, fontSize: tokens.text.small });

export const select = style({
  minHeight: tokens.size.touch,
  borderRadius: tokens.radius.control,
  border: "1px solid rgba(255,255,255,0.6)",
  background: "rgba(0,0,0,0.35)",
  color: "#ffffff",
  paddingInline: tokens.space.md,
});

export const openMenu = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: "52px",
  borderRadius: tokens.radius.control,
  background: themeVars.color.primary,
  color: themeVars.color.onPrimary,
  fontFamily: themeVars.font.button.family,
  fontWeight: 600,
  fontSize: tokens.text.body,
  textDecoration: "none",
  boxShadow: tokens.shadow.raised,
});

/** The closed note over the cover: a frosted panel so it reads on any photo. */
export const closedNote = style({
  display: "grid",
  gap: tokens.space.xs,
  padding: tokens.space.md,
  borderRadius: tokens.radius.control,
  background: "rgba(0,0,0,0.55)",
  border: "1px solid rgba(255,255,255,0.35)",
  color: "#ffffff",
});

export const closedTitle = style({ margin: 0, fontWeight: 700 });

export const closedLine = style({ margin: 0, fontSize: tokens.text.small });
