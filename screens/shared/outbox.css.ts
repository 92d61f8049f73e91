import { style } from "@vanilla-extract/css";
import { themeVars } from "../../themes/contract.css";
import { tokens } from "../../themes/tokens.css";


/** The waiting status: the shared spinner (ordering.css), the title and the sentence under it, read out together as they change. */
export const status = style({ display: "grid", justifyItems: "center", gap: tokens.space.sm, textAlign: "center", paddingBlock: tokens.space.lg });


export const line = style({ display: "grid", gridTemplateColumns: "auto minmax(0, 1fr) auto", gap: tokens.space.sm, alignItems: "baseline" });

export const quantity = style({ fontWeight: 700, color: themeVars.color.mutedText, fontVariantNumeric: "tabular-nums" });

export const total = style({
  display: "flex",
  justifyContent: "space-between",
  margin: 0,
  paddingTop: tokens.space.md,
  borderTop: `1px solid ${themeVars.color.border}`,
  fontWeight: 700,
});
