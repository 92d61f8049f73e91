import type { Database, Queryable } from "../db/database";

/** A venue as the store keeps it: the default-language payload plus what a single response cannot hold. */
export interface StoredVenue {
  license: string;
  menuId: number;
  licenseStatus: string;
  defaultLanguage: string;
  /** The menu-data payload in the default language, as the backend sends it (media URLs already rewritten). */
  payload: Record<string, unknown>;
  /** Per language code, the overlay of translated texts (docs/venue-file.md). */
  translations: Record<string, unknown>;
  /** The venue file's coupons as written there (decoded again when one is served). */
  coupons: readonly unknown[];
  /** The venue file's delivery zones as written there (decoded again when used). */
  deliveryZones: readonly unknown[];
  customDomains: readonly string[];
  media: readonly VenueMedia[];
  /** The payment provider plugin its card payments go to (`paylink`), or null: no online payment. */
  paymentProvider: string | null;
  /** The venue file's `plugins`: options per plugin id (a provider's keys), read by server/payments/plugin-options.ts. */
  pluginOptions?: Readonly<Record<string, unknown>>;
}

export interface VenueMedia {
  path: string;
  contentType: string;
  body: Uint8Array;
}

export type VenueRecord = Omit<StoredVenue, "customDomains" | "media" | "coupons" | "deliveryZones" | "pluginOptions">;

/**
 * A venue file claims what another venue (another license) holds: its menu id or one of its custom domains.
 * `message` names both (`menu id 17 is already venue "demo"'s`).
 */
export class VenueClaimError extends Error {
  override readonly name = "VenueClaimError";
}

/**
 * Adds or replaces a venue with its domains and media in one transaction: all of it lands, or none. A menu id or
 * custom domain held by another venue is refused (VenueClaimError), checked inside the transaction; two imports at
 * the same moment cannot both win either: the store's unique keys (migration 20, venue_domains' primary key) stop
 * the second, whose error is told the same way.
 */
export async function replaceVenue(db: Database, venue: StoredVenue): Promise<void> {
  const domains = [...new Set(venue.customDomains.map((domain) => domain.toLowerCase()))];
  try {
    await writeVenue(db, venue, domains);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Lost a race to another import: say which venue won.
    throw (await findClaimConflict(db, venue.license, venue.menuId, domains)) ?? error;
  }
}

async function writeVenue(db: Database, venue: StoredVenue, domains: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    const conflict = await findClaimConflict(tx, venue.license, venue.menuId, domains);
    if (conflict) throw conflict;
    // Its own domains and media go with it (on delete cascade); another venue's are never touched.
    await tx.query("delete from venues where license = $1", [venue.license]);
    await tx.query(
      `insert into venues (license, menu_id, license_status, default_language, payload, translations, coupons, delivery_zones, payment_provider, plugin_options)
       values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7::jsonb, $8::jsonb, $9, $10::jsonb)`,
      [
        venue.license,
        venue.menuId,
        venue.licenseStatus,
        venue.defaultLanguage,
        JSON.stringify(venue.payload),
        JSON.stringify(venue.translations),
        JSON.stringify(venue.coupons),
        JSON.stringify(venue.deliveryZones),
        venue.paymentProvider,
        JSON.stringify(venue.pluginOptions ?? {}),
      ],
    );
    for (const domain of domains) {
      await tx.query("insert into venue_domains (domain, license) values ($1, $2)", [domain, venue.license]);
    }
    for (const item of venue.media) {
      await tx.query("insert into venue_media (license, path, content_type, body) values ($1, $2, $3, $4)", [
        venue.license,
        item.path,
        item.contentType,
        item.body,
      ]);
    }
  });
}

/** What another venue than `license` already holds of `menuId` and `domains`, as the error to throw; else undefined. */
async function findClaimConflict(db: Queryable, license: string, menuId: number, domains: readonly string[]): Promise<VenueClaimError | undefined> {
  const [byMenu] = await db.query<{ license: string }>("select license from venues where menu_id = $1 and license <> $2 limit 1", [menuId, license]);
  if (byMenu) return new VenueClaimError(`menu id ${menuId} is already venue "${byMenu.license}"'s`);
  for (const domain of domains) {
    const [byDomain] = await db.query<{ license: string }>("select license from venue_domains where domain = $1 and license <> $2", [domain, license]);
    if (byDomain) return new VenueClaimError(`custom domain ${domain} is already venue "${byDomain.license}"'s`);
  }
  return undefined;
}

/** PostgreSQL's unique_violation (23505), from either store. */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "23505";
}

/** A venues row as the record's columns read it (also the start of the venue context's row). */
export interface VenueRow {
  license: string;
  menu_id: number;
  license_status: string;
  default_language: string;
  payload: Record<string, unknown>;
  translations: Record<string, unknown>;
  payment_provider: string | null;
}

export async function findVenue(db: Queryable, license: string): Promise<VenueRecord | undefined> {
  const [row] = await db.query<VenueRow>(
    "select license, menu_id, license_status, default_language, payload, translations, payment_provider from venues where license = $1",
    [license],
  );
  return row ? venueRecordOf(row) : undefined;
}

/** The venue record of a venues row. */
export function venueRecordOf(row: VenueRow): VenueRecord {
  return {
    license: row.license,
    menuId: row.menu_id,
    licenseStatus: row.license_status,
    defaultLanguage: row.default_language,
    payload: row.payload,
    translations: row.translations,
    paymentProvider: row.payment_provider,
  };
}

export async function venueExists(db: Queryable, license: string): Promise<boolean> {
  const rows = await db.query("select 1 from venues where license = $1", [license]);
  return rows.length > 0;
}

/** The license a custom domain was registered for, if any. */
export async function findLicenseByCustomDomain(db: Queryable, domain: string): Promise<string | undefined> {
  const [row] = await db.query<{ license: string }>("select license from venue_domains where domain = $1", [
    domain.toLowerCase(),
  ]);
  return row?.license;
}

export async function findMedia(db: Queryable, license: string, path: string): Promise<VenueMedia | undefined> {
  const [row] = await db.query<{ path: string; content_type: string; body: Uint8Array }>(
    "select path, content_type, body from venue_media where license = $1 and path = $2",
    [license, path],
  );
  return row ? { path: row.path, contentType: row.content_type, body: row.body } : undefined;
}

/** One line of `npm run venue -- list` and of the staff call GET /admin/api/venues/. */
export interface VenueSummary {
  license: string;
  name: string;
  menu_id: number;
  license_status: string;
  custom_domains: string[];
  /** Language codes, the default first. */
  languages: string[];
  /** Orders placed at the venue so far. */
  orders: number;
}

/** The venues of the store by license, or the one venue `license` (none when it has no such venue). */
export async function listVenues(db: Queryable, license?: string): Promise<VenueSummary[]> {
  const rows = await db.query<{ license: string; name: string | null; menu_id: number; license_status: string; default_language: string; languages: unknown; domains: string[] | null; orders: number | string }>(
    `select v.license, v.payload->>'name' as name, v.menu_id, v.license_status, v.default_language, v.payload->'languages' as languages,
            (select array_agg(d.domain order by d.domain) from venue_domains d where d.license = v.license) as domains,
            (select count(*) from orders o where o.license = v.license) as orders
       from venues v ${license === undefined ? "" : "where v.license = $1"} order by v.license`,
    license === undefined ? [] : [license],
  );
  return rows.map((r) => ({
    license: r.license,
    name: r.name ?? "",
    menu_id: r.menu_id,
    license_status: r.license_status,
    custom_domains: r.domains ?? [],
    languages: languageCodes(r.default_language, r.languages),
    orders: Number(r.orders),
  }));
}

function languageCodes(defaultLanguage: string, listed: unknown): string[] {
  const codes = Array.isArray(listed) ? listed.flatMap((entry: unknown) => (typeof entry === "object" && entry !== null && typeof (entry as { code?: unknown }).code === "string" ? [(entry as { code: string }).code] : [])) : [];
  return [defaultLanguage, ...codes.filter((code) => code !== defaultLanguage)];
}

/** The venue whose menu id is `menuId` (the order and coupon calls name the menu, not the license). */
export async function findVenueByMenuId(db: Queryable, menuId: number): Promise<VenueRecord | undefined> {
  const rows = await db.query<{ license: string }>("select license from venues where menu_id = $1 limit 1", [menuId]);
  return rows[0] ? findVenue(db, rows[0].license) : undefined;
}

