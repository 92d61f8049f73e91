import { style } from "@vanilla-extract/css";

/**
 * Out of sight, still read: a heading, legend or label that a screen reader needs and the screen shows another
 * way, and the native radio or checkbox under a drawn one, which keeps the keyboard's and the screen reader's
 * behaviour. One rule for every screen, in the first screen's stylesheet (there were five copies of it).
 */
export const visuallyHidden = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clipPath: "inset(50%)",
  whiteSpace: "nowrap",
  border: 0,
});
