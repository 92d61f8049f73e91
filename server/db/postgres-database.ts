import pg from "pg";
import type { Database, Queryable, SqlParam } from "./database";

/** A real PostgreSQL server through a connection pool, for `DATABASE_URL=postgres://...`. */
export async function openPostgresDatabase(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 8 });
  // Fail at start-up, with the server's own message, rather than on the first guest's request.
  const probe = await pool.connect();
  probe.release();
  const listeners = new Set<pg.Client>();
  const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<Row extends object>(sql: string, params: readonly SqlParam[] = []) {
      const result = await client.query(sql, [...params]);
      return result.rows as Row[];
    },
  });
  return {
    kind: "postgres",
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const value = await work(wrap(client));
        await client.query("commit");
        return value;
      } catch (error) {
        await client.query("rollback");
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, onMessage) {
      // LISTEN holds its connection for as long as it listens: a client of its own, outside the pool.
      const client = new pg.Client({ connectionString });
      await client.connect();
      client.on("notification", (message) => {
        if (message.channel === channel) onMessage(message.payload ?? "");
      });
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      listeners.add(client);
      return async () => {
        listeners.delete(client);
        await client.end();
      };
    },
    async notify(channel, payload) {
      await pool.query("select pg_notify($1, $2)", [channel, payload]);
    },
    async close() {
      await Promise.all([...listeners].map((client) => client.end()));
      listeners.clear();
      await pool.end();
    },
  };
}
