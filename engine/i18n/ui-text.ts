import type { Catalogue, TextKey } from "./catalogue/en";
import { enFirstScreens } from "./catalogue/en-first-screens";

export type { Catalogue, TextKey } from "./catalogue/en";

/** The UI languages of the spec; a venue language outside this list falls back to English texts. */
export const UI_LANGUAGES = ["en", "ar", "de", "es", "fr", "he", "it", "ja", "kp", "nl", "ru", "th", "tr", "zh"] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
const RTL_LANGUAGES = new Set(["ar", "he", "fa"]);

/**
 * One catalogue per UI language (`kp` is the spec's code for Korean), each its own chunk: English is the fallback
 * (its first screens' part always here, the rest with the modules that name it: `english` below), the guest's
 * language is loaded with the menu (loadCatalogue), the others never.
 */
const LOADERS: Readonly<Record<Exclude<UiLanguage, "en">, () => Promise<Catalogue>>> = {
  ar: () => import("./catalogue/ar").then((m) => m.ar),
  de: () => import("./catalogue/de").then((m) => m.de),
  es: () => import("./catalogue/es").then((m) => m.es),
  fr: () => import("./catalogue/fr").then((m) => m.fr),
  he: () => import("./catalogue/he").then((m) => m.he),
  it: () => import("./catalogue/it").then((m) => m.it),
  ja: () => import("./catalogue/ja").then((m) => m.ja),
  kp: () => import("./catalogue/kp").then((m) => m.kp),
  nl: () => import("./catalogue/nl").then((m) => m.nl),
  ru: () => import("./catalogue/ru").then((m) => m.ru),
  th: () => import("./catalogue/th").then((m) => m.th),
  tr: () => import("./catalogue/tr").then((m) => m.tr),
  zh: () => import("./catalogue/zh").then((m) => m.zh),
};

const loaded = new Map<string, Catalogue>();

/**
 * The English texts loaded so far, the fallback of every language: the first screens' part from the start, the
 * other screens' part once a module that names one of its keys has loaded (./other-screens-texts.ts).
 */
const english: Partial<Record<TextKey, string>> = { ...enFirstScreens };

/** Adds a part of the English catalogue; called by the part's loader module. */
export function addEnglishTexts(texts: Partial<Record<TextKey, string>>): void {
  Object.assign(english, texts);
}

function codeOf(language: string | undefined): string {
  return (language ?? "en").trim().toLowerCase();
}

/**
 * Makes `language`'s texts available to uiText. Resolves at once for English, for a language already
 * loaded and for one Carta has no catalogue for (English texts then); a failed download falls back the same way.
 */
export async function loadCatalogue(language: string | undefined): Promise<void> {
  const code = codeOf(language);
  if (code === "en" || loaded.has(code) || !Object.hasOwn(LOADERS, code)) return;
  try {
    loaded.set(code, await LOADERS[code as keyof typeof LOADERS]());
  } catch {
    // Offline before the chunk was cached: English texts are better than none.
  }
}

/** Right to left for ar, he and fa (both spec documents, section 9). */
export function directionOf(language: string | undefined): "rtl" | "ltr" {
  return language && RTL_LANGUAGES.has(language.slice(0, 2).toLowerCase()) ? "rtl" : "ltr";
}

function catalogueOf(language: string | undefined): Catalogue | undefined {
  return loaded.get(codeOf(language));
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
  // A key no loaded part has reads as itself: visible, never blank (the lint test keeps that from happening).
  const template =
    (fromVenue && fromVenue.trim() !== "" ? fromVenue : undefined) ?? catalogueOf(language)?.[key] ?? english[key] ?? key;
  return fillPlaceholders(template, values);
}

/** `{name}` placeholders filled from `values`; an unknown placeholder is left as written. */
export function fillPlaceholders(template: string, values?: Readonly<Record<string, string | number>>): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

/**
 * A plugin's text (docs/plugins.md, "Texts") in `language`, else its English, which the registry made sure
 * exists; an unknown key reads as itself, so a missing text is visible, never blank.
 */
export function pluginText(
  texts: ReadonlyMap<string, { value: ReadonlyMap<string, string> }>,
  key: string,
  language: string | undefined,
  values?: Readonly<Record<string, string | number>>,
): string {
  const byLanguage = texts.get(key)?.value;
  const code = (language ?? "en").toLowerCase();
  const template = byLanguage?.get(code) ?? byLanguage?.get(code.split("-")[0] ?? "") ?? byLanguage?.get("en") ?? key;
  return fillPlaceholders(template, values);
}
