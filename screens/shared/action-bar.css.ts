// The bottom action bar of the ordering screens (DESIGN.md "One thumb"): fixed at the bottom of the viewport, full
// width, above the safe area; the page it stands on is padded by its height (ordering.css.ts `page`).
import { globalStyle, style } from "@vanilla-extract/css";
import { themeVars } from "../../themes/contract.css";
import { tokens } from "../../themes/tokens.css";

/** The CSS variable the bar keeps at its own height, so the page can leave room for it. */
export const BAR_HEIGHT_VAR = "--carta-action-bar";

// What scrolls into view (a focused field, a found text) stops above the bar, never behind it (WCAG 2.4.11).
globalStyle(":root", { scrollPaddingBlockEnd: `var(${BAR_HEIGHT_VAR}, 0px)` });

export const bar = style({
  position: "fixed",
  insetInline: 0,
  insetBlockEnd: 0,
  zIndex: 20,
  background: themeVars.color.surface,
  borderBlockStart: `1px solid ${themeVars.color.border}`,
  boxShadow: "0 -4px 16px rgba(0, 0, 0, 0.08)",
  padding: `${tokens.space.md} ${tokens.space.lg} calc(${tokens.space.md} + env(safe-area-inset-bottom))`,
});

export const inner = style({
  maxWidth: tokens.size.page,
  marginInline: "auto",
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: tokens.space.sm,
});

export const amountRow = style({
  display: "flex",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: tokens.space.md,
  margin: 0,
});

export const amountLabel = style({ fontWeight: 600, color: themeVars.color.mutedText });

export const amount = style({ fontWeight: 800, fontSize: tokens.text.h3, fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" });

// The breakdown on demand: a native disclosure, so keyboards and screen readers know it without help.
export const details = style({ display: "grid" });

export const summary = style([
  amountRow,
  {
    minHeight: tokens.size.touch,
    alignItems: "center",
    cursor: "pointer",
    listStyle: "none",
    borderRadius: tokens.radius.control,
    selectors: {
      "&::-webkit-details-marker": { display: "none" },
      "&:focus-visible": { outline: `3px solid ${themeVars.color.accent}`, outlineOffset: "2px" },
    },
  },
]);

export const summaryLabel = style({ display: "inline-flex", alignItems: "center", gap: tokens.space.xs, fontWeight: 600, color: themeVars.color.text });

export const chevron = style({ display: "inline-flex", transition: "transform 150ms ease", "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } } });
globalStyle(`${details}[open] ${chevron}`, { transform: "rotate(180deg)" });

export const breakdown = style({ maxHeight: "40vh", overflowY: "auto", paddingBlock: tokens.space.sm });
// Inside the bar the totals need no card of their own.
globalStyle(`${breakdown} > section`, { border: 0, padding: 0, background: "transparent" });

export const reason = style({ margin: 0, color: themeVars.color.danger, fontSize: tokens.text.small, fontWeight: 600 });

export const reasonLink = style({
  padding: 0,
  border: 0,
  background: "transparent",
  color: "inherit",
  font: "inherit",
  textAlign: "start",
  textDecoration: "underline",
  textUnderlineOffset: "3px",
  cursor: "pointer",
  minHeight: "24px",
  selectors: { "&:focus-visible": { outline: `3px solid ${themeVars.color.accent}`, outlineOffset: "2px" } },
});
