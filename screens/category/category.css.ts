import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { themeVars } from "../../themes/contract.css";
import { tokens } from "../../themes/tokens.css";
import { NAV_OFFSET_PX } from "./nav-offset";

export const page = style({
  maxWidth: tokens.size.page,
  marginInline: "auto",
  padding: `${tokens.space.lg} ${tokens.space.lg} ${tokens.space.xxxl}`,
  display: "grid",
  gap: tokens.space.lg,
  "@media": { "(min-width: 720px)": { maxWidth: "960px" } },
});

export const title = style({
  margin: 0,
  fontSize: tokens.text.h1,
  lineHeight: 1.2,
  color: themeVars.font.heading.color,
  overflowWrap: "anywhere",
});

export const description = style({
  color: themeVars.color.mutedText
});

export const empty = style({ margin: 0, color: themeVars.color.mutedText, textAlign: "center", padding: tokens.space.xl });

/** Promotions of a category without products. */
export const promotions = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: tokens.space.md });

export const promotion = style({
  display: "grid",
  borderRadius: tokens.radius.card,
  overflow: "hidden",
  background: themeVars.color.surface,
  border: `1px solid ${themeVars.color.border}`,
  textDecoration: "none",
  color: themeVars.color.text,
});

export const promotionMedia = style({ width: "100%", height: "auto", aspectRatio: "16 / 10", objectFit: "cover", background: themeVars.color.border });

export const promotionTitle = style({ margin: 0, padding: tokens.space.md, fontWeight: 600 });

/** The special category's sticky nav bar, under the header. */
export const nav = style({
  position: "sticky",
  insetBlockStart: tokens.size.header,
  zIndex: 10,
  marginInline: `calc(-1 * ${tokens.space.lg})`,
  background: themeVars.color.background,
  borderBlockEnd: `1px solid ${themeVars.color.border}`,
});

// What scrolls into view (a section's anchor, a card reached by Shift+Tab, a found text) stops the nav offset below the
// top, under the header and this bar, where scroll-spy.ts scrolls a section to.
globalStyle(`:root:has(${nav})`, { scrollPaddingBlockStart: `${NAV_OFFSET_PX}px` });

export const navList = style({
  listStyle: "none",
  margin: 0,
  display: "flex",
  gap: tokens.space.sm,
  overflowX: "auto",
  scrollbarWidth: "none",
  padding: `${tokens.space.sm} ${tokens.space.lg}`,
  selectors: { "&::-webkit-scrollbar": { display: "none" } },
});

export const navLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: tokens.size.touch,
  paddingInline: tokens.space.lg,
  borderRadius: tokens.radius.pill,
  whiteSpace: "nowrap",
  textDecoration: "none",
  fontWeight: 600,
  color: themeVars.color.text,
  background: themeVars.color.surface,
  border: `1px solid ${themeVars.color.border}`,
  transition: `background ${tokens.motion.fast}, color ${tokens.motion.fast}`,
  selectors: {
    '&[aria-current="true"]': { background: themeVars.color.primary, color: themeVars.color.onPrimary, borderColor: themeVars.color.primary },
  },
});

export const sections = style({ display: "grid", gap: tokens.space.xl });

export const section = style({ display: "grid", gap: tokens.space.md });

export const sectionTitle = style({
  margin: 0,
  fontSize: tokens.text.h3,
  fontFamily: themeVars.font.categoryTitle.family,
  color: themeVars.font.categoryTitle.color,
});

const shimmer = keyframes({ "0%": { opacity: 0.55 }, "50%": { opacity: 1 }, "100%": { opacity: 0.55 } });

/** Skeleton cards for the moment before the venue's clock is known. */
export const skeleton = style({
  height: "180px",
  borderRadius: tokens.radius.card,
  background: `color-mix(in srgb, ${themeVars.color.mutedText} 12%, ${themeVars.color.surface})`,
  animation: `${shimmer} 1.2s ease-in-out infinite`,
});

globalStyle(`${description} > :first-child`, { marginBlockStart: 0 });
globalStyle(`${description} > :last-child`, { marginBlockEnd: 0 });
