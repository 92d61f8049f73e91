/** Generated at build time by scripts/vite/menu-decoder-module.ts from MenuData (decision 0052). */
declare module "virtual:carta-menu-decoder" {
  /** The payload decoded exactly as Effect decodes MenuData, or undefined where Effect would report a problem. */
  // An ambient module cannot import at its top (that would make it an augmentation): the type is imported inline.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  export function decodeValidMenuData(input: unknown): import("./menu-data").MenuData | undefined;
}
