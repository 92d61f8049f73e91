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
  /** The stores' records in the browser's storage, as Effect decodes them with their schemas, or undefined where it would not. */
  export function decodeValidSavedCart(input: unknown): (typeof import("../../engine/cart/saved-cart").SavedCart)["Type"] | undefined;
  export function decodeValidSavedAddressBook(input: unknown): (typeof import("../../engine/cart/saved-cart").SavedAddressBook)["Type"] | undefined;
  export function decodeValidSavedContact(input: unknown): (typeof import("../../engine/checkout/saved-checkout").SavedContact)["Type"] | undefined;
  export function decodeValidSavedCheckout(input: unknown): (typeof import("../../engine/checkout/saved-checkout").SavedCheckout)["Type"] | undefined;
  export function decodeValidSavedVenueGroupState(
    input: unknown,
  ): (typeof import("../../plugins/integration-venue-group/saved-venue-group-state").SavedVenueGroupState)["Type"] | undefined;
  /* eslint-enable @typescript-eslint/consistent-type-imports */
  /** The menu payload's field names: the settings a layout condition may read as `settings.{name}`. */
  export const MENU_FIELD_NAMES: readonly string[];
}
