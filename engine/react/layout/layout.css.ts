import { style } from "@vanilla-extract/css";
import { themeVars } from "../../../themes/contract.css";
import { tokens } from "../../../themes/tokens.css";

export const layoutError = style({
  margin: tokens.space.sm,
  padding: tokens.space.md,
  border: `2px dashed ${themeVars.color.danger}`,
  borderRadius: tokens.radius.control,
  color: themeVars.color.danger,
  fontFamily: "ui-monospace, monospace",
  fontSize: tokens.text.small,
});

export const blockPlaceholder = style({ minHeight: tokens.size.touch });
