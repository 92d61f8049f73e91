import { globalStyle } from "@vanilla-extract/css";
import { themeVars } from "./contract.css";
import { tokens } from "./tokens.css";
import "./default-theme.css";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });
// The venue's background on the root too, not only the body: the root's is the canvas's, below a screen shorter than
// the phone and past its ends when scrolled too far, and index.html's splash gives the root a colour of its own.
globalStyle("html", { WebkitTextSizeAdjust: "100%", textSizeAdjust: "100%", background: themeVars.color.background });
globalStyle("body", {
  margin: 0,
  background: themeVars.color.background,
  color: themeVars.font.body.color,
  fontFamily: themeVars.font.body.family,
  fontSize: themeVars.font.body.size,
  lineHeight: tokens.text.lineHeight,
  WebkitFontSmoothing: "antialiased",
});
globalStyle("h1, h2, h3", { fontFamily: themeVars.font.heading.family, lineHeight: 1.25, margin: 0 });
globalStyle("img", { maxWidth: "100%", display: "block" });
globalStyle("button, input, select, textarea", { font: "inherit", color: "inherit" });
globalStyle(":focus-visible", { outline: `3px solid ${themeVars.color.accent}`, outlineOffset: "2px" });
globalStyle("a", { color: "inherit" });
// A phone number, the venue's HTML included, reads left to right and stays whole: written with plain spaces, its
// groups would otherwise run right to left on an Arabic page ("0199 555 04") and break between them.
globalStyle('a[href^="tel:"]', { whiteSpace: "nowrap", direction: "ltr", unicodeBidi: "isolate" });
globalStyle("*", {
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none !important", animation: "none !important" } },
});
