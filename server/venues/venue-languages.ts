import type { VenueRecord } from "./venue-store";

export interface LanguageEntry {
  code: string;
  name_local: string;
}

/** The venue's languages as its payload lists them; the default language alone when the list is missing. */
export function venueLanguages(venue: VenueRecord): LanguageEntry[] {
  const listed = venue.payload["languages"];
  if (!Array.isArray(listed)) return [{ code: venue.defaultLanguage, name_local: venue.defaultLanguage }];
  return listed.flatMap((entry: unknown) => {
    if (typeof entry !== "object" || entry === null) return [];
    const { code, name_local } = entry as Record<string, unknown>;
    return typeof code === "string" ? [{ code, name_local: typeof name_local === "string" ? name_local : code }] : [];
  });
}
