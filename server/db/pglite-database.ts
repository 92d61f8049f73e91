import { PGlite } from "@electric-sql/pglite";
import type { Database, Queryable, SqlParam } from "./database";

/**
 * PGlite (PostgreSQL compiled to WebAssembly) in this process. `dataDir` is a folder that survives
 * restarts; `undefined` keeps everything in memory (tests). `loadDataDir`, a tarball of another store
 * (PGlite's dumpDataDir), starts from a copy of it instead of an empty cluster: the tests' migrated template.
 */
export async function openPgliteDatabase(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  const pg = new PGlite({ ...(dataDir === undefined ? {} : { dataDir }), ...(loadDataDir ? { loadDataDir } : {}) });
  await pg.waitReady;
  return pgliteDatabase(pg);
}

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
