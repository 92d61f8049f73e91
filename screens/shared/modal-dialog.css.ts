import { globalStyle, keyframes, style } from "@vanilla-extract/css";

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The browser's dialog box. Its reset has no specificity (`:where`), so the screen's own class sizes and paints it. */
export const dialog = style({
  selectors: {
    "&::backdrop": { background: "rgba(0, 0, 0, 0.6)", animation: `${fadeIn} 160ms ease-out` },
  },
});
globalStyle(`:where(${dialog})`, { padding: 0, border: 0, maxWidth: "none", maxHeight: "none", overscrollBehavior: "contain", outline: "none" });

/** Fills the box, so a tap on the content never looks like a tap on the backdrop. */
export const content = style({ display: "grid", minHeight: "100%" });

// While a modal dialog is open the page under it stays put.
globalStyle("html:has(dialog[open]:modal)", { overflow: "hidden" });
