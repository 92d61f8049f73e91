import { style } from "@vanilla-extract/css";
import { themeVars } from "../../themes/contract.css";
import { tokens } from "../../themes/tokens.css";

export const price = style({
  margin: 0,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  columnGap: tokens.space.sm,
  rowGap: 0,
  fontFamily: themeVars.font.price.family,
  fontVariantNumeric: "tabular-nums",
  lineHeight: 1.3,
  minWidth: 0,
});

export const final = style({
  fontSize: themeVars.font.price.size,
  fontWeight: 700,
  color: themeVars.font.price.color,
  whiteSpace: "nowrap",
  selectors: { '[data-size="large"] &': { fontSize: tokens.text.h3 } },
});

export const struck = style({ fontSize: tokens.text.small, color: themeVars.color.mutedText, textDecoration: "line-through", whiteSpace: "nowrap" });

export const alt = style({ flexBasis: "100%", fontSize: tokens.text.small, color: themeVars.color.mutedText, whiteSpace: "nowrap" });
