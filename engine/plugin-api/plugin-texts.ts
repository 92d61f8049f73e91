import { UI_LANGUAGES } from "../i18n/ui-text";
import type { PluginTexts } from "./plugin";

/**
 * A plugin's catalogue of its own texts, per language, written the way the core's catalogues are: one object
 * per UI language, each with every key of the English one. `definePluginTexts` only gives it its type; a test of
 * the plugin calls `missingPluginTexts` so a text added in English alone is caught before a guest reads English.
 */
export function definePluginTexts<Keys extends string>(texts: { en: Readonly<Record<Keys, string>> } & Readonly<Record<string, Readonly<Record<Keys, string>>>>): PluginTexts {
  return texts;
}

/** `language:key` for each of the 14 UI languages lacking a key the English texts have (empty when complete). */
export function missingPluginTexts(texts: PluginTexts): string[] {
  const keys = Object.keys(texts["en"] ?? {});
  return UI_LANGUAGES.flatMap((language) => keys.filter((key) => !(texts[language]?.[key] ?? "").trim()).map((key) => `${language}:${key}`));
}
