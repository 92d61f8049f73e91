import { style } from "@vanilla-extract/css";
import { LANGUAGE_LIST_STACK } from "../../themes/fonts";

/** The language list's face on left-to-right pages (themes/fonts.ts says why). */
export const languageList = style({
  selectors: { 'html[dir="ltr"] &': { fontFamily: LANGUAGE_LIST_STACK } },
});
