/**
 * What venue HTML (descriptions, pages, header and footer texts, form labels) may hold, once for both ends: the
 * server's sanitiser keeps exactly this at import (server/venues/sanitize-venue-html.ts) and the browser's
 * `SafeHtml` keeps it again (engine/react/safe-html.tsx). Formatting, links and images; nothing that runs, loads
 * a document, submits, styles the page or names a DOM id (docs/decisions/0034). Pure: no DOM here, so both a
 * jsdom element and a browser element can be tidied by `tidyVenueHtmlElement`.
 */

/** Elements kept (HTML namespace only: no SVG or MathML). Any other element goes. */
export const VENUE_HTML_ELEMENTS = [
  "p",
  "br",
  "hr",
  "b",
  "strong",
  "i",
  "em",
  "u",
  "s",
  "small",
  "sub",
  "sup",
  "span",
  "div",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "ul",
  "ol",
  "li",
  "blockquote",
  "a",
  "img",
] as const;
export type VenueHtmlElement = (typeof VENUE_HTML_ELEMENTS)[number];

/** Attributes kept on every allowed element: writing direction (Arabic in an English text), language, a tooltip. */
export const VENUE_HTML_GLOBAL_ATTRIBUTES = ["dir", "lang", "title"] as const;

/** Attributes kept on one element besides the global ones. */
export const VENUE_HTML_ELEMENT_ATTRIBUTES: Readonly<Partial<Record<VenueHtmlElement, readonly string[]>>> = {
  a: ["href", "target", "rel"],
  img: ["src", "alt", "width", "height"],
};

/** Every attribute name that may appear somewhere, for sanitisers that take one flat list. */
export const VENUE_HTML_ATTRIBUTES: readonly string[] = [
  ...VENUE_HTML_GLOBAL_ATTRIBUTES,
  ...new Set(Object.values(VENUE_HTML_ELEMENT_ATTRIBUTES).flat()),
];

/** URL schemes a link may use; an image loads over HTTP(S) only. A URL without a scheme (relative) is kept. */
const URL_SCHEMES: Readonly<Record<string, readonly string[]>> = {
  href: ["http", "https", "mailto", "tel"],
  src: ["http", "https"],
};

/** The `rel` every link opening a new tab gets: the new page cannot reach back into the menu, nor learn its address. */
export const NEW_TAB_REL = "noopener noreferrer";

/**
 * Whether `url` may stand in `attribute` (`href` or `src`). Spaces and control characters are dropped before the
 * scheme is read, more than a browser drops, so `java\tscript:` and ` javascript:` are both seen as `javascript:`
 * (the value given is already entity-decoded: the HTML parser decoded `jav&#x61;script:`).
 */
export function isAllowedVenueUrl(attribute: string, url: string): boolean {
  const schemes = URL_SCHEMES[attribute];
  if (schemes === undefined) return true;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
  const compact = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, "");
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1];
  return scheme === undefined || schemes.includes(scheme.toLowerCase());
}

/** Whether `attribute` may stay on `element` (both lower case), whatever its value. */
export function isAllowedVenueAttribute(element: string, attribute: string): boolean {
  return (
    (VENUE_HTML_GLOBAL_ATTRIBUTES as readonly string[]).includes(attribute) ||
    (VENUE_HTML_ELEMENT_ATTRIBUTES[element as VenueHtmlElement]?.includes(attribute) ?? false)
  );
}

/** Whether `element` (lower case, HTML namespace) may stay. */
export function isAllowedVenueElement(element: string): boolean {
  return (VENUE_HTML_ELEMENTS as readonly string[]).includes(element);
}

/** The part of an element the tidy-up needs: a jsdom element and a browser element both have it. */
export interface AttributeHost {
  readonly localName: string;
  getAttributeNames(): string[];
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
}

/**
 * The attribute rules a sanitiser's own configuration cannot say, applied to one element it kept: attributes
 * not allowed on this element go, a link or image URL with another scheme goes (`data:`, `vbscript:`, …), a
 * `target` other than `_blank` goes, and a link opening a new tab gets `rel="noopener noreferrer"`.
 */
export function tidyVenueHtmlElement(element: AttributeHost): void {
  const tag = element.localName;
  for (const name of element.getAttributeNames()) {
    const value = element.getAttribute(name) ?? "";
    const keep = isAllowedVenueAttribute(tag, name) && isAllowedVenueUrl(name, value) && (name !== "target" || value === "_blank");
    if (!keep) element.removeAttribute(name);
  }
  if (element.getAttribute("target") === "_blank") element.setAttribute("rel", NEW_TAB_REL);
}
