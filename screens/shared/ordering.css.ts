// The ordering screens (cart, checkout, order) share these: one column, cards, the main action full width.
import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { themeVars } from "../../themes/contract.css";
import { leftToRightValues, tokens } from "../../themes/tokens.css";

// The cart (DESIGN.md): one column, cards on the page's background, the main action full width at the bottom.

export const page = style({
  position: "relative",
  maxWidth: tokens.size.page,
  marginInline: "auto",
  // Room for the bottom action bar when one is shown (screens/shared/action-bar.tsx keeps its height in the variable).
  padding: `${tokens.space.lg} ${tokens.space.lg} max(calc(${tokens.space.xxxl} + env(safe-area-inset-bottom)), calc(var(--carta-action-bar, 0px) + ${tokens.space.lg}))`,
  display: "grid",
  // Columns never grow past the screen for a wide child (the upsell row scrolls inside its card).
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: tokens.space.lg,
});

export const heading = style({ margin: 0, fontSize: tokens.text.h1, lineHeight: 1.2 });

export const card = style({
  background: themeVars.color.surface,
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: tokens.radius.card,
  padding: tokens.space.lg,
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: tokens.space.md,
});

export const cardTitle = style({ margin: 0, fontSize: tokens.text.body, fontWeight: 700 });

export const muted = style({ margin: 0, color: themeVars.color.mutedText, fontSize: tokens.text.small });

export const message = style({ margin: 0, textAlign: "center", color: themeVars.color.mutedText, paddingBlock: tokens.space.xl });

// Lines.
export const lines = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: tokens.space.md });

export const line = style({
  display: "grid",
  gridTemplateColumns: "64px 1fr",
  gap: tokens.space.md,
  padding: tokens.space.md,
  background: themeVars.color.surface,
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: tokens.radius.card,
  selectors: { '&[data-unavailable="true"]': { opacity: 0.7, borderStyle: "dashed" } },
});

export const lineImage = style({
  width: "64px",
  height: "64px",
  objectFit: "cover",
  borderRadius: tokens.radius.control,
  background: `color-mix(in srgb, ${themeVars.color.text} 6%, ${themeVars.color.surface})`,
});

export const lineBody = style({ display: "grid", gap: tokens.space.xs, minWidth: 0 });

export const lineTop = style({ display: "flex", justifyContent: "space-between", alignItems: "baseline", gap: tokens.space.sm });

export const lineName = style({ margin: 0, fontSize: tokens.text.body, fontWeight: 600, overflowWrap: "anywhere" });

export const linePrice = style({ fontWeight: 700, whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" });

export const lineDetail = style({ margin: 0, color: themeVars.color.mutedText, fontSize: tokens.text.small, overflowWrap: "anywhere" });

export const unavailable = style({ margin: 0, color: themeVars.color.danger, fontSize: tokens.text.small, fontWeight: 600 });

export const lineActions = style({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: tokens.space.sm, flexWrap: "wrap" });
// The shared stepper brings its own "Qty" label row; in a line it sits compactly.
globalStyle(`${lineActions} > div`, { gap: tokens.space.sm });

export const textButton = style({
  minHeight: tokens.size.touch,
  paddingInline: tokens.space.md,
  border: 0,
  borderRadius: tokens.radius.control,
  background: "transparent",
  color: themeVars.color.danger,
  font: "inherit",
  fontWeight: 600,
  cursor: "pointer",
  selectors: { "&:focus-visible": { outline: `3px solid ${themeVars.color.accent}`, outlineOffset: "2px" } },
});

export const undoBar = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: tokens.space.md,
  padding: `${tokens.space.sm} ${tokens.space.md}`,
  borderRadius: tokens.radius.control,
  background: themeVars.color.text,
  color: themeVars.color.surface,
});

export const undoButton = style([
  textButton,
  { color: themeVars.color.surface, textDecoration: "underline", textUnderlineOffset: "3px" },
]);

// Forms: coupon and comments.
// One column as wide as the card, not as an input's default width: on a 320 px phone that is wider than the card.
export const field = style({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: tokens.space.xs });

export const fieldset = style([field, { border: 0, margin: 0, padding: 0, minWidth: 0 }]);
globalStyle(`${fieldset} > legend`, { padding: 0, marginBlockEnd: tokens.space.xs });

export const optionalMark = style({ fontWeight: 400, color: themeVars.color.mutedText });

export const label = style({ fontWeight: 600, fontSize: tokens.text.small });

export const input = style({
  minHeight: tokens.size.touch,
  padding: `0 ${tokens.space.md}`,
  border: `1px solid ${themeVars.color.border}`,
  borderRadius: tokens.radius.control,
  background: themeVars.color.surface,
  color: themeVars.color.text,
  font: "inherit",
  selectors: {
    '&[aria-invalid="true"]': { borderColor: themeVars.color.danger, boxShadow: `0 0 0 1px ${themeVars.color.danger}` },
    "&:focus-visible": { outline: `3px solid ${themeVars.color.accent}`, outlineOffset: "1px" },
    ...leftToRightValues,
  },
});

export const textarea = style([input, { minHeight: "88px", padding: tokens.space.md, resize: "vertical" }]);

export const couponRow = style({ display: "flex", gap: tokens.space.sm });
globalStyle(`${couponRow} > input`, { flex: 1, minWidth: 0, textTransform: "uppercase" });

export const errorText = style({ margin: 0, color: themeVars.color.danger, fontSize: tokens.text.small, fontWeight: 600 });

export const successText = style({ margin: 0, color: themeVars.color.success, fontSize: tokens.text.small, fontWeight: 600, fontVariantNumeric: "tabular-nums" });

// Buttons.
const buttonBase = style({
  minHeight: tokens.size.touch,
  paddingInline: tokens.space.lg,
  borderRadius: tokens.radius.control,
  font: "inherit",
  fontWeight: 700,
  cursor: "pointer",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  textDecoration: "none",
  selectors: {
    "&:focus-visible": { outline: `3px solid ${themeVars.color.accent}`, outlineOffset: "2px" },
    "&:disabled": { opacity: 0.5, cursor: "not-allowed" },
    // A main action that stays focusable while disabled, so a tap can lead to what is missing.
    '&[aria-disabled="true"]': { opacity: 0.5 },
    // A button whose read or send is under way, and stays tappable.
    '&[aria-busy="true"]': { opacity: 0.75, cursor: "progress" },
  },
});

export const primaryButton = style([buttonBase, { border: 0, background: themeVars.color.primary, color: themeVars.color.onPrimary }]);

export const secondaryButton = style([
  buttonBase,
  { border: `1px solid ${themeVars.color.border}`, background: themeVars.color.surface, color: themeVars.color.text },
]);

export const wide = style({ width: "100%" });

// Upsell.
export const upsellList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridAutoFlow: "column",
  gridAutoColumns: "minmax(140px, 42%)",
  gap: tokens.space.md,
  overflowX: "auto",
  scrollSnapType: "x mandatory",
  paddingBlockEnd: tokens.space.xs,
});

export const upsellCard = style({
  display: "grid",
  gap: tokens.space.xs,
  padding: tokens.space.sm,
  borderRadius: tokens.radius.card,
  border: `1px solid ${themeVars.color.border}`,
  background: themeVars.color.surface,
  color: themeVars.color.text,
  textDecoration: "none",
  scrollSnapAlign: "start",
  selectors: { "&:focus-visible": { outline: `3px solid ${themeVars.color.accent}`, outlineOffset: "2px" } },
});

export const upsellImage = style({ width: "100%", height: "auto", aspectRatio: "16 / 10", objectFit: "cover", borderRadius: tokens.radius.control });

export const upsellName = style({ fontWeight: 600, fontSize: tokens.text.small, overflowWrap: "anywhere" });

// Payment type: segmented native radios, like the order type.
export const segments = style({ display: "grid", gridAutoFlow: "column", gridAutoColumns: "1fr", gap: tokens.space.xs, border: 0, margin: 0, padding: 0 });

export const segment = style({
  position: "relative",
  display: "grid",
  placeItems: "center",
  minHeight: tokens.size.touch,
  padding: `0 ${tokens.space.sm}`,
  borderRadius: tokens.radius.control,
  border: `1px solid ${themeVars.color.border}`,
  background: themeVars.color.surface,
  fontWeight: 600,
  fontSize: tokens.text.small,
  textAlign: "center",
  cursor: "pointer",
  selectors: {
    "&:has(input:checked)": { background: themeVars.color.primary, color: themeVars.color.onPrimary, borderColor: themeVars.color.primary },
    "&:has(input:focus-visible)": { outline: `3px solid ${themeVars.color.accent}`, outlineOffset: "2px" },
  },
});

export const segmentInput = style({ position: "absolute", opacity: 0, inset: 0, margin: 0, cursor: "pointer" });

// Totals.
export const totals = style({ margin: 0, display: "grid", gap: tokens.space.sm });

// On the label's baseline: a row whose label holds a button (the order's tips row, 'Remove tip') keeps its amount level with it.
export const totalRow = style({ display: "flex", justifyContent: "space-between", alignItems: "baseline", gap: tokens.space.md, fontVariantNumeric: "tabular-nums" });
globalStyle(`${totalRow} > dt`, { color: themeVars.color.mutedText });
globalStyle(`${totalRow} > dd`, { margin: 0, fontWeight: 600, textAlign: "end" });

export const grandTotal = style({
  borderBlockStart: `1px solid ${themeVars.color.border}`,
  paddingBlockStart: tokens.space.sm,
  fontSize: tokens.text.h3,
});
globalStyle(`${grandTotal} > dt`, { color: themeVars.color.text, fontWeight: 700 });
globalStyle(`${grandTotal} > dd`, { fontWeight: 800 });

export const struck = style({ color: themeVars.color.mutedText, fontWeight: 400, marginInlineEnd: tokens.space.sm });

export const banner = style({
  margin: 0,
  padding: tokens.space.md,
  borderRadius: tokens.radius.control,
  border: `1px solid ${themeVars.color.danger}`,
  background: `color-mix(in srgb, ${themeVars.color.danger} 8%, ${themeVars.color.surface})`,
  color: themeVars.color.danger,
  fontWeight: 600,
  textAlign: "center",
});

export const deliveryBar = style([card, { gridTemplateColumns: "minmax(0, 1fr) auto", alignItems: "center" }]);

export const actions = style({ display: "grid", gap: tokens.space.sm });

// The blur with a spinner while the coupon call runs (ordering spec §2).
const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const busy = style({
  position: "absolute",
  inset: 0,
  display: "grid",
  placeItems: "center",
  backdropFilter: "blur(3px)",
  background: `color-mix(in srgb, ${themeVars.color.background} 55%, transparent)`,
  zIndex: 5,
});

export const spinner = style({
  width: "40px",
  height: "40px",
  borderRadius: "50%",
  border: `4px solid ${themeVars.color.border}`,
  borderTopColor: themeVars.color.primary,
  animation: `${spin} 0.9s linear infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});

// The Active Order dialog: a card centred over the page.
export const dialogBox = style({
  width: "min(480px, calc(100vw - 32px))",
  height: "fit-content",
  margin: "auto",
  padding: tokens.space.lg,
  borderRadius: tokens.radius.card,
  background: themeVars.color.surface,
  color: themeVars.color.text,
  boxShadow: tokens.shadow.raised,
});

export const orderTable = style({ width: "100%", borderCollapse: "collapse", fontVariantNumeric: "tabular-nums" });
globalStyle(`${orderTable} th, ${orderTable} td`, { textAlign: "start", padding: `${tokens.space.xs} ${tokens.space.sm}`, borderBlockEnd: `1px solid ${themeVars.color.border}` });
globalStyle(`${orderTable} th:last-child, ${orderTable} td:last-child`, { textAlign: "end" });
