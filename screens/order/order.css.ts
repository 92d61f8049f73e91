// The order screen (DESIGN.md): the receipt as cards in one column, a status tracker on top.
import { globalStyle, style } from "@vanilla-extract/css";
import { themeVars } from "../../themes/contract.css";
import { tokens } from "../../themes/tokens.css";

export const tracker = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: tokens.space.md });

export const step = style({ display: "grid", gridTemplateColumns: "auto minmax(0, 1fr)", gap: tokens.space.md, alignItems: "start", color: themeVars.color.mutedText });

export const stepDone = style({ color: themeVars.color.text });

export const stepMark = style({
  inlineSize: "28px",
  blockSize: "28px",
  borderRadius: "50%",
  display: "grid",
  placeItems: "center",
  border: `2px solid ${themeVars.color.border}`,
  fontWeight: 700,
  fontSize: tokens.text.small,
  selectors: { [`${stepDone} &`]: { background: themeVars.color.primary, borderColor: themeVars.color.primary, color: themeVars.color.onPrimary } },
});

export const stepTitle = style({ margin: 0, fontWeight: 700 });

export const canceled = style({
  margin: 0,
  padding: tokens.space.md,
  borderRadius: tokens.radius.card,
  background: themeVars.color.surface,
  border: `1px solid ${themeVars.color.danger}`,
  color: themeVars.color.danger,
  fontWeight: 600,
});

export const details = style({ margin: 0, display: "grid", gridTemplateColumns: "auto minmax(0, 1fr)", gap: `${tokens.space.xs} ${tokens.space.md}` });

export const term = style({ color: themeVars.color.mutedText, fontSize: tokens.text.small });

export const value = style({ margin: 0, fontWeight: 600, overflowWrap: "anywhere", fontVariantNumeric: "tabular-nums" });

export const table = style({ inlineSize: "100%", borderCollapse: "collapse", fontVariantNumeric: "tabular-nums" });

/** A gap after every column but the last, so "Qty" and "Product" never run together (the price column ends flush). */
const columnGap = { "&:not(:last-child)": { paddingInlineEnd: tokens.space.sm } };

export const headCell = style({ textAlign: "start", fontSize: tokens.text.small, color: themeVars.color.mutedText, fontWeight: 600, paddingBlockEnd: tokens.space.sm, selectors: columnGap });

export const cell = style({ paddingBlock: tokens.space.sm, borderBlockStart: `1px solid ${themeVars.color.border}`, verticalAlign: "top", selectors: columnGap });

export const amountCell = style({ textAlign: "end", whiteSpace: "nowrap" });

export const deleted = style({ textDecoration: "line-through", color: themeVars.color.mutedText });

export const lineNote = style({ display: "block", color: themeVars.color.mutedText, fontSize: tokens.text.small });

/**
 * The tip presets and "Custom": as many per row as fit a phone, never wider than the card; a row that wraps shares
 * its width among what it holds, so "Custom" alone under four presets is a full-width button, not a stray square.
 */
export const tipChoices = style({
  display: "flex",
  flexWrap: "wrap",
  gap: tokens.space.xs,
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});
globalStyle(`${tipChoices} > label`, { flex: "1 1 4.5rem" });

/** The split form: the guest count, then one amount per guest. */
export const split = style({ display: "grid", gap: tokens.space.sm });

/** The shares of a split order, one row per guest: name, amount, then Pay or its status. */
export const shares = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: tokens.space.xs });

export const share = style({
  display: "grid",
  gridTemplateColumns: "1fr auto minmax(6rem, auto)",
  alignItems: "center",
  gap: tokens.space.sm,
  minHeight: tokens.size.touch,
});

/** "Guest 2" on one line: on a 320 px phone the Arabic "الضيف 2" broke between the word and its number. */
export const shareName = style({ whiteSpace: "nowrap" });

export const shareAmount = style({ fontVariantNumeric: "tabular-nums", fontWeight: 600 });

export const shareStatus = style({ textAlign: "center", fontWeight: 600, color: themeVars.color.mutedText });

/** Issue 18: the last payment did not go through — a card edged in the danger colour, its way on inside. */
export const paymentNotice = style({
  background: themeVars.color.surface,
  border: `1px solid ${themeVars.color.danger}`,
  borderInlineStartWidth: "4px",
  borderRadius: tokens.radius.card,
  padding: tokens.space.lg,
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: tokens.space.md,
});

export const noticeText = style({ margin: 0 });

export const noticeProblem = style({ margin: 0, color: themeVars.color.danger, fontWeight: 600 });
