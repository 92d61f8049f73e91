/**
 * Table, room and area URLs (doc 1 §2): the first path segment (the second on a custom domain) is t, r or
 * a, then an encoded location. t and a mean Table, r means Room; a's value is hex-encoded text, t's and
 * r's are Hashids (docs/decisions/0004-hashids-for-location-urls.md).
 */
import { createHashids, type HashidsCodec } from "./hashids";
import type { LocationType } from "./order-type";

/** How t and r values were encoded: the deployment's Hashids salt and minimum length. */
export interface LocationHashOptions {
  salt?: string;
  minLength?: number;
}

/** A decoded location, ready for the cart's `orderLocation` and `orderLocationType`. */
export interface DecodedLocation {
  kind: "t" | "r" | "a";
  orderLocation: string;
  orderLocationType: LocationType;
}

const codecs = new Map<string, HashidsCodec>();

function codec(options: LocationHashOptions): HashidsCodec {
  const key = `${options.minLength ?? 0}|${options.salt ?? ""}`;
  let c = codecs.get(key);
  if (!c) {
    c = createHashids(options.salt ?? "", options.minLength ?? 0);
    codecs.set(key, c);
  }
  return c;
}

/** Hex to UTF-8 text ("5461626c652037" → "Table 7"); undefined for odd length, non-hex or invalid UTF-8. */
export function decodeHexText(hex: string): string | undefined {
  if (hex.length === 0 || hex.length % 2 !== 0 || !/^[0-9a-fA-F]+$/.test(hex)) return undefined;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** Text to lower-case hex of its UTF-8 bytes (the inverse of decodeHexText, for links and tests). */
export function encodeHexText(text: string): string {
  return Array.from(new TextEncoder().encode(text), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Encodes a table or room number the way t and r URLs carry it. */
export function encodeLocationHash(location: number, options: LocationHashOptions = {}): string {
  return codec(options).encode([location]);
}

/**
 * Decodes one kind and value. Hashids values give their first number as the location ("7"); a value that
 * does not decode (wrong salt, typo) gives undefined rather than a wrong table.
 */
export function decodeLocationValue(
  kind: string,
  value: string,
  options: LocationHashOptions = {},
): DecodedLocation | undefined {
  const raw = safeDecodeURIComponent(value.trim());
  if (raw === undefined || raw === "") return undefined;
  if (kind === "a") {
    const text = decodeHexText(raw)?.trim();
    return text ? { kind: "a", orderLocation: text, orderLocationType: "Table" } : undefined;
  }
  if (kind !== "t" && kind !== "r") return undefined;
  const first = codec(options).decode(raw)[0];
  if (first === undefined) return undefined;
  return { kind, orderLocation: String(first), orderLocationType: kind === "r" ? "Room" : "Table" };
}

function safeDecodeURIComponent(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/**
 * Reads a location from a URL path ("/t/jR", or "/menu/t/jR" with `customDomain`, where the segment
 * before it is the prefix the spec mentions). Returns undefined for any other path.
 */
export function decodeLocationPath(
  pathname: string,
  options: LocationHashOptions & { customDomain?: boolean } = {},
): DecodedLocation | undefined {
  const segments = pathname.split("?")[0]?.split("/").filter((s) => s !== "") ?? [];
  const at = options.customDomain ? 1 : 0;
  const kind = segments[at];
  const value = segments[at + 1];
  if (kind === undefined || value === undefined) return undefined;
  return decodeLocationValue(kind, value, options);
}
