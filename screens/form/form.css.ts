import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { themeVars } from "../../themes/contract.css";
import { leftToRightValues, tokens } from "../../themes/tokens.css";

/** The form on a surface of its own, so it reads the same over a cover photo or on a plain page. */
export const panel = style({
  display: "grid",
  gap: tokens.space.lg,
  padding: tokens.space.lg,
  borderRadius: tokens.radius.card,
  background: themeVars.color.surface,
  color: themeVars.color.text,
  boxShadow: tokens.shadow.raised,
});

export const form = style({ display: "grid", gap: tokens.space.lg });

export const formTitle = style({ fontSize: tokens.text.h3 });

export const heading = style({ fontSize: tokens.text.h3, color: themeVars.color.text });

export const paragraph = style({ margin: 0, color: themeVars.color.mutedText });
globalStyle(`${paragraph} p`, { margin: 0 });

export const field = style({ display: "grid", gap: tokens.space.xs, border: "none", padding: 0, margin: 0, minWidth: 0 });

export const label = style({ fontWeight: 600, fontSize: tokens.text.body, color: themeVars.color.text, padding: 0 });

export const required = style({ color: themeVars.color.danger, marginInlineStart: tokens.space.xs });

const control = {
  width: "100%",
  minHeight: tokens.size.touch,
  borderRadius: tokens.radius.control,
  border: `1px solid ${themeVars.color.border}`,
  background: themeVars.color.surface,
  color: themeVars.color.text,
  paddingInline: tokens.space.md,
  fontSize: tokens.text.body,
} as const;

export const input = style({
  ...control,
  selectors: {
    "&[data-invalid], &[aria-invalid='true']": { borderColor: themeVars.color.danger },
    "&[data-focus-visible]": { outline: `3px solid ${themeVars.color.accent}`, outlineOffset: "1px" },
    ...leftToRightValues,
  },
});

export const textarea = style([input, { paddingBlock: tokens.space.sm, resize: "vertical", minHeight: "88px" }]);

export const select = style([input, { appearance: "auto" }]);

export const description = style({ fontSize: tokens.text.small, color: themeVars.color.mutedText });

export const error = style({ fontSize: tokens.text.small, color: themeVars.color.danger, fontWeight: 600, margin: 0 });

export const options = style({ display: "grid", gap: tokens.space.xs });

/** A radio or checkbox row: the whole row is the 44 px target. */
export const option = style({
  display: "flex",
  alignItems: "center",
  gap: tokens.space.md,
  minHeight: tokens.size.touch,
  paddingInline: tokens.space.sm,
  borderRadius: tokens.radius.control,
  cursor: "pointer",
  selectors: {
    "&[data-hovered]": { background: `color-mix(in srgb, ${themeVars.color.primary} 6%, transparent)` },
    "&[data-focus-visible]": { outline: `3px solid ${themeVars.color.accent}`, outlineOffset: "-3px" },
  },
});

/** The drawn radio or checkbox mark; its state comes from the row's data attributes. */
export const mark = style({
  flexShrink: 0,
  display: "inline-grid",
  placeItems: "center",
  width: "22px",
  height: "22px",
  border: `2px solid ${themeVars.color.mutedText}`,
  background: themeVars.color.surface,
  color: themeVars.color.onPrimary,
  selectors: {
    [`${option}[data-selected] &`]: { background: themeVars.color.primary, borderColor: themeVars.color.primary },
  },
});

export const radioMark = style([mark, { borderRadius: tokens.radius.pill }]);
export const checkMark = style([mark, { borderRadius: "6px" }]);

export const radioDot = style({
  width: "8px",
  height: "8px",
  borderRadius: tokens.radius.pill,
  background: "transparent",
  selectors: { [`${option}[data-selected] &`]: { background: themeVars.color.onPrimary } },
});

export const checkIcon = style({ opacity: 0, selectors: { [`${option}[data-selected] &`]: { opacity: 1 } } });

export const stars = style({ display: "flex", gap: tokens.space.xs, flexWrap: "wrap" });

export const star = style({
  display: "inline-grid",
  placeItems: "center",
  width: tokens.size.touch,
  height: tokens.size.touch,
  borderRadius: tokens.radius.control,
  color: themeVars.color.mutedText,
  cursor: "pointer",
  selectors: {
    "&[data-filled]": { color: "#C77C02" },
    "&[data-focus-visible]": { outline: `3px solid ${themeVars.color.accent}`, outlineOffset: "-3px" },
  },
});

/** Outlined until chosen, then filled: the stars up to the rating. */
export const starShape = style({
  fill: "transparent",
  stroke: "currentColor",
  selectors: { [`${star}[data-filled] &`]: { fill: "currentColor" } },
});

export const submit = style({
  minHeight: "52px",
  border: "none",
  borderRadius: tokens.radius.control,
  background: themeVars.color.primary,
  color: themeVars.color.onPrimary,
  fontFamily: themeVars.font.button.family,
  fontWeight: 700,
  fontSize: tokens.text.body,
  cursor: "pointer",
  selectors: {
    "&[data-disabled]": { opacity: 0.5, cursor: "not-allowed" },
    "&[data-focus-visible]": { outline: `3px solid ${themeVars.color.accent}`, outlineOffset: "2px" },
  },
});

export const skeleton = style({ display: "grid", gap: tokens.space.md });

export const skeletonBar = style({
  height: tokens.size.touch,
  borderRadius: tokens.radius.control,
  background: `color-mix(in srgb, ${themeVars.color.text} 8%, ${themeVars.color.surface})`,
});

/** The thank-you line after a submit: readable over a cover photo too. */
export const thanks = style({
  margin: 0,
  padding: tokens.space.md,
  borderRadius: tokens.radius.control,
  background: themeVars.color.surface,
  borderInlineStart: `4px solid ${themeVars.color.success}`,
  color: themeVars.color.text,
  fontWeight: 600,
});

/** `/form/{id}`: one column, the form on its panel, like every other page of the app. */
export const page = style({
  display: "grid",
  gap: tokens.space.lg,
  padding: tokens.space.lg,
  maxWidth: tokens.size.page,
  marginInline: "auto",
});

export const pageTitle = style({ fontSize: tokens.text.h2, margin: 0 });

/** After a successful submit: a check that pops in, the server's message, and the way back to the menu. */
export const done = style({ display: "grid", gap: tokens.space.lg, justifyItems: "center", textAlign: "center", paddingBlock: tokens.space.xl });

const pop = keyframes({ from: { transform: "scale(0.6)", opacity: 0 }, to: { transform: "scale(1)", opacity: 1 } });

export const doneMark = style({
  width: "88px",
  height: "88px",
  borderRadius: "50%",
  display: "grid",
  placeItems: "center",
  fontSize: "44px",
  color: "#ffffff",
  background: themeVars.color.success,
  animation: `${pop} ${tokens.motion.normal} ease-out`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});

export const backToMenu = style([submit, { display: "flex", alignItems: "center", justifyContent: "center", width: "100%", textDecoration: "none" }]);
