import { ar } from "./catalogue/ar";
import { de } from "./catalogue/de";
import { en, type Catalogue } from "./catalogue/en";
import { es } from "./catalogue/es";
import { fr } from "./catalogue/fr";
import { he } from "./catalogue/he";
import { it } from "./catalogue/it";
import { ja } from "./catalogue/ja";
import { kp } from "./catalogue/kp";
import { nl } from "./catalogue/nl";
import { ru } from "./catalogue/ru";
import { th } from "./catalogue/th";
import { tr } from "./catalogue/tr";
import { zh } from "./catalogue/zh";
import type { UiLanguage } from "./ui-text";

/**
 * Every catalogue at once, for tests and tools. The app never imports this file: it loads the guest's
 * language alone (ui-text.ts), so a phone downloads one language, not fourteen.
 */
export const CATALOGUES: Readonly<Record<UiLanguage, Catalogue>> = { en, ar, de, es, fr, he, it, ja, kp, nl, ru, th, tr, zh };

/** The catalogue for `language` ("ar", " AR "), and the language it is in: English for one Carta has no texts for. */
export function catalogueFor(language: string): { language: UiLanguage; texts: Catalogue } {
  const code = language.trim().toLowerCase();
  const known = (Object.hasOwn(CATALOGUES, code) ? code : "en") as UiLanguage;
  return { language: known, texts: CATALOGUES[known] };
}
