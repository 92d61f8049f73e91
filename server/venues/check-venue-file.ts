import { decodeVenueFile } from "../../schemas/venue-file";

/** What the importer needs to know of a venue file once the schema has accepted it. */
export interface VenueFileFacts {
  license: string;
  menuId: number;
  licenseStatus: string;
  defaultLanguage: string;
  customDomains: readonly string[];
  mediaFolder: string;
}

/**
 * Decodes a venue file with the same schema the app decodes menus with (schemas/venue-file.ts); on failure
 * the problems read like `products[3].price: expected a number`, first problem first.
 */
export function checkVenueFile(raw: unknown): { ok: true; value: VenueFileFacts } | { ok: false; problems: readonly string[] } {
  const decoded = decodeVenueFile(raw);
  if (!decoded.ok) return { ok: false, problems: decoded.problems.map((p) => p.text) };
  const file = decoded.value;
  return {
    ok: true,
    value: {
      license: file.license,
      menuId: file.id,
      licenseStatus: file.license_status,
      defaultLanguage: file.selected_language ?? file.languages[0]?.code ?? "en",
      customDomains: file.custom_domains,
      mediaFolder: file.media,
    },
  };
}
