/**
 * The menu decoder of the first screen: the decoder generated at build time from MenuData
 * (`virtual:carta-menu-decoder`, decision 0052) reads a valid payload without Effect; only a payload with a problem
 * to list loads Effect, through decodeMenuData. The answer is decodeMenuData's, repairs and problems included
 * (tests/property/generated-menu-decoder.test.ts).
 */
import { decodeValidMenuData } from "virtual:carta-menu-decoder";
import { unsafeUrlCount } from "../field-readers";
import type { MenuDecoded } from "./decode-menu-data";
import { dropDanglingReferences, unsafeUrlRepairs } from "./menu-repairs";
import { withPluginFields } from "../field-readers";

/** decodeMenuData's answer for a payload whose every field reads; undefined when one does not (Effect says why). */
export function decodeValidMenu(input: unknown): Extract<MenuDecoded, { ok: true }> | undefined {
  const unsafeBefore = unsafeUrlCount();
  const value = decodeValidMenuData(input);
  if (value === undefined) return undefined;
  // Every field reads; references between the lists may still dangle (as in decodeMenuData).
  const repairs = unsafeUrlCount() === unsafeBefore ? [] : unsafeUrlRepairs(input);
  const checked = dropDanglingReferences(value, repairs);
  return { ok: true, value: withPluginFields(repairs.length === 0 ? value : checked, input), repairs };
}

/** decodeMenuData, with Effect loaded only when the payload has something to repair or refuse. */
export async function decodeMenuDataLoadingEffect(input: unknown): Promise<MenuDecoded> {
  return decodeValidMenu(input) ?? (await import("./decode-menu-data")).decodeMenuData(input);
}
