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
  doc.head.append(link);
}
