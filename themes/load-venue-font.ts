/**
 * Loads the venue's own web fonts from its font setting (`theme_data.font_url`, a font-service stylesheet)
 * without blocking the first paint. When it cannot be reached (offline, no network), the family names in
 * the theme simply fall through to the always-loaded families and the system stack.
 */
export function loadVenueFont(fontUrl: string | null | undefined, doc: Document = document): void {
  const href = fontUrl?.trim();
  if (!href || !/^https?:\/\//i.test(href)) return;
  if (doc.querySelector(`link[data-venue-font="${CSS.escape(href)}"]`)) return;
  const link = doc.createElement("link");
  link.rel = "stylesheet";
  link.href = href;
  link.crossOrigin = "anonymous";
  link.dataset["venueFont"] = href;
  // Applied once it has arrived, never holding up a paint; `display=swap` faces then replace the fallback.
  link.media = "print";
  link.addEventListener("load", () => (link.media = "all"), { once: true });
  doc.head.append(link);
}

/** Google Fonts' CSS API: the default web font service (https, `family=Name:wght@400;700`, `display=swap`). */
export const DEFAULT_FONT_SERVICE = "https://fonts.googleapis.com/css2";

/** Families every phone has, or that the app already ships: never asked of the service. */
const NOT_FROM_THE_SERVICE = new Set(
  ["inter", "noto sans arabic", "system-ui", "sans-serif", "serif", "monospace", "arial", "helvetica", "georgia", "times new roman", "-apple-system", "roboto", "segoe ui"],
);

/**
 * The font service's stylesheet URL for the families the venue's theme names per element (body, heading,
 * category title, product title, price, button), regular and bold, with `display=swap` so text shows at once in
 * the fallback face. Undefined when the theme names none the app does not already have, or without a service.
 */
export function themeFontsUrl(
  fonts: Readonly<Record<string, { family?: string | null } | null | undefined>> | null | undefined,
  serviceUrl: string | undefined = DEFAULT_FONT_SERVICE,
): string | undefined {
  if (!serviceUrl || !/^https?:\/\//i.test(serviceUrl)) return undefined;
  const families = new Set<string>();
  for (const setting of Object.values(fonts ?? {})) {
    const name = setting?.family?.trim().replace(/\s+/g, " ");
    if (name && /^[\p{L}\p{N} -]{1,60}$/u.test(name) && !NOT_FROM_THE_SERVICE.has(name.toLowerCase())) families.add(name);
  }
  if (families.size === 0) return undefined;
  const query = [...families].sort().map((name) => `family=${encodeURIComponent(name).replace(/%20/g, "+")}:wght@400;700`);
  return `${serviceUrl}?${query.join("&")}&display=swap`;
}
