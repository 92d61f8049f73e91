import { globalStyle, style } from "@vanilla-extract/css";
import { themeVars } from "../../themes/contract.css";
import { tokens } from "../../themes/tokens.css";

// The vendor welcome page (license 'none'): logo on top, the message and the demo card in the middle, contact below.
export const page = style({ minHeight: "100dvh", display: "grid", gridTemplateRows: "auto 1fr auto", background: themeVars.color.background, color: themeVars.color.text });

export const header = style({ padding: `${tokens.space.lg} ${tokens.space.xl}`, color: themeVars.color.primary });

export const logo = style({ height: "36px", width: "auto", display: "block" });

export const main = style({
  width: "100%",
  maxWidth: "28rem",
  marginInline: "auto",
  padding: tokens.space.xl,
  display: "grid",
  alignContent: "center",
  gap: tokens.space.md,
  textAlign: "center",
});

export const title = style({ margin: 0, fontSize: tokens.text.h2 });

export const body = style({ margin: 0, color: themeVars.color.mutedText });

export const demo = style({
  marginBlockStart: tokens.space.lg,
  display: "grid",
  gap: tokens.space.md,
  padding: tokens.space.lg,
  borderRadius: tokens.radius.card,
  border: `1px solid ${themeVars.color.border}`,
  background: themeVars.color.surface,
  color: themeVars.color.primary,
  textDecoration: "none",
  selectors: { "&:focus-visible": { outline: `3px solid ${themeVars.color.primary}`, outlineOffset: "2px" } },
});

export const demoImage = style({ width: "100%", height: "auto", display: "block" });

export const demoText = style({ display: "grid", gap: tokens.space.xs, color: themeVars.color.text, fontSize: tokens.text.small });

export const footer = style({
  padding: `${tokens.space.lg} ${tokens.space.xl} calc(${tokens.space.lg} + env(safe-area-inset-bottom))`,
  borderBlockStart: `1px solid ${themeVars.color.border}`,
  textAlign: "center",
});

export const footerTitle = style({ margin: `0 0 ${tokens.space.sm}`, fontSize: tokens.text.body });

export const links = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: `${tokens.space.sm} ${tokens.space.lg}`,
});

globalStyle(`${links} a`, { color: themeVars.color.primary, fontWeight: 600, minHeight: "44px", display: "inline-flex", alignItems: "center" });
