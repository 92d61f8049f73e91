import { useLayoutEffect, useRef } from "react";
import {
  tidyVenueHtmlElement,
  VENUE_HTML_ATTRIBUTES,
  VENUE_HTML_ELEMENT_ATTRIBUTES,
  VENUE_HTML_ELEMENTS,
  VENUE_HTML_GLOBAL_ATTRIBUTES,
} from "../../schemas/venue-html";

/** The venue HTML allow-list as the HTML Sanitizer API reads it: each element with its own attributes. */
const SANITIZER_CONFIG = {
  elements: VENUE_HTML_ELEMENTS.map((name) => ({ name, attributes: [...(VENUE_HTML_ELEMENT_ATTRIBUTES[name] ?? [])] })),
  attributes: [...VENUE_HTML_GLOBAL_ATTRIBUTES],
  comments: false,
  dataAttributes: false,
};

/** The HTML Sanitizer API's safe setter (Chromium 146+, Firefox 148+); absent elsewhere. */
type SetHtml = (html: string, options: { sanitizer: typeof SANITIZER_CONFIG }) => void;
const nativeSetHtml = (typeof Element !== "undefined" ? (Element.prototype as { setHTML?: SetHtml }).setHTML : undefined) ?? undefined;

/** DOMPurify, only for browsers without the Sanitizer API; fetched at start there, so it is ready when needed. */
const loadPurify = () => import("dompurify").then((m) => m.default);
if (typeof window !== "undefined" && !nativeSetHtml) void loadPurify();

/** The same allow-list for DOMPurify; a fragment, so the sanitised tree is inserted without a second parse. */
const PURIFY_CONFIG = {
  ALLOWED_TAGS: [...VENUE_HTML_ELEMENTS],
  ALLOWED_ATTR: [...VENUE_HTML_ATTRIBUTES],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  RETURN_DOM_FRAGMENT: true as const,
};

/** The rules neither sanitizer's configuration can say (URL schemes, per-element attributes, a new tab's rel). */
function tidy(root: Element | DocumentFragment): void {
  for (const element of root.querySelectorAll("*")) tidyVenueHtmlElement(element);
}

/**
 * Venue HTML (descriptions, pages, header and footer texts, form labels) inserted only through a sanitizer
 * configured with the allow-list of schemas/venue-html.ts, the one the server already applied at import:
 * formatting, links and images, nothing that runs. The browser's own `setHTML` does it where it exists, always
 * with that explicit list (an empty configuration crashes Chromium 156's renderer on some inputs); elsewhere
 * DOMPurify with the same list, loaded on demand, so its 12 kB (gzip) are not part of every first visit
 * (docs/decisions/0034).
 */
export function SafeHtml({ html, className, as: Tag = "div" }: { html: string | null | undefined; className?: string; as?: "div" | "span" | "section" }) {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !html) return;
    if (nativeSetHtml) {
      try {
        nativeSetHtml.call(element, html, { sanitizer: SANITIZER_CONFIG });
        tidy(element);
        return;
      } catch {
        // A Sanitizer API that refuses this configuration: DOMPurify below, never the bare default.
        element.replaceChildren();
      }
    }
    let current = true;
    void loadPurify().then((purify) => {
      if (!current) return;
      const fragment = purify.sanitize(html, PURIFY_CONFIG);
      tidy(fragment);
      element.replaceChildren(fragment);
    });
    return () => {
      current = false;
    };
  }, [html]);
  if (!html) return null;
  // Marks what came from the venue: tests/browser/hostile-html.spec.ts finds every venue text by it.
  return <Tag ref={ref as never} className={className} data-venue-html="" />;
}
