import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Database } from "../db/database";
import { importVenueFile } from "./import-venue";

/** The demo venue's file, shipped in the repository. */
export const DEMO_VENUE_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), "demo", "venue.json");

/** On first start (no venue at all) the store gets the demo venue; returns its license when it seeded. */
export async function seedDemoVenueIfEmpty(db: Database): Promise<string | undefined> {
  const [row] = await db.query<{ count: number | string }>("select count(*) as count from venues");
  if (Number(row?.count ?? 0) > 0) return undefined;
  return importVenueFile(db, DEMO_VENUE_FILE);
}
