// The venue-group plugin's cards, in the ordering screens' look (DESIGN.md): the theme's tokens, never a screen's CSS.
import { globalStyle, style } from "@vanilla-extract/css";
import { themeVars } from "../../themes/contract.css";
import { tokens } from "../../themes/tokens.css";

export const card = style({
  background: themeVars.color.surface,
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: tokens.radius.card,
  padding: tokens.space.lg,
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: tokens.space.md,
});

export const cardTitle = style({ margin: 0, fontSize: tokens.text.body, fontWeight: 700 });

export const muted = style({ margin: 0, color: themeVars.color.mutedText, fontSize: tokens.text.small, fontVariantNumeric: "tabular-nums" });

export const field = style({ display: "grid", gap: tokens.space.xs });

export const label = style({ fontWeight: 600, fontSize: tokens.text.small });

export const input = style({
  minHeight: tokens.size.touch,
  padding: `0 ${tokens.space.md}`,
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: tokens.radius.control,
  background: themeVars.color.surface,
  color: themeVars.color.text,
  font: "inherit",
  fontVariantNumeric: "tabular-nums",
  selectors: {
    '&[aria-invalid="true"]': { borderColor: themeVars.color.danger, boxShadow: `0 0 0 1px ${themeVars.color.danger}` },
    "&:focus-visible": { outline: `3px solid ${themeVars.color.accent}`, outlineOffset: "1px" },
  },
});

// A one-time code reads as digits spaced apart, the same in either direction.
export const otpInput = style([input, { letterSpacing: "0.4em", direction: "ltr", textAlign: "center" }]);

export const row = style({ display: "flex", gap: tokens.space.sm });

export const errorText = style({ margin: 0, color: themeVars.color.danger, fontSize: tokens.text.small, fontWeight: 600 });

export const primaryButton = style({
  minHeight: tokens.size.touch,
  width: "100%",
  paddingInline: tokens.space.lg,
  borderRadius: tokens.radius.control,
  border: 0,
  background: themeVars.color.primary,
  color: themeVars.color.onPrimary,
  font: "inherit",
  fontWeight: 700,
  cursor: "pointer",
  selectors: {
    "&:focus-visible": { outline: `3px solid ${themeVars.color.accent}`, outlineOffset: "2px" },
    "&:disabled": { opacity: 0.5, cursor: "not-allowed" },
  },
});

// The employee id's row: the input takes the room, the action keeps its width.
export const applyButton = style([primaryButton, { width: "auto" }]);

export const secondaryButton = style([
  applyButton,
  { border: `1px solid ${themeVars.color.border}`, background: themeVars.color.surface, color: themeVars.color.text },
]);

globalStyle(`${row} > input`, { flex: 1, minWidth: 0 });

// The order screen's parts of the mode: the tracker's Edit and Checkout links, the common-POS-order notice and the
// order checkout's column, as the core's ordering screens draw theirs.
const linkButton = style({
  minHeight: tokens.size.touch,
  width: "100%",
  paddingInline: tokens.space.lg,
  borderRadius: tokens.radius.control,
  font: "inherit",
  fontWeight: 700,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  textDecoration: "none",
  selectors: { "&:focus-visible": { outline: `3px solid ${themeVars.color.accent}`, outlineOffset: "2px" } },
});

export const primaryLink = style([linkButton, { border: 0, background: themeVars.color.primary, color: themeVars.color.onPrimary }]);

export const secondaryLink = style([linkButton, { border: `1px solid ${themeVars.color.border}`, background: themeVars.color.surface, color: themeVars.color.text }]);

export const alertNotice = style({
  margin: 0,
  padding: tokens.space.md,
  borderRadius: tokens.radius.card,
  background: themeVars.color.surface,
  border: `1px solid ${themeVars.color.danger}`,
  color: themeVars.color.danger,
  fontWeight: 600,
});

/**
 * The product screen's reason nothing can be added, where its add bar would stand: the same sticky bottom bar as the
 * core's, so the screen ends as it always does (DESIGN.md).
 */
export const bottomBarNotice = style({
  position: "sticky",
  insetBlockEnd: 0,
  zIndex: 15,
  marginBlock: "auto 0",
  padding: `${tokens.space.md} ${tokens.space.lg} calc(${tokens.space.md} + env(safe-area-inset-bottom))`,
  background: themeVars.color.surface,
  borderBlockStart: `1px solid ${themeVars.color.border}`,
  boxShadow: "0 -4px 16px rgba(0, 0, 0, 0.06)",
  color: themeVars.color.danger,
  fontWeight: 700,
  textAlign: "center",
});

export const column = style({ display: "grid", gap: tokens.space.sm });
