import { ar } from "./catalogue/ar";
import { de } from "./catalogue/de";
import { en, type Catalogue, type TextKey } from "./catalogue/en";
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

export type { Catalogue, TextKey } from "./catalogue/en";

/** The UI languages of the spec; a venue language outside this list falls back to English texts. */
export const UI_LANGUAGES = ["en", "ar", "de", "es", "fr", "he", "it", "ja", "kp", "nl", "ru", "th", "tr", "zh"] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
const RTL_LANGUAGES = new Set(["ar", "he", "fa"]);

/** One catalogue per UI language (`kp` is the spec's code for Korean). */
export const CATALOGUES: Readonly<Record<UiLanguage, Catalogue>> = { en, ar, de, es, fr, he, it, ja, kp, nl, ru, th, tr, zh };

/** Right to left for ar, he and fa (both spec documents, section 9). */
export function directionOf(language: string | undefined): "rtl" | "ltr" {
  return language && RTL_LANGUAGES.has(language.slice(0, 2).toLowerCase()) ? "rtl" : "ltr";
}

function catalogueOf(language: string | undefined): Catalogue | undefined {
  const code = (language ?? "en").trim().toLowerCase();
  return Object.hasOwn(CATALOGUES, code) ? CATALOGUES[code as UiLanguage] : undefined;
}

/**
 * The text for `key` in `language`: the venue's own `ui_strings` win for `ui_str_*` keys, then the
 * language's catalogue, then English. `{name}` placeholders are filled from `values`.
 */
export function uiText(
  key: TextKey,
  language: string | undefined,
  venueStrings: Readonly<Record<string, string | null | undefined>> | undefined,
  values?: Readonly<Record<string, string | number>>,
): string {
  const fromVenue = key.startsWith("ui_str_") ? venueStrings?.[key] : undefined;
  const template =
    (fromVenue && fromVenue.trim() !== "" ? fromVenue : undefined) ?? catalogueOf(language)?.[key] ?? en[key];
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}
