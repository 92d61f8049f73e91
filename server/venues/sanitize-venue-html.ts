/**
 * Venue HTML is sanitised once, here, when a venue file is imported: every field the app renders as HTML (listed
 * below, translations included) is run through DOMPurify over jsdom to the allow-list of schemas/venue-html.ts,
 * so the store never holds a script, a handler, a frame or a `javascript:` link. The browser sanitises again
 * with the same list (engine/react/safe-html.tsx); docs/decisions/0034 says why both.
 */
import { createRequire } from "node:module";
import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from "dompurify";
import { tidyVenueHtmlElement, VENUE_HTML_ATTRIBUTES, VENUE_HTML_ELEMENTS, type AttributeHost } from "../../schemas/venue-html";

const PURIFY_CONFIG: Config = {
  ALLOWED_TAGS: [...VENUE_HTML_ELEMENTS],
  ALLOWED_ATTR: [...VENUE_HTML_ATTRIBUTES],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
};

let purifier: DOMPurify | undefined;

/**
 * One DOMPurify over one jsdom window for the whole process, made on first use: jsdom takes a few hundred
 * milliseconds to load and a window some megabytes, which a server that imports no venue never pays.
 */
function venuePurifier(): DOMPurify {
  if (purifier) return purifier;
  // jsdom ships no types, and loading it lazily keeps it off the server's start-up path.
  const { JSDOM } = createRequire(import.meta.url)("jsdom") as { JSDOM: new (html: string) => { window: WindowLike } };
  const instance = createDOMPurify(new JSDOM("<!doctype html>").window);
  instance.setConfig(PURIFY_CONFIG);
  // DOMPurify's own lists are flat: the per-element attributes, URL schemes and new-tab rel are the schema's rules.
  instance.addHook("afterSanitizeAttributes", (node) => {
    if (node.nodeType === 1) tidyVenueHtmlElement(node as unknown as AttributeHost);
  });
  purifier = instance;
  return instance;
}

/** One venue text, sanitised to the allow-list. Plain text (no `<`, `>` or `&`) is returned as it is. */
export function sanitizeVenueHtml(html: string): string {
  if (!/[<>&]/.test(html)) return html;
  return venuePurifier().sanitize(html);
}

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A copy of `entity` with each of `fields` that holds a string sanitised. */
function sanitizeFields(entity: unknown, fields: readonly string[]): unknown {
  if (!isRecord(entity)) return entity;
  const out: Json = { ...entity };
  for (const field of fields) {
    const value = out[field];
    if (typeof value === "string") out[field] = sanitizeVenueHtml(value);
  }
  return out;
}

/** A list (payload: an array of entities) or a table (overlay: entities keyed by id), each entry's `fields` sanitised. */
function sanitizeEntries(entries: unknown, fields: readonly string[], each: (entity: unknown) => unknown = (e) => e): unknown {
  const one = (entity: unknown) => sanitizeFields(each(entity), fields);
  if (Array.isArray(entries)) return entries.map(one);
  if (isRecord(entries)) return Object.fromEntries(Object.entries(entries).map(([id, entity]) => [id, one(entity)]));
  return entries;
}

/** The payload's top-level texts the app renders as HTML (home, product and cart screens). */
const TOP_LEVEL_HTML_FIELDS = ["home_header_text", "home_footer_text", "product_footer_text", "cart_footer_text"] as const;

/** A form's fields: formBuilder labels are HTML, drawn by the form screen. */
function sanitizeForm(form: unknown): unknown {
  if (!isRecord(form) || !Array.isArray(form["form_data"])) return form;
  return { ...form, form_data: form["form_data"].map((field) => sanitizeFields(field, ["label"])) };
}

/**
 * The HTML fields of a payload or of one language's overlay (docs/venue-file.md, "Translations"): the
 * top-level texts, category and product descriptions, page contents and form field labels. Everything else is
 * returned as it was.
 */
function sanitizeTexts(texts: Json): Json {
  const out = sanitizeFields(texts, TOP_LEVEL_HTML_FIELDS) as Json;
  if ("categories" in out) out["categories"] = sanitizeEntries(out["categories"], ["description"]);
  if ("products" in out) out["products"] = sanitizeEntries(out["products"], ["description"]);
  if ("pages" in out) out["pages"] = sanitizeEntries(out["pages"], ["content"]);
  if ("forms" in out) out["forms"] = sanitizeEntries(out["forms"], [], sanitizeForm);
  return out;
}

/**
 * A raw venue file (decoded JSON) with every field the app renders as HTML sanitised, in the payload and in
 * each language of `translations`. A new value: the input is not changed.
 */
export function sanitizeVenueFileHtml(venueFile: Json): Json {
  const out = sanitizeTexts(venueFile);
  const translations = out["translations"];
  if (isRecord(translations)) {
    out["translations"] = Object.fromEntries(
      Object.entries(translations).map(([language, overlay]) => [language, isRecord(overlay) ? sanitizeTexts(overlay) : overlay]),
    );
  }
  return out;
}
