import { style } from "@vanilla-extract/css";
import { themeVars } from "../../themes/contract.css";
import { tokens } from "../../themes/tokens.css";

export const centred = style({
  minHeight: "100dvh",
  display: "grid",
  placeItems: "center",
  padding: tokens.space.xl,
  textAlign: "center",
});

export const panel = style({ maxWidth: "28rem", display: "grid", gap: tokens.space.md, justifyItems: "center" });

export const title = style({ fontSize: tokens.text.h2, color: themeVars.color.text });

export const body = style({ color: themeVars.color.mutedText, margin: 0 });

export const spinner = style({
  width: "40px",
  height: "40px",
  borderRadius: "50%",
  border: `4px solid ${themeVars.color.border}`,
  borderTopColor: themeVars.color.primary,
  animation: "carta-spin 0.9s linear infinite",
});

export const mark = style({
  width: "72px",
  height: "72px",
  borderRadius: "50%",
  display: "grid",
  placeItems: "center",
  background: themeVars.color.surface,
  border: `1px solid ${themeVars.color.border}`,
  fontSize: "32px",
});

/** The one way on from a dead end: back to the menu, or try again. */
export const action = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: "48px",
  paddingInline: tokens.space.xl,
  borderRadius: tokens.radius.control,
  border: "none",
  background: themeVars.color.primary,
  color: themeVars.color.onPrimary,
  font: "inherit",
  fontWeight: 700,
  textDecoration: "none",
  cursor: "pointer",
});
