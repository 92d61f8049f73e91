import { globalStyle, style } from "@vanilla-extract/css";
import { themeVars } from "../../themes/contract.css";
import { tokens } from "../../themes/tokens.css";

export const page = style({
  maxWidth: tokens.size.page,
  marginInline: "auto",
  padding: `${tokens.space.xl} ${tokens.space.lg} ${tokens.space.xxxl}`,
  display: "grid",
  gap: tokens.space.lg,
});

// A word longer than the line (German's Lebensmittelinformationsverordnung, a pasted link) breaks inside it rather
// than widening the page past the phone's screen, as the content below already does.
export const title = style({ fontSize: tokens.text.h1, textWrap: "balance", overflowWrap: "anywhere", color: themeVars.font.heading.color });

/** The venue's HTML: readable line length and spacing whatever tags it brings. */
export const content = style({ color: themeVars.color.text, overflowWrap: "anywhere" });
globalStyle(`${content} > *`, { marginBlock: 0 });
globalStyle(`${content} > * + *`, { marginBlockStart: tokens.space.md });
globalStyle(`${content} :is(h2, h3, h4)`, { fontSize: tokens.text.h3, marginBlockStart: tokens.space.xl });
globalStyle(`${content} img`, { height: "auto", borderRadius: tokens.radius.card });
globalStyle(`${content} a`, { color: themeVars.color.primary, textDecoration: "underline", textUnderlineOffset: "2px" });
globalStyle(`${content} :is(ul, ol)`, { paddingInlineStart: tokens.space.xl });
