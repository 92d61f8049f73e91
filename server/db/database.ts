/**
 * The one interface every store query goes through, so the same SQL runs on the embedded PGlite
 * (the default: nothing to install) and on a real PostgreSQL server (`DATABASE_URL`).
 * See docs/decisions/0020-pglite-by-default.md.
 */
export type SqlParam = string | number | boolean | null | Uint8Array | Date;

export interface Queryable {
  /** Runs one statement with `$1`-style parameters and returns its rows. */
  query<Row extends object = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<Row[]>;
}

export interface Database extends Queryable {
  /** Which engine answers: shown at start-up and in test names. */
  readonly kind: "pglite" | "postgres";
  /** Runs `work` in one transaction: all of its statements land, or none does. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * PostgreSQL's LISTEN: `onMessage` gets each NOTIFY payload sent on `channel` by any connection (another
   * server instance on the same database too). Resolves to a function that stops listening.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /** PostgreSQL's NOTIFY: every listener of `channel` on this database gets `payload` (at most 8000 bytes). */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}
