import { decodeMenuData, type MenuData } from "../../schemas/menu";
import type { Database, Queryable } from "../db/database";
import { localisedPayload } from "./localised-payload";
import { normaliseHost, resolveLicenseForHost } from "./resolve-host";
import { onVenueChanged } from "./venue-changes";
import { venueLanguages, type LanguageEntry } from "./venue-languages";
import { venueRecordOf, type VenueRecord, type VenueRow } from "./venue-store";

/**
 * The venue context (decision 0036): each venue read from the store once, decoded once, and shared by every request
 * until the venue is imported again. A menu GET, an order, a tip or a staff change then costs no venue query and no
 * menu decode. Freshness has two guards: the import's NOTIFY on 'venue_changed' (server/venues/venue-changes.ts)
 * drops a venue at once in every server on the database, and a context is compared with the row's version
 * (venueVersionSql) once it is a second old, so a missed NOTIFY (a dropped LISTEN connection) costs a few seconds of
 * the old menu at most. Under steady traffic that check runs behind the requests, which keep getting the context
 * meanwhile (no request waits for the database); after a quiet spell of three seconds the first request waits for
 * it. A caller that reads the version in a query it makes anyway (an order change joins its venue) asks
 * `at(license, version)` and is never behind at all.
 */

/** One version of a venue, as the store held it when read. */
export interface VenueContext {
  readonly venue: VenueRecord;
  /** The venue's languages as its payload lists them (server/venues/venue-languages.ts). */
  readonly languages: readonly LanguageEntry[];
  /** The venue file's coupons, as written there. */
  readonly coupons: readonly unknown[];
  /** The venue file's delivery zones, as written there. */
  readonly deliveryZones: readonly unknown[];
  /** Each plugin's options by plugin id, as the venue file wrote them (decision 0047). */
  readonly pluginOptions: Readonly<Record<string, unknown>>;
  /** The row's version when read (venueVersionSql): what the freshness checks compare. */
  readonly version: string;
  /** The menu in the default language as the app reads it (schemas/menu), decoded on first use; undefined if it does not decode. */
  readonly menu: MenuData | undefined;
  /**
   * A value computed once from this version of the venue (the menu answer's bytes per language) and dropped with it.
   * A rejected promise is not kept: the next caller computes again.
   */
  derived<T>(key: string, compute: () => T): T;
}

/** Every venue's context, read on demand. */
export interface VenueContexts {
  /** The venue's current context; undefined for no such venue. */
  get(license: string): Promise<VenueContext | undefined>;
  /**
   * The venue's context at `version`, a version the caller has just read from the store (venueVersionSql): the
   * cached context when it is that version, else the venue read again.
   */
  at(license: string, version: string): Promise<VenueContext | undefined>;
  /** The context of the venue whose menu id is `menuId` (orders and coupons name the menu, not the license). */
  byMenuId(menuId: number): Promise<VenueContext | undefined>;
  /** resolveLicenseForHost, remembered for a second per host and forgotten on any import. */
  licenseForHost(host: string, defaultLicense: string | undefined): Promise<string | undefined>;
  /** Forgets one venue (a NOTIFY with its license), or every venue. Lookups by host and menu id are always forgotten. */
  invalidate(license?: string): void;
  /** Stops listening for imports. */
  close(): Promise<void>;
}

export interface VenueContextOptions {
  /**
   * How long a context is served before its version is compared again (in the background until it is three times
   * as old, then before it is served); 0 compares on every read, before serving. Default 1 s.
   */
  recheckMs?: number;
  /** A monotonic clock in milliseconds (tests move it); `performance.now` by default. */
  clock?: () => number;
}

const RECHECK_MS = 1_000;
/** Up to this many recheck periods old, a context is served while its version check runs. */
const STALE_WHILE_CHECKING = 3;

/**
 * SQL for a venue row's version: `updated_at` (set by each import) and `xmin` (PostgreSQL's row version, changed by
 * any write to the row, so a hand edit in psql is noticed too). `table` is the venues table's name or alias.
 */
export function venueVersionSql(table = "venues"): string {
  return `${table}.updated_at::text || ' ' || ${table}.xmin::text`;
}
/** Host and menu-id lookups kept at most: a flood of made-up host names must not grow the cache without end. */
const MAX_LOOKUPS = 10_000;

/** Venue contexts over `db` that hear every import on it (this process's and other processes'): what buildServer uses. */
export async function openVenueContexts(db: Database, options: VenueContextOptions = {}): Promise<VenueContexts> {
  const contexts = createVenueContexts(db, options);
  const stopListening = await onVenueChanged(db, (license) => contexts.invalidate(license === "" ? undefined : license));
  return { ...contexts, close: stopListening };
}

/**
 * The venue contexts of a server context; one that compares the version on every read when the server built none
 * (a command-line tool's context): correct without a listener, and still decoding each venue version once.
 */
export function venueContextsOf(ctx: { db: Queryable; venues?: VenueContexts }): VenueContexts {
  return (ctx.venues ??= createVenueContexts(ctx.db, { recheckMs: 0 }));
}

interface Entry {
  /** The context as read when this entry was made. */
  readonly loaded: Promise<VenueContext | undefined>;
  /** When `loaded` was last known to be the store's version. */
  checkedAt: number;
  /** The version check under way, shared by the requests that arrive meanwhile. */
  checking: Promise<VenueContext | undefined> | undefined;
}

/** Venue contexts over `db` without a listener: fresh within `recheckMs` of an import. */
export function createVenueContexts(db: Queryable, options: VenueContextOptions = {}): VenueContexts {
  const recheckMs = options.recheckMs ?? RECHECK_MS;
  const clock = options.clock ?? (() => performance.now());
  const entries = new Map<string, Entry>();
  const lookups = new Map<string, { at: number; license: Promise<string | undefined> }>();

  function load(license: string): Promise<VenueContext | undefined> {
    const entry: Entry = { loaded: readVenueContext(db, license), checkedAt: clock(), checking: undefined };
    entries.set(license, entry);
    // Unknown licenses are not remembered (made-up ones must not fill the map), nor failed reads.
    const forget = () => {
      if (entries.get(license) === entry) entries.delete(license);
    };
    entry.loaded.then((context) => context ?? forget(), forget);
    return entry.loaded;
  }

  async function recheck(license: string, entry: Entry): Promise<VenueContext | undefined> {
    const current = await entry.loaded;
    const [row] = await db.query<{ version: string }>(`select ${venueVersionSql()} as version from venues where license = $1`, [license]);
    if (entries.get(license) !== entry) return get(license); // an import was heard meanwhile
    if (current && row?.version === current.version) {
      entry.checkedAt = clock();
      return current;
    }
    entries.delete(license);
    return load(license);
  }

  function get(license: string): Promise<VenueContext | undefined> {
    const entry = entries.get(license);
    if (!entry) return load(license);
    const age = clock() - entry.checkedAt;
    if (age < recheckMs) return entry.loaded;
    if (!entry.checking) {
      const checking = recheck(license, entry).finally(() => (entry.checking = undefined));
      // Nobody may be waiting for it: a failed check (the database away) must not be an unhandled rejection.
      checking.catch(() => undefined);
      entry.checking = checking;
    }
    return age < STALE_WHILE_CHECKING * recheckMs ? entry.loaded : entry.checking;
  }

  function lookup(key: string, find: () => Promise<string | undefined>): Promise<string | undefined> {
    const known = lookups.get(key);
    if (known && clock() - known.at < recheckMs) return known.license;
    if (lookups.size >= MAX_LOOKUPS) lookups.clear();
    const found = { at: clock(), license: find() };
    lookups.set(key, found);
    found.license.catch(() => lookups.get(key) === found && lookups.delete(key));
    return found.license;
  }

  async function at(license: string, version: string): Promise<VenueContext | undefined> {
    const entry = entries.get(license);
    const current = await entry?.loaded.catch(() => undefined);
    if (entry && current?.version === version) {
      entry.checkedAt = clock();
      return current;
    }
    if (entry && entries.get(license) === entry) entries.delete(license);
    return get(license);
  }

  return {
    get,
    at,
    async byMenuId(menuId) {
      const license = await lookup(`menu ${menuId}`, async () => {
        const [row] = await db.query<{ license: string }>("select license from venues where menu_id = $1 limit 1", [menuId]);
        return row?.license;
      });
      return license === undefined ? undefined : get(license);
    },
    licenseForHost(host, defaultLicense) {
      return lookup(`host ${normaliseHost(host)} ${defaultLicense ?? ""}`, () => resolveLicenseForHost(db, host, defaultLicense));
    },
    invalidate(license) {
      if (license === undefined) entries.clear();
      else entries.delete(license);
      // An import may move a custom domain or a menu id from one venue to another.
      lookups.clear();
    },
    close: async () => undefined,
  };
}

interface VenueContextRow extends VenueRow {
  coupons: unknown;
  delivery_zones: unknown;
  plugin_options: unknown;
  version: string;
}

async function readVenueContext(db: Queryable, license: string): Promise<VenueContext | undefined> {
  const [row] = await db.query<VenueContextRow>(
    `select license, menu_id, license_status, default_language, payload, translations, payment_provider,
            coupons, delivery_zones, plugin_options, ${venueVersionSql()} as version
       from venues where license = $1`,
    [license],
  );
  if (!row) return undefined;
  const venue = venueRecordOf(row);
  const derivedValues = new Map<string, unknown>();
  function derived<T>(key: string, compute: () => T): T {
    if (derivedValues.has(key)) return derivedValues.get(key) as T;
    const value = compute();
    derivedValues.set(key, value);
    if (value instanceof Promise) value.catch(() => derivedValues.get(key) === value && derivedValues.delete(key));
    return value;
  }
  return {
    venue,
    languages: venueLanguages(venue),
    coupons: Array.isArray(row.coupons) ? row.coupons : [],
    deliveryZones: Array.isArray(row.delivery_zones) ? row.delivery_zones : [],
    pluginOptions: typeof row.plugin_options === "object" && row.plugin_options !== null ? (row.plugin_options as Record<string, unknown>) : {},
    version: row.version,
    get menu() {
      return derived("menu", () => {
        const decoded = decodeMenuData(localisedPayload(venue, venue.defaultLanguage));
        return decoded.ok ? decoded.value : undefined;
      });
    },
    derived,
  };
}
