import { style } from "@vanilla-extract/css";
import { themeVars } from "../../themes/contract.css";
import { tokens } from "../../themes/tokens.css";

/**
 * A card's picture and what sits on it (the chef's badge, a discount, the out-of-stock band): shared by the
 * cards (screens/shared/card.css.ts) and the product screen, which needs these and none of the cards' layout.
 */

export const image = style({
  width: "100%",
  height: "100%",
  objectFit: "cover",
  selectors: { '[data-available="false"] &': { filter: "grayscale(0.8)", opacity: 0.75 } },
});

/** The neutral drawing used when neither the item nor the venue has a picture. */
export const drawnPlaceholder = style({
  width: "100%",
  height: "100%",
  display: "grid",
  placeItems: "center",
  color: `color-mix(in srgb, ${themeVars.color.primary} 45%, ${themeVars.color.surface})`,
  background: `linear-gradient(135deg, color-mix(in srgb, ${themeVars.color.primary} 6%, ${themeVars.color.surface}), color-mix(in srgb, ${themeVars.color.primary} 14%, ${themeVars.color.surface}))`,
});

/** Badges over a card's picture (or in a row above the title when the card has none). */
export const badges = style({
  position: "absolute",
  insetInline: tokens.space.sm,
  insetBlockStart: tokens.space.sm,
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: tokens.space.xs,
  pointerEvents: "none",
});

export const chefImage = style({
  width: "44px",
  height: "44px",
  objectFit: "contain",
  filter: "drop-shadow(0 1px 2px rgba(0,0,0,0.25))",
  selectors: { '&[data-size="small"]': { width: "28px", height: "28px" } },
});

export const badge = style({
  display: "inline-flex",
  alignItems: "center",
  gap: tokens.space.xs,
  minHeight: "24px",
  paddingInline: tokens.space.sm,
  borderRadius: tokens.radius.pill,
  fontSize: "12px",
  fontWeight: 700,
  lineHeight: 1.2,
  whiteSpace: "nowrap",
  background: themeVars.color.surface,
  color: themeVars.color.text,
  boxShadow: "0 1px 3px rgba(0,0,0,0.18)",
  selectors: {
    '&[data-tone="danger"]': { background: themeVars.color.danger, color: "#ffffff" },
    '&[data-tone="accent"]': { background: themeVars.color.accent, color: themeVars.color.onAccent },
  },
});

/** The out-of-stock label across the bottom of the picture. */
export const stockBand = style({
  position: "absolute",
  insetInline: 0,
  insetBlockEnd: 0,
  padding: `${tokens.space.xs} ${tokens.space.sm}`,
  background: "rgba(0, 0, 0, 0.62)",
  color: "#ffffff",
  fontSize: tokens.text.small,
  fontWeight: 700,
  textAlign: "center",
});
