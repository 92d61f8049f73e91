import fs from "node:fs";
import path from "node:path";
import { checkVenueFile } from "./check-venue-file";
import type { Database } from "../db/database";
import { collectVenueAssetFiles, collectVenueMedia } from "./venue-media";
import { sanitizeVenueFileHtml } from "./sanitize-venue-html";
import { replaceVenue, VenueClaimError, type StoredVenue } from "./venue-store";
import { announceVenueChanged } from "./venue-changes";
import { PLUGIN_IDS } from "../../plugins/plugin-list";
import { loadServerPlugins } from "../plugins/load-server-plugins";
import { pluginOptionProblems } from "../plugins/plugin-services";

/** A venue file was refused: `message` names the file and the first problem's path. Nothing was written. */
export class VenueImportError extends Error {
  override readonly name = "VenueImportError";
}

/** Keys of a venue file that are not part of the served payload (docs/venue-file.md). */
const FILE_ONLY_KEYS = new Set(["custom_domains", "translations", "media", "coupons", "delivery_zones", "payment_provider", "plugins"]);

/**
 * Reads, validates and prepares a venue file without touching the database: decoding with the payload schema,
 * then every referenced image read from the media folder. Throws VenueImportError on the first problem.
 */
export function readVenueFile(file: string): StoredVenue {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (error) {
    throw new VenueImportError(`${file}: cannot be read (${error instanceof Error ? error.message : String(error)})`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new VenueImportError(`${file}: not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  const checked = checkVenueFile(raw);
  if (!checked.ok) throw new VenueImportError(`${file}: ${checked.problems[0] ?? "invalid venue file"}`);
  const venue = checked.value;
  const baseDir = path.dirname(path.resolve(file));
  let collected;
  try {
    collected = collectVenueMedia(raw, { baseDir, mediaFolder: venue.mediaFolder, license: venue.license });
  } catch (error) {
    throw new VenueImportError(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const rewritten = sanitizeVenueFileHtml(collected.rewritten as Record<string, unknown>);
  const payload = Object.fromEntries(Object.entries(rewritten).filter(([key]) => !FILE_ONLY_KEYS.has(key)));
  const translations = (rewritten["translations"] ?? {}) as Record<string, unknown>;
  const assets = collectVenueAssetFiles({ baseDir, mediaFolder: venue.mediaFolder });
  const media = [...collected.media, ...assets.filter((asset) => !collected.media.some((m) => m.path === asset.path))];
  return {
    license: venue.license,
    menuId: venue.menuId,
    licenseStatus: venue.licenseStatus,
    defaultLanguage: venue.defaultLanguage,
    payload,
    translations,
    coupons: Array.isArray(rewritten["coupons"]) ? rewritten["coupons"] : [],
    deliveryZones: Array.isArray(rewritten["delivery_zones"]) ? rewritten["delivery_zones"] : [],
    customDomains: venue.customDomains,
    media,
    paymentProvider: typeof rewritten["payment_provider"] === "string" ? rewritten["payment_provider"] : null,
    pluginOptions: isRecord(rewritten["plugins"]) ? rewritten["plugins"] : {},
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Adds or replaces the venue of `file` in one transaction; returns its license. A file whose menu id or custom
 * domain another venue holds is refused, naming that venue; re-importing the same license replaces it.
 */
export async function importVenueFile(db: Database, file: string): Promise<string> {
  const venue = readVenueFile(file);
  // Each plugin's options by the schema its server half declares (decision 0047).
  const [problem] = pluginOptionProblems(await loadServerPlugins(PLUGIN_IDS), venue.pluginOptions ?? {});
  if (problem) throw new VenueImportError(`${file}: ${problem}`);
  try {
    await replaceVenue(db, venue);
  } catch (error) {
    if (error instanceof VenueClaimError) throw new VenueImportError(`${file}: ${error.message}`);
    throw error;
  }
  await announceVenueChanged(db, venue.license);
  return venue.license;
}

