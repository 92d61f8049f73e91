import { enFirstScreens } from "./en-first-screens";
import { enOtherScreens } from "./en-other-screens";

/**
 * Every text the app shows, in English: the spec's defaults word for word. Keys starting with `ui_str_` are the
 * venue-overridable strings of the menu payload; the others are Carta's own. `{name}` marks a placeholder that
 * `uiText` fills; every translation keeps exactly the same placeholders. The texts are written in two parts, by
 * when the app loads them (en-first-screens.ts, en-other-screens.ts); tools, tests and the server read them here.
 */
export const en = { ...enFirstScreens, ...enOtherScreens } as const;

export type TextKey = keyof typeof en;
/** A language's texts: every key of `en`, so a missing translation is a type error. */
export type Catalogue = { readonly [K in TextKey]: string };
