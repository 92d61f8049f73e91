import path from "node:path";
import { inject } from "vitest";
import type { Database } from "../../server/db/database";
import { migrate } from "../../server/db/migrations";
import { openDatabase } from "../../server/db/open-database";
import { openPostgresDatabase } from "../../server/db/postgres-database";
import { PGLITE_TEMPLATE_KEY } from "./pglite-template-key";
import { openPgliteFromTemplate } from "./migrated-pglite-template";

/**
 * A fresh store for one test file: in-memory PGlite, or the PostgreSQL server of CARTA_TEST_DATABASE_URL
 * (set by .ci/run) emptied first, so the same tests prove both stores. `secondConnection` opens another pool on
 * the same store, as a second server instance would (PGlite in memory has one: the same object).
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env["CARTA_TEST_DATABASE_URL"];
  if (!url) return openPgliteCopy();
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

/**
 * An in-memory PGlite loaded from the migrated template Vitest's global setup dumped (tests/support/database-template.ts):
 * its own store, as empty as a fresh one, without initdb's seconds. Migrated again (nothing to do unless the template
 * is missing, when it is a fresh store).
 */
async function openPgliteCopy(): Promise<Database> {
  const template = inject(PGLITE_TEMPLATE_KEY);
  if (!template) return openDatabase({ inMemory: true });
  const idle = idleStores().pop();
  return lentStore(idle ?? (await openPgliteFromTemplate(template)));
}

/**
 * The stores test files have closed, kept open and emptied for the next file of the same worker: loading the template
 * again costs about a second of CPU, emptying a store tens of milliseconds (35 files open one, on two cores). On
 * `globalThis`, which outlives a file's modules; a worker that ends takes its stores with it.
 */
function idleStores(): IdleStore[] {
  const holder = globalThis as { [IDLE_STORES]?: IdleStore[] };
  return (holder[IDLE_STORES] ??= []);
}
const IDLE_STORES = Symbol.for("carta.tests.idle-pglite-stores");

interface IdleStore extends Database {
  /** The tables of the migrated template: a plugin's tables, made by its migrations in a test, are dropped. */
  readonly templateTables?: ReadonlySet<string>;
}

/**
 * `store` lent to one test file: closing it empties it as the template left it and returns it to the idle stores.
 * What a file leaves behind goes: its rows (identities restarted), the tables its plugins made and their record,
 * its listeners (here and in PostgreSQL) and its session's settings.
 */
async function lentStore(store: IdleStore): Promise<Database> {
  const templateTables = store.templateTables ?? new Set(await tableNames(store));
  const stopListening = new Set<() => Promise<void>>();
  let closed = false;
  return {
    ...store,
    async listen(channel, onMessage) {
      const stop = await store.listen(channel, onMessage);
      stopListening.add(stop);
      return async () => {
        stopListening.delete(stop);
        await stop();
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const stop of stopListening) await stop();
      await emptyStore(store, templateTables);
      idleStores().push({ ...store, templateTables });
    },
  };
}

async function tableNames(db: Database): Promise<string[]> {
  const rows = await db.query<{ name: string }>("select tablename as name from pg_tables where schemaname = 'public'");
  return rows.map((row) => row.name);
}

async function emptyStore(db: Database, templateTables: ReadonlySet<string>): Promise<void> {
  await db.query("discard all");
  const tables = await tableNames(db);
  const added = tables.filter((name) => !templateTables.has(name));
  if (added.length > 0) await db.query(`drop table ${added.map((name) => `"${name}"`).join(", ")} cascade`);
  const kept = tables.filter((name) => templateTables.has(name) && name !== "schema_migrations");
  if (kept.length > 0) await db.query(`truncate ${kept.map((name) => `"${name}"`).join(", ")} restart identity cascade`);
}

/**
 * A PGlite store on disk in the data folder `dataDir`, where the server (`CARTA_DATA_DIR`) and the CLI look for it,
 * loaded from the migrated template rather than made by initdb: the same empty, migrated store as `openDatabase({
 * dataDir })` gives, seconds sooner (initdb on disk took ~8 of the kill -9 test's 27 s). The caller closes it.
 */
export async function openPgliteFolderFromTemplate(dataDir: string): Promise<Database> {
  const template = inject(PGLITE_TEMPLATE_KEY);
  if (!template) return openDatabase({ dataDir });
  // The folder layout of server/db/open-database.ts: the cluster in `{dataDir}/pglite`.
  return openPgliteFromTemplate(template, path.join(dataDir, "pglite"));
}
