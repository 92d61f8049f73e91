import { keyframes, style } from "@vanilla-extract/css";
import { themeVars } from "../../themes/contract.css";
import { tokens } from "../../themes/tokens.css";

const pop = keyframes({ from: { transform: "scale(0.6)", opacity: 0 }, to: { transform: "scale(1)", opacity: 1 } });
const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const page = style({
  minHeight: `calc(100dvh - ${tokens.size.header})`,
  display: "grid",
  alignContent: "center",
  justifyItems: "center",
  gap: tokens.space.lg,
  padding: tokens.space.xl,
  textAlign: "center",
  maxWidth: tokens.size.page,
  marginInline: "auto",
});

export const mark = style({
  width: "88px",
  height: "88px",
  borderRadius: "50%",
  display: "grid",
  placeItems: "center",
  fontSize: "44px",
  color: "#ffffff",
  animation: `${pop} ${tokens.motion.normal} ease-out`,
  selectors: {
    '&[data-state="success"]': { background: themeVars.color.success },
    '&[data-state="failure"]': { background: themeVars.color.danger },
  },
});

export const spinner = style({
  width: "56px",
  height: "56px",
  borderRadius: "50%",
  border: `5px solid ${themeVars.color.border}`,
  borderTopColor: themeVars.color.primary,
  animation: `${spin} 0.9s linear infinite`,
});

export const title = style({ fontSize: tokens.text.h2 });

export const details = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: `${tokens.space.xs} ${tokens.space.lg}`,
  margin: 0,
  padding: tokens.space.lg,
  borderRadius: tokens.radius.card,
  background: themeVars.color.surface,
  border: `1px solid ${themeVars.color.border}`,
  textAlign: "start",
  width: "100%",
});

export const term = style({ color: themeVars.color.mutedText });
export const value = style({ margin: 0, fontWeight: 600, overflowWrap: "anywhere", fontVariantNumeric: "tabular-nums" });

export const button = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  width: "100%",
  minHeight: "52px",
  borderRadius: tokens.radius.control,
  background: themeVars.color.primary,
  color: themeVars.color.onPrimary,
  fontWeight: 700,
  textDecoration: "none",
});
