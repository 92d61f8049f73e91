import type { Database } from "./db/database";

/** What every route needs from the running server. */
export interface ServerContext {
  db: Database;
  /** The venue served on the bare loopback names (`localhost`, `127.0.0.1`). */
  defaultLicense: string | undefined;
  /** The server's clock (coupon expiry); tests fix it. Default `Date.now`. */
  now?: () => number;
}
