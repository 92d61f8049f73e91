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

export const title = style({ fontSize: tokens.text.h2, margin: 0 });

/** The title and the sentence under it, read out together as the status changes. */
export const message = style({ display: "grid", gap: tokens.space.sm, justifyItems: "center" });

export const body = style({ margin: 0, color: themeVars.color.mutedText, maxWidth: "32rem" });

/** The way on after a failed payment: pay again, then the order, full width within thumb reach. */
export const actions = style({ display: "grid", gap: tokens.space.sm, width: "100%" });

export const problem = style({ margin: 0, color: themeVars.color.danger, fontWeight: 600 });

/** The status, reference and order id (ordering spec §2), one tap away under 'Payment details'. */
export const disclosure = style({ width: "100%", textAlign: "start" });

export const summary = style({
  cursor: "pointer",
  minHeight: tokens.size.touch,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  color: themeVars.color.mutedText,
  fontWeight: 600,
  gap: tokens.space.xs,
  listStyle: "none",
  selectors: {
    "&:focus-visible": { outline: `3px solid ${themeVars.color.accent}`, outlineOffset: "2px" },
    "&::-webkit-details-marker": { display: "none" },
    // A chevron says it opens; it turns when open.
    "&::after": { content: '"▾"', transition: `transform ${tokens.motion.fast}` },
    [`${disclosure}[open] > &::after`]: { transform: "rotate(180deg)" },
  },
});

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

const buttonBase = {
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  width: "100%",
  minHeight: "52px",
  borderRadius: tokens.radius.control,
  font: "inherit",
  fontWeight: 700,
  textDecoration: "none",
  cursor: "pointer",
  selectors: {
    "&:focus-visible": { outline: `3px solid ${themeVars.color.accent}`, outlineOffset: "2px" },
    "&:disabled": { opacity: 0.6, cursor: "default" },
  },
} as const;

export const button = style([buttonBase, { border: 0, background: themeVars.color.primary, color: themeVars.color.onPrimary }]);

export const secondaryButton = style([buttonBase, { border: `1px solid ${themeVars.color.border}`, background: themeVars.color.surface, color: themeVars.color.text }]);
