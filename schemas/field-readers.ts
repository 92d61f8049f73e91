/**
 * How each leaf field of the payload is read off the wire, as plain functions with no Effect in them. The Effect
 * schemas of `schemas/fields.ts` (and the scalars of schemas/menu) read with these, and so does the menu decoder
 * generated at build time from those schemas (scripts/vite/menu-decoder-module.ts, decision 0052), which is why they
 * live apart: the first screen decodes a valid menu without loading Effect. A reader returns the decoded value, or
 * undefined when the input is not acceptable; a check returns whether the decoded value passes.
 * The rules are written down in docs/menu-payload.md.
 */
import { parseAmount, type Milli } from "./money";
import type { MenuField, MenuPluginFields, PluginFields, PluginFieldValue } from "./menu/plugin-fields";

export type Reader<T> = (input: unknown) => T | undefined;

export const isSafeWhole = (u: unknown): u is number => typeof u === "number" && Number.isSafeInteger(u) && u >= 0;
const DIGITS = /^\d{1,15}$/;
const NUMERIC = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

export const readId: Reader<number> = (u) => (isSafeWhole(u) ? u : typeof u === "string" && DIGITS.test(u) ? Number(u) : undefined);

export const readAmount: Reader<Milli> = parseAmount;

export const readRate: Reader<number> = (u) => {
  if (typeof u === "number") return Number.isFinite(u) ? u : undefined;
  if (typeof u !== "string") return undefined;
  const text = u.trim();
  return NUMERIC.test(text) ? Number(text) : undefined;
};

const TRUE_TEXTS = new Set(["true", "1"]);
const FALSE_TEXTS = new Set(["false", "0"]);

export const readFlag: Reader<boolean> = (u) => {
  if (u === true || u === 1) return true;
  if (u === false || u === 0) return false;
  if (typeof u !== "string") return undefined;
  const text = u.trim().toLowerCase();
  return TRUE_TEXTS.has(text) ? true : FALSE_TEXTS.has(text) ? false : undefined;
};

export const readOptionalText: Reader<string | null> = (u) => (u === null ? null : typeof u === "string" ? (u.trim() === "" ? null : u) : undefined);

export const readVersion: Reader<string | null> = (u) => {
  if (u === null) return null;
  if (typeof u === "number") return Number.isFinite(u) ? String(u) : undefined;
  if (typeof u !== "string") return undefined;
  const text = u.trim();
  return text === "" ? null : text;
};

export const readText: Reader<string> = (u) => (typeof u === "string" ? u : typeof u === "number" && Number.isFinite(u) ? String(u) : undefined);

/** What an address the venue supplies is used for: a link a guest follows, an image, or another media file. */
export type UrlUse = "link" | "image" | "media";

const SCHEME = /^\s*([a-z][a-z0-9+.-]*):/i;
const LINK_SCHEMES = new Set(["http", "https", "tel", "mailto"]);
const MEDIA_SCHEMES = new Set(["http", "https"]);

/**
 * Whether a venue's address may reach the page: http(s) always, tel: and mailto: for links, data: only for an
 * image, and the app's own paths (no scheme). javascript:, other data:, file: and the rest never do.
 */
export function isSafeUrl(url: string, use: UrlUse): boolean {
  const scheme = SCHEME.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined) return true;
  if (use === "link") return LINK_SCHEMES.has(scheme);
  if (use === "image" && scheme === "data") return /^\s*data:image\//i.test(url) && !/^\s*data:image\/svg/i.test(url);
  return MEDIA_SCHEMES.has(scheme);
}

let unsafeUrlsRemoved = 0;

/**
 * How many unsafe addresses the readers have removed so far: the menu decoder compares it before and after a
 * decode, and looks for where they were only when it moved (a whole-payload walk costs more than the decode).
 */
export function unsafeUrlCount(): number {
  return unsafeUrlsRemoved;
}

function safeOrNull(url: string, use: UrlUse): string | null {
  if (isSafeUrl(url, use)) return url;
  unsafeUrlsRemoved++;
  return null;
}

function optionalUrlReader(use: UrlUse): Reader<string | null> {
  return (u) => (u === null ? null : typeof u === "string" ? (u.trim() === "" ? null : safeOrNull(u, use)) : undefined);
}

/** An optional address per use (fields.ts `optionalUrl`): an unsafe one reads as null. */
export const readOptionalUrl: Readonly<Record<UrlUse, Reader<string | null>>> = {
  link: optionalUrlReader("link"),
  image: optionalUrlReader("image"),
  media: optionalUrlReader("media"),
};

/** A required image address: an unsafe one reads as "", which every consumer treats as no image. */
export const readImageUrl: Reader<string> = (u) => (typeof u === "string" ? (safeOrNull(u, "image") ?? "") : undefined);

export type TaxType = "percentage" | "fixed";
export const TAX_TYPES: ReadonlySet<string> = new Set(["percentage", "fixed"]);

export const readTaxType: Reader<TaxType> = (u) => {
  const text = typeof u === "string" ? u.trim().toLowerCase() : "";
  return TAX_TYPES.has(text) ? (text as TaxType) : undefined;
};

export const readViewFormat: Reader<1 | 2 | 3 | 4> = (u) => {
  const n = typeof u === "number" ? u : typeof u === "string" && /^\s*[1-4]\s*$/.test(u) ? Number(u) : Number.NaN;
  return n === 1 || n === 2 || n === 3 || n === 4 ? n : undefined;
};

export type PriceMath = "+" | "-";
const MATH_WORDS: Readonly<Record<string, PriceMath>> = { "+": "+", "-": "-", plus: "+", minus: "-" };

export const readPriceMath: Reader<PriceMath> = (u) => (typeof u === "string" ? MATH_WORDS[u.trim().toLowerCase()] : undefined);

const TIME = /^(\d{1,2}):([0-5]\d)(?::([0-5]\d))?$/;
const LOCAL_DATE_TIME = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])(?:T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d)?)?$/;

export const readTimeOfDay: Reader<string> = (u) => {
  const match = typeof u === "string" ? TIME.exec(u.trim()) : null;
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = match[2]!;
  const seconds = match[3] ?? "00";
  if (hours === 24) return minutes === "00" && seconds === "00" ? "00:00:00" : undefined;
  return hours <= 23 ? `${String(hours).padStart(2, "0")}:${minutes}:${seconds}` : undefined;
};

export const readWeekday: Reader<number> = (u) => (u === 0 ? 7 : typeof u === "number" && Number.isInteger(u) && u >= 1 && u <= 7 ? u : undefined);

// Checks, run on a value already decoded as a string or a number.

export const isKey = (s: string): boolean => s.trim() !== "";
export const isWhole = (n: number): boolean => Number.isSafeInteger(n) && n >= 0;
export const isInteger = (n: number): boolean => Number.isSafeInteger(n);
export const isBetween = (n: number, minimum: number, maximum: number): boolean => Number.isSafeInteger(n) && n >= minimum && n <= maximum;
export const isLocalDateTime = (s: string): boolean => LOCAL_DATE_TIME.test(s);
export const isFiniteNumber = (n: number): boolean => Number.isFinite(n);
export const isAtLeast = (n: number, minimum: number): boolean => n >= minimum;

// Guards of declared types (what the browser's storage holds, engine/storage/lenient.ts).

/** An amount in whole thousandths (`Milli`), as the app stores it. */
export const isStoredMilli = (u: unknown): u is number => typeof u === "number" && Number.isSafeInteger(u);

// The menu payload's plugin fields (schemas/menu/plugin-fields.ts, decision 0066).

/** Longer strings are not kept: the payload's fields a plugin reads are switches and short settings. */
export const PLUGIN_FIELD_TEXT_LIMIT = 1000;

function keptValue(value: unknown): value is PluginFieldValue {
  if (value === null || typeof value === "boolean") return true;
  if (typeof value === "number") return Number.isFinite(value);
  return typeof value === "string" && value.length <= PLUGIN_FIELD_TEXT_LIMIT;
}

/** The scalar fields of `input` that `decoded` (the core's decoded value) does not have; undefined when there are none. */
export function pluginFieldsOf(input: unknown, decoded: object): PluginFields | undefined {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return undefined;
  let fields: Record<string, PluginFieldValue> | undefined;
  for (const [name, value] of Object.entries(input)) {
    // "__proto__" (an own key of parsed JSON) would replace the record's prototype when assigned.
    if (Object.hasOwn(decoded, name) || name === "__proto__" || !keptValue(value)) continue;
    (fields ??= {})[name] = value;
  }
  return fields;
}

/**
 * The decoded menu with the plugins' fields of the payload it was decoded from. The decoded value has every field of
 * the core's schema (each has a default: tests/unit/schemas/plugin-fields.test.ts), so its own keys are the core's
 * names, and no list of them has to reach the first screen. The same value whichever decoder read the payload (the
 * first screen's generated one, or Effect's).
 */
export function withPluginFields<M extends object>(menu: M, input: unknown): M & MenuPluginFields {
  const fields = pluginFieldsOf(input, menu);
  return fields === undefined ? menu : { ...menu, pluginFields: fields };
}

/** Declares a menu field; keeps its reader and fallback types in step. */
export function defineMenuField<T extends PluginFieldValue>(field: MenuField<T>): MenuField<T> {
  return field;
}

/** The field's value in this menu: what its reader makes of the payload's value, else its fallback. */
export function menuFieldValue<T extends PluginFieldValue>(menu: MenuPluginFields, field: MenuField<T>): T {
  const raw = menu.pluginFields?.[field.name];
  if (raw === undefined) return field.fallback;
  return field.read(raw) ?? field.fallback;
}
