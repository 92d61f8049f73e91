import type { Database } from "../../server/db/database";
import { migrate } from "../../server/db/migrations";
import { openDatabase } from "../../server/db/open-database";
import { openPostgresDatabase } from "../../server/db/postgres-database";

/**
 * A fresh store for one test file: in-memory PGlite, or the PostgreSQL server of CARTA_TEST_DATABASE_URL
 * (set by .ci/run) emptied first, so the same tests prove both stores. `secondConnection` opens another pool on
 * the same store, as a second server instance would (PGlite in memory has one: the same object).
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env["CARTA_TEST_DATABASE_URL"];
  if (!url) return openDatabase({ inMemory: true });
  const db = await openPostgresDatabase(url);
  // Every table, so each migration runs again from the first (the files run one at a time: .ci/postgres-tests.sh).
  await db.query("drop schema public cascade");
  await db.query("create schema public");
  await migrate(db);
  return db;
}

/** Another connection to the store of `db`, as a second server instance has (the same object on PGlite). */
export async function secondConnection(db: Database): Promise<{ db: Database; close(): Promise<void> }> {
  const url = process.env["CARTA_TEST_DATABASE_URL"];
  if (!url || db.kind === "pglite") return { db, close: async () => undefined };
  const other = await openPostgresDatabase(url);
  return { db: other, close: () => other.close() };
}
