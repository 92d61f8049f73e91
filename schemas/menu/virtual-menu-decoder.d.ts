/** Generated at build time by scripts/vite/menu-decoder-module.ts from the first screen's schemas (decisions 0052, 0058). */
declare module "virtual:carta-menu-decoder" {
  // An ambient module cannot import at its top (that would make it an augmentation): the types are imported inline.
  /* eslint-disable @typescript-eslint/consistent-type-imports */
  /** The payload decoded exactly as Effect decodes MenuData, or undefined where Effect would report a problem. */
  export function decodeValidMenuData(input: unknown): import("./menu-data").MenuData | undefined;
  /** The answer of GET /en/api/menu_language/{license}/ as Effect decodes it, or undefined where Effect would not. */
  export function decodeValidMenuLanguageAnswer(input: unknown): import("../api/menu-language").MenuLanguageAnswer | undefined;
  /** The answer of GET /en/menus/custom-domain/{domain}/ as Effect decodes it, or undefined where Effect would not. */
  export function decodeValidCustomDomainAnswer(input: unknown): import("../api/custom-domain").CustomDomainAnswer | undefined;
  /* eslint-enable @typescript-eslint/consistent-type-imports */
  /** The menu payload's field names: the settings a layout condition may read as `settings.{name}`. */
  export const MENU_FIELD_NAMES: readonly string[];
}
