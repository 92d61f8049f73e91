import { keyframes, style } from "@vanilla-extract/css";
import { themeVars } from "../../themes/contract.css";
import { tokens } from "../../themes/tokens.css";

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

/** The waiting status: a spinner, the title and the sentence under it, read out together as they change. */
export const status = style({ display: "grid", justifyItems: "center", gap: tokens.space.sm, textAlign: "center", paddingBlock: tokens.space.lg });

export const spinner = style({
  width: "44px",
  height: "44px",
  borderRadius: "50%",
  border: `4px solid ${themeVars.color.border}`,
  borderTopColor: themeVars.color.primary,
  animation: `${spin} 1.1s linear infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});

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
