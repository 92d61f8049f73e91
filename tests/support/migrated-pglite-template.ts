import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import type { Database } from "../../server/db/database";
import { migrate } from "../../server/db/migrations";
import { openPgliteDatabase, pgliteDatabase } from "../../server/db/pglite-database";

const ROOT = path.resolve(import.meta.dirname, "../..");
/** Where npm's tools keep what they can build again: a fresh clone starts without it, `npm ci` removes it. */
const CACHE_DIR = path.join(ROOT, "node_modules", ".cache", "carta");

/** What a template depends on: the migrations and PGlite's version (its dump's format). */
function templateKey(): string {
  const pglite = (JSON.parse(fs.readFileSync(path.join(ROOT, "node_modules/@electric-sql/pglite/package.json"), "utf8")) as { version: string }).version;
  const migrations = fs.readFileSync(path.join(ROOT, "server/db/migrations.ts"));
  return createHash("sha256").update(pglite).update(migrations).digest("hex").slice(0, 16);
}

/**
 * The file of a PGlite store migrated to the newest schema, made once and kept while the migrations and PGlite stay
 * the same: Vitest's global setup (tests/support/database-template.ts) and the browser tests' server
 * (tests/browser/support/global-setup.ts) load copies of it instead of each running initdb, about five times as long.
 */
export async function migratedPgliteTemplate(): Promise<string> {
  const file = path.join(CACHE_DIR, `pglite-migrated-${templateKey()}.tar`);
  if (fs.existsSync(file)) return file;
  const pg = new PGlite();
  await migrate(pgliteDatabase(pg));
  // Without these a copy's first import ran 5–15 times slower than on a fresh store (no statistics, no hint bits,
  // a log to replay): the copy would lose what it saved.
  await pg.query("vacuum analyze");
  await pg.query("checkpoint");
  const dump = new Uint8Array(await (await pg.dumpDataDir("none")).arrayBuffer());
  await pg.close();
  // Written aside and renamed: a run started beside this one reads a whole file or none.
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, dump);
  fs.renameSync(partial, file);
  return file;
}

/**
 * A PGlite store loaded from the template `file`: in memory, or in `dataDir` (the cluster's folder) when given. Migrated
 * again, which does nothing unless the migrations changed since the file was made. The caller closes it.
 */
export async function openPgliteFromTemplate(file: string, dataDir?: string): Promise<Database> {
  const db = await openPgliteDatabase(dataDir, new Blob([await readFile(file)]));
  await migrate(db);
  return db;
}
