import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { migrate } from "../../server/db/migrations";
import { pgliteDatabase } from "../../server/db/pglite-database";
import { PGLITE_TEMPLATE_KEY } from "./pglite-template-key";

/**
 * Vitest's global setup: one PGlite store, migrated to the newest schema, dumped to a file once per run. A fresh
 * in-memory PGlite runs initdb, about five times as long as loading a copy of a cluster, so each test file's store
 * starts from a copy of this one instead (tests/support/test-database.ts): still its own, still empty.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  // The PostgreSQL pass (.ci/postgres-tests.sh) has no use for it.
  if (process.env["CARTA_TEST_DATABASE_URL"]) return () => undefined;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "carta-pglite-template-"));
  const file = path.join(folder, "migrated.tar");
  const pg = new PGlite();
  await migrate(pgliteDatabase(pg));
  // Without these a copy's first import ran 5–15 times slower than on a fresh store (no statistics, no hint bits,
  // a log to replay): the copy would lose what it saved.
  await pg.query("vacuum analyze");
  await pg.query("checkpoint");
  fs.writeFileSync(file, new Uint8Array(await (await pg.dumpDataDir("none")).arrayBuffer()));
  await pg.close();
  project.provide(PGLITE_TEMPLATE_KEY, file);
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
