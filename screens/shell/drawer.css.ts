import { keyframes, style } from "@vanilla-extract/css";
import { themeVars } from "../../themes/contract.css";
import { tokens } from "../../themes/tokens.css";

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({ from: { transform: "translateX(var(--carta-drawer-from))" }, to: { transform: "translateX(0)" } });

export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: 50,
  background: "rgba(0, 0, 0, 0.45)",
  selectors: { "&[data-entering]": { animation: `${fadeIn} ${tokens.motion.normal} ease-out` } },
});

/** A side sheet from the inline start: from the left in English, from the right in Arabic. */
export const sheet = style({
  vars: { "--carta-drawer-from": "-100%" },
  position: "fixed",
  insetBlock: 0,
  insetInlineStart: 0,
  width: "min(320px, 86vw)",
  overflowY: "auto",
  background: themeVars.color.surface,
  color: themeVars.color.text,
  boxShadow: tokens.shadow.raised,
  outline: "none",
  selectors: {
    '[dir="rtl"] &': { vars: { "--carta-drawer-from": "100%" } },
    "&[data-entering]": { animation: `${slideIn} ${tokens.motion.normal} ease-out` },
  },
});

export const dialog = style({ outline: "none", display: "grid", gap: tokens.space.sm, padding: tokens.space.lg, minHeight: "100%", alignContent: "start" });

export const top = style({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: tokens.space.md });

export const logo = style({ width: "56px", height: "56px", borderRadius: tokens.radius.card, objectFit: "contain" });

export const nav = style({ display: "grid", gap: tokens.space.xs });

export const sectionTitle = style({
  margin: `${tokens.space.md} 0 ${tokens.space.xs}`,
  fontSize: tokens.text.small,
  color: themeVars.color.mutedText,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
});

export const link = style({
  display: "flex",
  alignItems: "center",
  minHeight: tokens.size.touch,
  paddingInline: tokens.space.md,
  borderRadius: tokens.radius.control,
  textDecoration: "none",
  color: themeVars.color.text,
  selectors: {
    "&:hover, &[data-status='active']": { background: `color-mix(in srgb, ${themeVars.color.primary} 10%, transparent)` },
    "&[data-status='active']": { fontWeight: 700 },
  },
});

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: tokens.space.xs });

export const select = style({
  width: "100%",
  minHeight: tokens.size.touch,
  borderRadius: tokens.radius.control,
  border: `1px solid ${themeVars.color.border}`,
  background: themeVars.color.surface,
  paddingInline: tokens.space.md,
});

export const version = style({ marginTop: tokens.space.xl, fontSize: tokens.text.small, color: themeVars.color.mutedText });

export const loading = style({ minHeight: "100%", background: themeVars.color.surface });
