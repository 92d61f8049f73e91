import { style } from "@vanilla-extract/css";
import { themeVars } from "../../themes/contract.css";
import { tokens } from "../../themes/tokens.css";

export const region = style({
  position: "fixed",
  insetBlockStart: `calc(${tokens.size.header} + ${tokens.space.sm})`,
  insetInline: tokens.space.lg,
  zIndex: 60,
  display: "grid",
  gap: tokens.space.sm,
  outline: "none",
  pointerEvents: "none",
});

export const toast = style({
  pointerEvents: "auto",
  display: "flex",
  alignItems: "center",
  gap: tokens.space.md,
  maxWidth: tokens.size.page,
  marginInline: "auto",
  width: "100%",
  padding: `${tokens.space.sm} ${tokens.space.sm} ${tokens.space.sm} ${tokens.space.lg}`,
  borderRadius: tokens.radius.card,
  boxShadow: tokens.shadow.raised,
  background: themeVars.color.success,
  color: "#ffffff",
  fontWeight: 600,
  selectors: { '&[data-tone="warning"], &[data-tone="error"]': { background: themeVars.color.danger } },
});

export const content = style({ flex: 1 });

export const close = style({
  display: "inline-grid",
  placeItems: "center",
  width: tokens.size.touch,
  height: tokens.size.touch,
  border: "none",
  borderRadius: tokens.radius.control,
  background: "transparent",
  color: "inherit",
  cursor: "pointer",
});
