import { ar } from "./catalogue/ar";
import { en, type Catalogue, type TextKey } from "./catalogue/en";

export type { TextKey } from "./catalogue/en";

/** The UI languages of the spec; a venue language outside this list falls back to English texts. */
export const UI_LANGUAGES = ["en", "ar", "de", "es", "fr", "he", "it", "ja", "kp", "nl", "ru", "th", "tr", "zh"] as const;
const RTL_LANGUAGES = new Set(["ar", "he", "fa"]);

const CATALOGUES: Readonly<Record<string, Catalogue>> = { en, ar };

/** Right to left for ar, he and fa (both spec documents, section 9). */
export function directionOf(language: string | undefined): "rtl" | "ltr" {
  return language && RTL_LANGUAGES.has(language.slice(0, 2).toLowerCase()) ? "rtl" : "ltr";
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
    (fromVenue && fromVenue.trim() !== "" ? fromVenue : undefined) ??
    CATALOGUES[language ?? "en"]?.[key] ??
    en[key];
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
