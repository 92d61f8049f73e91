import type { TestProject } from "vitest/node";
import { migratedPgliteTemplate } from "./migrated-pglite-template";
import { PGLITE_TEMPLATE_KEY } from "./pglite-template-key";

/**
 * Vitest's global setup: the migrated PGlite store's file (tests/support/migrated-pglite-template.ts), made when the
 * migrations changed. Each test file's store starts from a copy of it (tests/support/test-database.ts): still its
 * own, still empty, without initdb's seconds.
 */
export default async function setup(project: TestProject): Promise<void> {
  // The PostgreSQL pass (.ci/postgres-tests.sh) has no use for it.
  if (process.env["CARTA_TEST_DATABASE_URL"]) return;
  project.provide(PGLITE_TEMPLATE_KEY, await migratedPgliteTemplate());
}
