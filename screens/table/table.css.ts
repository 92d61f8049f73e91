// The table screen and its banner (DESIGN.md): the ordering screens' cards, one per guest, and a slim banner.
import { style } from "@vanilla-extract/css";
import { themeVars } from "../../themes/contract.css";
import { tokens } from "../../themes/tokens.css";

export const guests = style({ display: "flex", flexWrap: "wrap", gap: tokens.space.sm, margin: 0, padding: 0, listStyle: "none" });

export const chip = style({
  display: "inline-flex",
  alignItems: "center",
  gap: tokens.space.xs,
  minHeight: "32px",
  paddingInline: tokens.space.md,
  borderRadius: "999px",
  border: `1px solid ${themeVars.color.border}`,
  background: themeVars.color.surface,
  fontSize: tokens.text.small,
  fontWeight: 600,
});

export const chipMe = style({ borderColor: themeVars.color.primary });

export const memberHead = style({ display: "flex", justifyContent: "space-between", alignItems: "baseline", gap: tokens.space.sm });

export const line = style({ display: "grid", gridTemplateColumns: "auto minmax(0, 1fr) auto auto", alignItems: "center", gap: tokens.space.sm });

export const quantity = style({ fontWeight: 700, fontVariantNumeric: "tabular-nums", minWidth: "2ch" });

export const removeButton = style({
  minWidth: tokens.size.touch,
  minHeight: tokens.size.touch,
  border: 0,
  background: "transparent",
  color: themeVars.color.mutedText,
  fontSize: "20px",
  cursor: "pointer",
  borderRadius: tokens.radius.control,
  selectors: { "&:focus-visible": { outline: `3px solid ${themeVars.color.accent}` } },
});

export const nameRow = style({ display: "grid", gridTemplateColumns: "minmax(0, 1fr) auto", gap: tokens.space.sm, alignItems: "end" });

export const grow = style({ minWidth: 0 });

export const tabRow = style({ margin: 0, display: "flex", justifyContent: "space-between", gap: tokens.space.md, fontVariantNumeric: "tabular-nums" });

/** One order of the tab: a rule above it instead of a card in a card. */
export const tabOrder = style({ display: "grid", gap: tokens.space.sm, paddingBlockStart: tokens.space.md, borderBlockStart: `1px solid ${themeVars.color.border}` });

export const banner = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: tokens.space.md,
  padding: `${tokens.space.md} ${tokens.space.lg}`,
  borderRadius: tokens.radius.card,
  border: `1px solid ${themeVars.color.border}`,
  background: themeVars.color.surface,
  color: themeVars.color.text,
  textDecoration: "none",
  minHeight: tokens.size.touch,
  selectors: { "&:focus-visible": { outline: `3px solid ${themeVars.color.accent}`, outlineOffset: "2px" } },
});

export const bannerText = style({ display: "grid", gap: "2px", minWidth: 0 });

export const bannerTitle = style({ fontWeight: 700 });

export const bannerAction = style({ fontWeight: 700, color: themeVars.color.primary, whiteSpace: "nowrap" });

/** The name field fills its column (an input's own width would run under the Save button). */
export const nameInput = style({ width: "100%", minWidth: 0, boxSizing: "border-box" });

/** A line of a tab order: an optional tick box, the quantity, the name (with whose share it is), the line's price. */
export const tabLine = style({ display: "flex", alignItems: "center", gap: tokens.space.sm, minHeight: tokens.size.touch });

export const tabLineName = style({ display: "grid", gap: "2px", flex: 1, minWidth: 0 });

/** A tick box with the line's name as its label: the whole row is the touch target. */
export const pickBox = style({ flex: "none", width: "22px", height: "22px", margin: 0, accentColor: themeVars.color.primary });

export const sharePaid = style({ color: themeVars.color.success, fontSize: tokens.text.small, fontWeight: 600 });

export const pickActions = style({ display: "grid", gap: tokens.space.sm, justifyItems: "center" });

/** Who is here now (their phone has the table open) or only joined: a filled dot or a hollow one, named for readers. */
export const presence = style({
  flex: "none",
  width: "8px",
  height: "8px",
  borderRadius: "50%",
  border: `2px solid ${themeVars.color.mutedText}`,
  selectors: { '&[data-here="true"]': { background: themeVars.color.success, borderColor: themeVars.color.success } },
});
