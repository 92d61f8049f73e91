import { style } from "@vanilla-extract/css";
import { themeVars } from "../../themes/contract.css";
import { tokens } from "../../themes/tokens.css";

/** One option group (a variation or a combo group): its rules written above its choices. */
export const group = style({
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: tokens.radius.card,
  background: themeVars.color.surface,
  overflow: "hidden",
});

export const groupHeader = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  alignItems: "center",
  columnGap: tokens.space.sm,
  padding: `${tokens.space.md} ${tokens.space.lg}`,
  background: `color-mix(in srgb, ${themeVars.color.primary} 5%, ${themeVars.color.surface})`,
  borderBlockEnd: `1px solid ${themeVars.color.border}`,
});

export const groupTitle = style({
  margin: 0,
  fontFamily: themeVars.font.body.family,
  fontSize: tokens.text.body,
  fontWeight: 700,
  color: themeVars.color.text,
});

export const asterisk = style({ color: themeVars.color.danger, marginInlineStart: "2px" });

export const requiredPill = style({
  fontSize: "12px",
  fontWeight: 700,
  paddingInline: tokens.space.sm,
  lineHeight: "22px",
  borderRadius: tokens.radius.pill,
  color: themeVars.color.danger,
  border: `1px solid currentColor`,
  selectors: { '&[data-met="true"]': { color: themeVars.color.mutedText } },
});

export const groupHint = style({ gridColumn: "1 / -1", margin: 0, fontSize: tokens.text.small, color: themeVars.color.mutedText });

export const choices = style({ outline: "none", display: "grid" });

/** One choice row: indicator, name, price; 48 px high so a thumb hits it. */
export const choice = style({
  position: "relative",
  display: "flex",
  alignItems: "center",
  gap: tokens.space.md,
  minHeight: "48px",
  padding: `${tokens.space.sm} ${tokens.space.lg}`,
  cursor: "pointer",
  outline: "none",
  color: themeVars.color.text,
  selectors: {
    "& + &": { borderBlockStart: `1px solid ${themeVars.color.border}` },
    "&[data-hovered], label&:hover:not([data-disabled])": { background: `color-mix(in srgb, ${themeVars.color.primary} 4%, transparent)` },
    "&[data-focus-visible], &:has(input:focus-visible)": { outline: `3px solid ${themeVars.color.accent}`, outlineOffset: "-3px" },
    "&[data-disabled]": { cursor: "not-allowed", color: themeVars.color.mutedText },
  },
});

/** The browser's own checkbox or radio inside a choice row: read and operated, not seen (the row draws its mark). */
export const choiceName = style({ flex: 1, minWidth: 0, selectors: { "&[data-placeholder]": { color: themeVars.color.mutedText } } });

export const choiceNote = style({ display: "block", fontSize: "12px", fontWeight: 700, color: themeVars.color.danger });

export const choicePrice = style({ fontSize: tokens.text.small, color: themeVars.color.mutedText, fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" });

const indicatorBase = {
  flexShrink: 0,
  display: "inline-grid",
  placeItems: "center",
  width: "22px",
  height: "22px",
  border: `2px solid ${themeVars.color.mutedText}`,
  background: themeVars.color.surface,
  color: themeVars.color.onPrimary,
  transition: `background ${tokens.motion.fast}, border-color ${tokens.motion.fast}`,
} as const;

/** Single choice: a round mark. */
export const radioMark = style({
  ...indicatorBase,
  borderRadius: tokens.radius.pill,
  selectors: {
    "[data-selected] > &": { borderColor: themeVars.color.primary, boxShadow: `inset 0 0 0 4px ${themeVars.color.surface}`, background: themeVars.color.primary },
    "[data-disabled] > &": { opacity: 0.45 },
  },
});

/** Multiple choice: a square mark with a tick. */
export const checkMark = style({
  ...indicatorBase,
  borderRadius: "6px",
  selectors: {
    "[data-selected] > &": { borderColor: themeVars.color.primary, background: themeVars.color.primary },
    "[data-disabled] > &": { opacity: 0.45 },
  },
});

export const tick = style({ opacity: 0, selectors: { "[data-selected] > * > &": { opacity: 1 } } });

/** The quantity row: label and stepper; on a narrow column (a cart line on a 320 px phone) the stepper goes under its label. */
export const quantityRow = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: tokens.space.md });

export const quantityLabel = style({ fontWeight: 700 });

export const stepper = style({
  display: "inline-flex",
  alignItems: "center",
  gap: tokens.space.xs,
  padding: "2px",
  borderRadius: tokens.radius.pill,
  border: `1px solid ${themeVars.color.border}`,
  background: themeVars.color.surface,
});

export const stepButton = style({
  display: "inline-grid",
  placeItems: "center",
  width: tokens.size.touch,
  height: tokens.size.touch,
  border: "none",
  borderRadius: tokens.radius.pill,
  background: `color-mix(in srgb, ${themeVars.color.primary} 10%, ${themeVars.color.surface})`,
  color: themeVars.color.primary,
  cursor: "pointer",
  selectors: {
    "&[data-pressed], &:active:not(:disabled)": { background: `color-mix(in srgb, ${themeVars.color.primary} 20%, ${themeVars.color.surface})` },
    "&[data-disabled], &:disabled": { color: themeVars.color.mutedText, background: "transparent", cursor: "not-allowed", opacity: 0.6 },
    "&[data-focus-visible], &:focus-visible": { outline: `3px solid ${themeVars.color.accent}`, outlineOffset: "1px" },
  },
});

export const qtyButton = style({
  minWidth: "52px",
  height: tokens.size.touch,
  border: "none",
  background: "transparent",
  fontSize: tokens.text.h3,
  fontWeight: 700,
  fontVariantNumeric: "tabular-nums",
  cursor: "pointer",
  borderRadius: tokens.radius.control,
  textDecoration: "underline dotted",
  textUnderlineOffset: "4px",
  selectors: { "&[data-focus-visible], &:focus-visible": { outline: `3px solid ${themeVars.color.accent}` } },
});

export const field = style({ display: "grid", gap: tokens.space.xs });

export const fieldLabel = style({ fontWeight: 700 });

export const textArea = style({
  width: "100%",
  minHeight: "72px",
  padding: `${tokens.space.sm} ${tokens.space.md}`,
  borderRadius: tokens.radius.control,
  border: `1px solid ${themeVars.color.mutedText}`,
  background: themeVars.color.surface,
  resize: "vertical",
  lineHeight: 1.5,
  selectors: { "&[data-focus-visible], &:focus": { outline: `3px solid ${themeVars.color.accent}`, outlineOffset: "1px" } },
});

export const input = style({
  width: "100%",
  minHeight: "48px",
  padding: `0 ${tokens.space.md}`,
  borderRadius: tokens.radius.control,
  border: `1px solid ${themeVars.color.mutedText}`,
  background: themeVars.color.surface,
  fontSize: tokens.text.h3,
  fontVariantNumeric: "tabular-nums",
  selectors: { "&:focus": { outline: `3px solid ${themeVars.color.accent}`, outlineOffset: "1px" } },
});

/** The main action: full width, at the bottom, within reach of a thumb. */
export const addButton = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: tokens.space.md,
  width: "100%",
  minHeight: "52px",
  paddingInline: tokens.space.lg,
  border: "none",
  borderRadius: tokens.radius.control,
  background: themeVars.color.primary,
  color: themeVars.color.onPrimary,
  fontFamily: themeVars.font.button.family,
  fontSize: tokens.text.body,
  fontWeight: 700,
  cursor: "pointer",
  transition: `filter ${tokens.motion.fast}`,
  selectors: {
    "&[data-pressed], &:active:not(:disabled)": { filter: "brightness(0.92)" },
    "&[data-disabled], &:disabled": {
      cursor: "not-allowed",
      background: `color-mix(in srgb, ${themeVars.color.mutedText} 22%, ${themeVars.color.surface})`,
      color: themeVars.color.text,
    },
    '&[data-centered="true"]': { justifyContent: "center" },
    "&[data-focus-visible], &:focus-visible": { outline: `3px solid ${themeVars.color.accent}`, outlineOffset: "2px" },
  },
});

export const addPrice = style({ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" });

/** Why the add button is disabled, said right above it (DESIGN.md). */
export const addHint = style({ margin: 0, fontSize: tokens.text.small, fontWeight: 600, color: themeVars.color.danger, textAlign: "center" });

/** Single choice: the dropdown's button, a full-width row showing the chosen value (or a prompt). */
export const dropdownTrigger = style({
  display: "flex",
  alignItems: "center",
  gap: tokens.space.md,
  width: "100%",
  minHeight: "48px",
  padding: `${tokens.space.sm} ${tokens.space.lg}`,
  border: "none",
  background: "transparent",
  color: themeVars.color.text,
  textAlign: "start",
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-hovered], &:hover": { background: `color-mix(in srgb, ${themeVars.color.primary} 4%, transparent)` },
    "&[data-focus-visible], &:focus-visible": { outline: `3px solid ${themeVars.color.accent}`, outlineOffset: "-3px" },
  },
});

export const dropdownChevron = style({ display: "inline-grid", color: themeVars.color.mutedText });

/** The dropdown's list, as wide as its button. */
export const dropdownPopover = style({
  width: "var(--trigger-width)",
  maxHeight: "60vh",
  overflowY: "auto",
  borderRadius: tokens.radius.card,
  background: themeVars.color.surface,
  border: `1px solid ${themeVars.color.border}`,
  boxShadow: tokens.shadow.raised,
  outline: "none",
});

export const dropdownDialog = style({ outline: "none" });
