import pg from "pg";
import type { Database, Queryable, SqlParam } from "./database";

/** How long a request waits for a connection before it fails (PostgreSQL unreachable: fail fast, never hang). */
const CONNECT_TIMEOUT_MS = 5_000;
/** Reconnecting a lost LISTEN connection: first after this, doubling up to the maximum. */
const LISTEN_RETRY_MS = 200;
const LISTEN_RETRY_MAX_MS = 5_000;

/**
 * A real PostgreSQL server through a connection pool, for `DATABASE_URL=postgres://...`. It outlives a restart of
 * PostgreSQL: while the server is away each query fails at once (the request answers an error), a connection the
 * restart broke is dropped rather than reused, and the pool and the LISTEN connections connect again by themselves
 * once it is back (tests/db/fault-postgres.test.ts).
 */
export async function openPostgresDatabase(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 8, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle connection that PostgreSQL closes (a restart, an administrator) reports here; without a listener the
  // error would end the process. The pool has already dropped that connection: the next query opens a new one.
  pool.on("error", () => undefined);
  // Fail at start-up, with the server's own message, rather than on the first guest's request.
  const probe = await pool.connect();
  probe.release();
  const listeners = new Set<ResilientListener>();
  const statementName = statementNames();
  const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<Row extends object>(sql: string, params: readonly SqlParam[] = []) {
      const name = statementName(sql);
      const result = await client.query(name ? { name, text: sql, values: [...params] } : { text: sql, values: [...params] });
      return result.rows as Row[];
    },
  });
  return {
    kind: "postgres",
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect();
      let broken: Error | undefined;
      // A checked-out connection that dies reports here (its query fails too); unheard, the error would end the process.
      const onError = (error: Error) => {
        broken = error;
      };
      client.on("error", onError);
      try {
        await client.query("begin");
        const value = await work(wrap(client));
        await client.query("commit");
        return value;
      } catch (error) {
        try {
          await client.query("rollback");
        } catch (rollbackError) {
          // The connection itself failed: it must not go back to the pool. The caller hears the first error.
          broken ??= rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
        }
        throw error;
      } finally {
        client.removeListener("error", onError);
        client.release(broken);
      }
    },
    async listen(channel, onMessage) {
      const listener = new ResilientListener(connectionString, channel, onMessage);
      await listener.start();
      listeners.add(listener);
      return async () => {
        listeners.delete(listener);
        await listener.stop();
      };
    },
    async notify(channel, payload) {
      await pool.query("select pg_notify($1, $2)", [channel, payload]);
    },
    async close() {
      await Promise.all([...listeners].map((listener) => listener.stop()));
      listeners.clear();
      await pool.end();
    },
  };
}

/** How many distinct statements are kept prepared per connection; any beyond run unprepared, as before. */
const MAX_PREPARED_STATEMENTS = 256;

/**
 * Names for the store's statements, so that each connection parses and plans a statement once and then only binds
 * and executes it: a placement's statement is over a kilobyte of SQL that PostgreSQL would otherwise parse, analyse
 * and plan on every order (the plan is still invalidated by PostgreSQL itself when a table it reads changes). Only
 * queries and writes are named, not DDL (a migration runs once), and at most {@link MAX_PREPARED_STATEMENTS}
 * distinct texts, so a statement built from varying text cannot grow every connection's memory without bound.
 */
export function statementNames(): (sql: string) => string | undefined {
  const names = new Map<string, string>();
  return (sql) => {
    const known = names.get(sql);
    if (known !== undefined) return known;
    if (names.size >= MAX_PREPARED_STATEMENTS || !/^\s*(select|insert|update|delete|with)\b/i.test(sql)) return undefined;
    const name = `carta_${names.size + 1}`;
    names.set(sql, name);
    return name;
  };
}

/**
 * LISTEN holds its connection for as long as it listens: a client of its own, outside the pool. When PostgreSQL
 * drops it, it connects and listens again, waiting longer after each failed attempt. Notifications sent while it
 * is away are lost (PostgreSQL keeps none): guests' order screens poll when they hear nothing.
 */
class ResilientListener {
  private client: pg.Client | undefined;
  private stopped = false;
  private retryMs = LISTEN_RETRY_MS;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly connectionString: string,
    private readonly channel: string,
    private readonly onMessage: (payload: string) => void,
  ) {}

  /** The first connection must succeed: a server that cannot listen at start-up says so. */
  async start(): Promise<void> {
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    client.on("notification", (message) => {
      if (message.channel === this.channel) this.onMessage(message.payload ?? "");
    });
    client.on("error", () => this.lost(client));
    client.on("end", () => this.lost(client));
    try {
      await client.connect();
      await client.query(`listen ${pg.escapeIdentifier(this.channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.retryMs = LISTEN_RETRY_MS;
  }

  private lost(client: pg.Client): void {
    if (this.stopped || this.client !== client) return;
    this.client = undefined;
    client.end().catch(() => undefined);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    this.retryTimer = setTimeout(() => {
      this.connect().catch(() => {
        this.retryMs = Math.min(this.retryMs * 2, LISTEN_RETRY_MAX_MS);
        this.scheduleReconnect();
      });
    }, this.retryMs);
    // Reconnecting never keeps a process alive that has nothing else to do.
    this.retryTimer.unref();
  }
}
