import { keyframes, style } from "@vanilla-extract/css";
import { themeVars } from "../../themes/contract.css";
import { tokens } from "../../themes/tokens.css";

const rise = keyframes({ from: { transform: "translateY(24px)", opacity: 0 }, to: { transform: "translateY(0)", opacity: 1 } });

/**
 * The promotion's picture or video in a 16:10 frame reserved before it loads; nothing is cropped. At most half the
 * screen's height, so on a phone held sideways the pop-up's text and button show under it.
 */
export const media = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "16 / 10",
  maxHeight: "50dvh",
  objectFit: "contain",
  background: `color-mix(in srgb, ${themeVars.color.text} 6%, ${themeVars.color.surface})`,
  borderRadius: tokens.radius.card,
});

// The on-load pop-up: full screen on phones, a centred dialog from 600 px on (DESIGN.md, "Dialogs and sheets").

export const modal = style({
  width: "100%",
  height: "100dvh",
  overflowY: "auto",
  background: themeVars.color.surface,
  color: themeVars.color.text,
  outline: "none",
  selectors: { "&[open]": { animation: `${rise} ${tokens.motion.normal} ease-out` } },
  "@media": {
    "(min-width: 600px)": {
      width: "min(560px, calc(100vw - 48px))",
      height: "fit-content",
      maxHeight: "calc(100dvh - 48px)",
      borderRadius: tokens.radius.card,
      boxShadow: tokens.shadow.raised,
    },
  },
});

export const dialog = style({
  outline: "none",
  minHeight: "100%",
  display: "grid",
  gridTemplateRows: "auto 1fr",
  padding: `${tokens.space.sm} ${tokens.space.lg} calc(${tokens.space.xl} + env(safe-area-inset-bottom))`,
  "@media": { "(min-width: 600px)": { minHeight: "auto" } },
});

export const dialogTop = style({ display: "flex", justifyContent: "flex-end" });

export const dialogBody = style({ display: "grid", alignContent: "center", gap: tokens.space.lg, paddingBlockEnd: tokens.space.xl });

export const closeButton = style({
  display: "inline-grid",
  placeItems: "center",
  width: tokens.size.touch,
  height: tokens.size.touch,
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: tokens.radius.pill,
  background: themeVars.color.surface,
  color: themeVars.color.text,
  cursor: "pointer",
  selectors: { "&:focus-visible": { outline: `3px solid ${themeVars.color.accent}`, outlineOffset: "2px" } },
});

// A venue's word longer than the line breaks inside it, as the page's title does (screens/page/page.css.ts).
export const title = style({ fontSize: tokens.text.h3, textAlign: "center", textWrap: "balance", overflowWrap: "anywhere" });

// /promotions: a swipeable list.

export const page = style({
  maxWidth: tokens.size.page,
  marginInline: "auto",
  padding: tokens.space.lg,
  display: "grid",
  gap: tokens.space.lg,
});

export const heading = style({ fontSize: tokens.text.h2 });

/** Clipped, not hidden, as the product carousel's (screens/product/product.css.ts): it never scrolls sideways by itself. */
export const viewport = style({ overflow: "clip", touchAction: "pan-y pinch-zoom" });

export const track = style({ display: "flex", gap: 0 });

export const slide = style({
  flex: "0 0 100%",
  minWidth: 0,
  display: "grid",
  gap: tokens.space.md,
  paddingInline: tokens.space.xs,
});

export const slideTitle = style({ fontSize: tokens.text.h3, textWrap: "balance", overflowWrap: "anywhere" });

export const controls = style({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: tokens.space.md });

export const counter = style({ fontVariantNumeric: "tabular-nums", color: themeVars.color.mutedText, fontWeight: 600 });

export const arrow = style({
  display: "inline-grid",
  placeItems: "center",
  width: tokens.size.touch,
  height: tokens.size.touch,
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: tokens.radius.pill,
  background: themeVars.color.surface,
  color: themeVars.color.text,
  cursor: "pointer",
  selectors: {
    "&:disabled": { opacity: 0.35, cursor: "default" },
    "&:focus-visible": { outline: `3px solid ${themeVars.color.accent}`, outlineOffset: "2px" },
  },
});
