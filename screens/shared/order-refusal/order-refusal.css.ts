// The refused order's notice: a card with one row per reason, each row its sentence and the guest's next step.
import { style } from "@vanilla-extract/css";
import { themeVars } from "../../../themes/contract.css";
import { tokens } from "../../../themes/tokens.css";

export const notice = style({
  display: "grid",
  gap: tokens.space.sm,
  padding: tokens.space.md,
  borderRadius: tokens.radius.card,
  border: `1px solid ${themeVars.color.danger}`,
  background: `color-mix(in srgb, ${themeVars.color.danger} 6%, ${themeVars.color.surface})`,
});

export const title = style({ margin: 0, color: themeVars.color.danger, fontWeight: 700 });

export const reasons = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: tokens.space.sm });

export const reason = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: tokens.space.sm,
  paddingBlockStart: tokens.space.sm,
  borderBlockStart: `1px solid ${themeVars.color.border}`,
});

export const words = style({ display: "grid", gap: tokens.space.xs, flex: "1 1 12rem", minWidth: 0 });

export const sentence = style({ margin: 0, fontWeight: 600, overflowWrap: "anywhere" });

export const hint = style({ margin: 0, fontSize: tokens.text.small, color: themeVars.color.mutedText });
