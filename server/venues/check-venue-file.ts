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
  const retired = retiredKeyProblem(raw);
  if (retired) return { ok: false, problems: [retired] };
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

/**
 * Keys a venue file once had that now live elsewhere, with where. Refused rather than ignored: an unknown key stays in
 * the served menu payload, and these hold what guests must never see (an employee's phone).
 */
const RETIRED_KEYS: Readonly<Record<string, string>> = {
  employees: 'moved to plugins["integration-venue-group"].employees, the venue-group plugin\'s options (docs/venue-file.md, decision 0066)',
};

function retiredKeyProblem(raw: unknown): string | undefined {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return undefined;
  const key = Object.keys(RETIRED_KEYS).find((name) => name in raw);
  return key === undefined ? undefined : `${key}: ${RETIRED_KEYS[key]}`;
}
