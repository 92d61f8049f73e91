import path from "node:path";
import type { Database } from "./database";
import { migrate } from "./migrations";
import { openPgliteDatabase } from "./pglite-database";
import { openPostgresDatabase } from "./postgres-database";

export interface DatabaseOptions {
  /** `postgres://...`: use that server. Otherwise the embedded PGlite store. */
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; `undefined` with `inMemory` for throwaway stores. */
  dataDir?: string | undefined;
  inMemory?: boolean;
}

/** Opens the configured store and migrates it to the newest schema. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const db = options.databaseUrl
    ? await openPostgresDatabase(options.databaseUrl)
    : await openPgliteDatabase(options.inMemory ? undefined : path.join(options.dataDir ?? "data", "pglite"));
  await migrate(db);
  return db;
}
