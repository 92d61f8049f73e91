import { globalStyle, style } from "@vanilla-extract/css";
import { themeVars } from "../../themes/contract.css";
import { tokens } from "../../themes/tokens.css";

export const screen = style({
  maxWidth: tokens.size.page,
  marginInline: "auto",
  display: "flex",
  flexDirection: "column",
  minHeight: `calc(100dvh - ${tokens.size.header})`,
});

export const missing = style({ padding: tokens.space.xl, textAlign: "center" });

export const banner = style({ padding: `${tokens.space.md} ${tokens.space.lg} 0` });

export const carousel = style({ position: "relative", containerType: "inline-size" });

/**
 * Clipped, not hidden: a hidden box still scrolls when something inside is scrolled into view (a screen reader's
 * focus, a test's click below the fold), which slid the neighbour into the screen. Embla moves the track instead.
 */
export const viewport = style({ overflow: "clip" });

/**
 * The slides in a row. Before Embla runs (or without it, for one product) the track stands at the current slide
 * by `--carta-index`; Embla's own inline transform takes over once it runs.
 */
export const track = style({
  display: "flex",
  alignItems: "flex-start",
  touchAction: "pan-y pinch-zoom",
  transform: "translateX(calc(var(--carta-index, 0) * -100%))",
  selectors: { '[dir="rtl"] &': { transform: "translateX(calc(var(--carta-index, 0) * 100%))" } },
});

/** One product. Its neighbours show their top while swiping, never taller than the current one. */
export const slide = style({
  flex: "0 0 100%",
  minWidth: 0,
  display: "grid",
  gap: tokens.space.lg,
  paddingBlockEnd: tokens.space.xl,
  selectors: { '&[data-current="false"]': { maxHeight: "var(--carta-slide-height, 100dvh)", overflow: "hidden" } },
});

/** Previous / next, over the middle of the picture (16:10 of the carousel's width, at most 35% of the screen's height). */
export const arrow = style({
  position: "absolute",
  insetBlockStart: "calc(min(31.25cqi, 17.5dvh) - 22px)",
  zIndex: 3,
  display: "inline-grid",
  placeItems: "center",
  width: tokens.size.touch,
  height: tokens.size.touch,
  border: "none",
  borderRadius: tokens.radius.pill,
  background: `color-mix(in srgb, ${themeVars.color.surface} 88%, transparent)`,
  color: themeVars.color.text,
  boxShadow: tokens.shadow.raised,
  cursor: "pointer",
  selectors: {
    '&[data-side="start"]': { insetInlineStart: tokens.space.sm },
    '&[data-side="end"]': { insetInlineEnd: tokens.space.sm },
    "&[data-disabled], &:disabled": { opacity: 0, pointerEvents: "none" },
    "&[data-focus-visible], &:focus-visible": { outline: `3px solid ${themeVars.color.accent}`, outlineOffset: "2px" },
  },
});

/** Blocks inside a slide keep the page's 16 px padding; the picture runs edge to edge. */
export const pad = style({ paddingInline: tokens.space.lg, minWidth: 0 });

/** 16:10, but never more than 35% of the screen's height: on a phone held sideways the name and price show under it. */
export const mediaFrame = style({
  position: "relative",
  aspectRatio: "16 / 10",
  width: "100%",
  maxHeight: "35dvh",
  overflow: "hidden",
  background: `color-mix(in srgb, ${themeVars.color.primary} 7%, ${themeVars.color.surface})`,
  "@media": { "(min-width: 640px)": { borderEndStartRadius: tokens.radius.card, borderEndEndRadius: tokens.radius.card } },
});

export const mediaItem = style({ width: "100%", height: "100%", objectFit: "cover", display: "block" });

export const thumbs = style({
  listStyle: "none",
  margin: 0,
  display: "flex",
  gap: tokens.space.sm,
  overflowX: "auto",
  padding: `${tokens.space.sm} ${tokens.space.lg} 0`,
});

export const thumb = style({
  display: "block",
  width: "72px",
  height: "45px",
  padding: 0,
  borderRadius: tokens.radius.control,
  overflow: "hidden",
  border: `2px solid transparent`,
  background: themeVars.color.border,
  cursor: "pointer",
  selectors: {
    '&[aria-pressed="true"]': { borderColor: themeVars.color.primary },
    "&[data-focus-visible], &:focus-visible": { outline: `3px solid ${themeVars.color.accent}`, outlineOffset: "2px" },
  },
});

export const summary = style({ display: "grid", gap: tokens.space.sm });

export const name = style({ margin: 0, fontSize: tokens.text.h2, lineHeight: 1.25, color: themeVars.font.heading.color, overflowWrap: "anywhere" });

export const smallDescription = style({ margin: 0, color: themeVars.color.mutedText });

export const badgeRow = style({ display: "flex", flexWrap: "wrap", gap: tokens.space.sm, alignItems: "center" });

export const properties = style({ listStyle: "none", margin: 0, display: "flex", flexWrap: "wrap", gap: tokens.space.sm });

export const property = style({
  display: "inline-flex",
  alignItems: "center",
  gap: tokens.space.xs,
  minHeight: "32px",
  paddingInline: `${tokens.space.sm} ${tokens.space.md}`,
  borderRadius: tokens.radius.pill,
  background: themeVars.color.surface,
  border: `1px solid ${themeVars.color.border}`,
  fontSize: tokens.text.small,
  fontWeight: 600,
});

export const propertyIcon = style({ width: "20px", height: "20px", objectFit: "contain" });

export const description = style({
  color: themeVars.color.text
});

export const options = style({ display: "grid", gap: tokens.space.md });

export const footerText = style({
  padding: `0 ${tokens.space.lg} ${tokens.space.lg}`,
  fontSize: tokens.text.small,
  color: themeVars.color.mutedText
});

export const closedNote = style({ margin: 0, textAlign: "center", fontWeight: 700, color: themeVars.color.danger });
/** When the product or the venue is next available, under the closed note. */
export const nextNote = style({ margin: 0, textAlign: "center", fontWeight: 600 });

/** The sticky add bar: the screen's main action, full width at the bottom (DESIGN.md). */
export const addBar = style({
  position: "sticky",
  insetBlockEnd: 0,
  zIndex: 15,
  marginBlockStart: "auto",
  display: "grid",
  gap: tokens.space.xs,
  padding: `${tokens.space.md} ${tokens.space.lg} calc(${tokens.space.md} + env(safe-area-inset-bottom))`,
  background: themeVars.color.surface,
  borderBlockStart: `1px solid ${themeVars.color.border}`,
  boxShadow: "0 -4px 16px rgba(0, 0, 0, 0.06)",
});

globalStyle(`${description} > :first-child`, { marginBlockStart: 0 });
globalStyle(`${description} > :last-child`, { marginBlockEnd: 0 });
globalStyle(`${footerText} > :first-child`, { marginBlockStart: 0 });
globalStyle(`${footerText} > :last-child`, { marginBlockEnd: 0 });
