import type { Database } from "../../server/db/database";
import { migrate } from "../../server/db/migrations";
import { openDatabase } from "../../server/db/open-database";
import { openPostgresDatabase } from "../../server/db/postgres-database";

/**
 * A fresh store for one test file: in-memory PGlite, or the PostgreSQL server of CARTA_TEST_DATABASE_URL
 * (set by .ci/run) emptied first, so the same tests prove both stores.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env["CARTA_TEST_DATABASE_URL"];
  if (!url) return openDatabase({ inMemory: true });
  const db = await openPostgresDatabase(url);
  await db.query("drop table if exists venue_media, venue_domains, venues, schema_migrations cascade");
  await migrate(db);
  return db;
}
