import { keyframes, style } from "@vanilla-extract/css";
import { themeVars } from "../../themes/contract.css";
import { tokens } from "../../themes/tokens.css";

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({ from: { transform: "translateY(100%)" }, to: { transform: "translateY(0)" } });
const pop = keyframes({ from: { transform: "scale(0.96)", opacity: 0 }, to: { transform: "scale(1)", opacity: 1 } });

const WIDE = "(min-width: 720px)";

export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: 50,
  display: "flex",
  alignItems: "flex-end",
  justifyContent: "center",
  background: "rgba(0, 0, 0, 0.45)",
  selectors: { "&[data-entering]": { animation: `${fadeIn} ${tokens.motion.normal} ease-out` } },
  "@media": { [WIDE]: { alignItems: "center", padding: tokens.space.xl } },
});

/** A bottom sheet on phones, a centred dialog on larger screens (DESIGN.md). */
export const sheet = style({
  width: "100%",
  maxWidth: tokens.size.page,
  maxHeight: "88dvh",
  display: "flex",
  flexDirection: "column",
  background: themeVars.color.background,
  color: themeVars.color.text,
  borderStartStartRadius: tokens.radius.card,
  borderStartEndRadius: tokens.radius.card,
  boxShadow: "0 -4px 24px rgba(0,0,0,0.18)",
  outline: "none",
  selectors: { "&[data-entering]": { animation: `${rise} ${tokens.motion.normal} ease-out` } },
  "@media": {
    [WIDE]: {
      borderRadius: tokens.radius.card,
      maxHeight: "min(88dvh, 760px)",
      selectors: { "&[data-entering]": { animation: `${pop} ${tokens.motion.normal} ease-out` } },
    },
  },
});

/**
 * The same sheet on the browser's own `<dialog>` (screens/shared/modal-dialog.tsx): at the bottom on phones,
 * centred on larger screens; the dialog's backdrop is the overlay.
 */
export const nativeSheet = style([
  sheet,
  {
    position: "fixed",
    inset: 0,
    margin: "auto auto 0",
    height: "fit-content",
    overflow: "hidden",
    animation: `${rise} ${tokens.motion.normal} ease-out`,
    "@media": { [WIDE]: { margin: "auto", animation: `${pop} ${tokens.motion.normal} ease-out` } },
  },
]);

export const dialog = style({ outline: "none", display: "flex", flexDirection: "column", minHeight: 0, flex: 1 });

export const handle = style({
  alignSelf: "center",
  width: "40px",
  height: "4px",
  marginBlockStart: tokens.space.sm,
  borderRadius: tokens.radius.pill,
  background: themeVars.color.border,
  "@media": { [WIDE]: { display: "none" } },
});

export const head = style({
  display: "flex",
  alignItems: "flex-start",
  gap: tokens.space.md,
  padding: `${tokens.space.sm} ${tokens.space.sm} ${tokens.space.sm} ${tokens.space.lg}`,
  borderBlockEnd: `1px solid ${themeVars.color.border}`,
});

export const headText = style({ flex: 1, minWidth: 0, display: "grid", gap: "2px", paddingBlockStart: tokens.space.sm });

export const title = style({ margin: 0, fontSize: tokens.text.h3, lineHeight: 1.3 });

export const subtitle = style({ margin: 0, fontSize: tokens.text.small, color: themeVars.color.mutedText });

export const close = style({
  flexShrink: 0,
  display: "inline-grid",
  placeItems: "center",
  width: tokens.size.touch,
  height: tokens.size.touch,
  border: "none",
  borderRadius: tokens.radius.pill,
  background: "transparent",
  color: "inherit",
  cursor: "pointer",
  selectors: {
    "&[data-hovered]": { background: `color-mix(in srgb, ${themeVars.color.text} 8%, transparent)` },
    "&[data-focus-visible]": { outline: `3px solid ${themeVars.color.accent}`, outlineOffset: "-3px" },
  },
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: "auto",
  overscrollBehavior: "contain",
  display: "grid",
  alignContent: "start",
  gap: tokens.space.md,
  padding: tokens.space.lg,
});

export const foot = style({
  display: "grid",
  gap: tokens.space.sm,
  padding: `${tokens.space.md} ${tokens.space.lg} calc(${tokens.space.md} + env(safe-area-inset-bottom))`,
  borderBlockStart: `1px solid ${themeVars.color.border}`,
  background: themeVars.color.surface,
});
