import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Database } from "../db/database";
import { importVenueFile } from "./import-venue";

/** The demo venue's file, shipped in the repository. */
export const DEMO_VENUE_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), "demo", "venue.json");

/**
 * The second demo venue, in the venue-group mode (al_futtaim_enabled): wallets, loyalty rules and employees in its
 * plugin options, at `marina.localhost` (decision 0048).
 */
export const DEMO_GROUP_VENUE_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), "demo", "venue-group.json");

/**
 * On first start (no venue at all) the store gets the demo venues; returns the first one's license when it seeded
 * (the venue of the bare `localhost`).
 */
export async function seedDemoVenueIfEmpty(db: Database): Promise<string | undefined> {
  const [row] = await db.query<{ count: number | string }>("select count(*) as count from venues");
  if (Number(row?.count ?? 0) > 0) return undefined;
  const license = await importVenueFile(db, DEMO_VENUE_FILE);
  await importVenueFile(db, DEMO_GROUP_VENUE_FILE);
  return license;
}
