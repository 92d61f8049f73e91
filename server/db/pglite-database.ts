import { PGlite } from "@electric-sql/pglite";
import type { Database, Queryable, SqlParam } from "./database";

/**
 * PGlite (PostgreSQL compiled to WebAssembly) in this process. `dataDir` is a folder that survives
 * restarts; `undefined` keeps everything in memory (tests).
 */
export async function openPgliteDatabase(dataDir: string | undefined): Promise<Database> {
  const pg = dataDir === undefined ? new PGlite() : new PGlite(dataDir);
  await pg.waitReady;
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
