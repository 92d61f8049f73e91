import { PGlite } from "@electric-sql/pglite";
import type { Database, Queryable, SqlParam } from "./database";

/**
 * PGlite (PostgreSQL compiled to WebAssembly) in this process. `dataDir` is a folder that survives
 * restarts; `undefined` keeps everything in memory (tests). `loadDataDir`, a tarball of another store
 * (PGlite's dumpDataDir), starts from a copy of it instead of an empty cluster: the tests' migrated template.
 */
export async function openPgliteDatabase(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  const where = dataDir === undefined ? { startParams: IN_MEMORY_START_PARAMS } : { dataDir };
  const pg = new PGlite({ ...where, ...(loadDataDir ? { loadDataDir } : {}) });
  await pg.waitReady;
  return pgliteDatabase(pg);
}

/**
 * A store in memory keeps its files in the same WebAssembly memory as PostgreSQL's buffer pool, so a large pool only
 * holds second copies of pages already in memory, and its start-up work grows with the pool: 16 MB instead of
 * PostgreSQL's 128 MB opens a copy of the tests' migrated template in about 0.9 s instead of 1.3 (0.5 CPU-s less). A
 * store in a folder keeps PostgreSQL's pool, its cache over the disk.
 */
const IN_MEMORY_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

/** The store interface over an open PGlite instance. */
export function pgliteDatabase(pg: PGlite): Database {
  const wrap = (q: Pick<PGlite, "query">): Queryable => ({
    async query<Row extends object>(sql: string, params: readonly SqlParam[] = []) {
      const result = await q.query<Row>(sql, [...params]);
      return result.rows;
    },
  });
  return {
    kind: "pglite",
    ...wrap(pg),
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    listen: (channel, onMessage) => pg.listen(channel, onMessage),
    notify: async (channel, payload) => {
      await pg.query("select pg_notify($1, $2)", [channel, payload]);
    },
    close: () => pg.close(),
  };
}
