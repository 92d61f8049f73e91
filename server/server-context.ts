import type { Database } from "./db/database";
import type { OnlinePayments } from "./payments/online-payments";
import type { VenueContexts } from "./venues/venue-context";

/** Tells the guests watching an order that it changed (server/live/). */
export interface OrderEvents {
  /** Publishes 'order-update' on the channel named by the order's uuid (ordering spec §7); never throws. */
  orderUpdated(uuid: string): Promise<void>;
}

/** What every route needs from the running server. */
export interface ServerContext {
  db: Database;
  /** The venue served on the bare loopback names (`localhost`, `127.0.0.1`). */
  defaultLicense: string | undefined;
  /** The server's clock (coupon expiry); tests fix it. Default `Date.now`. */
  now?: () => number;
  /** Live order updates; absent, guests' order screens fall back to polling. */
  live?: OrderEvents;
  /** Whether the built-in sandbox stands in for payment providers without keys (CARTA_PAYMENT_SANDBOX=1). */
  paymentSandbox: boolean;
  /** Card payments through the provider plugins (their sandboxes without keys). */
  payments?: OnlinePayments;
  /** Each venue read and decoded once, dropped on import (decision 0036); read it through venueContextsOf(ctx). */
  venues?: VenueContexts;
}
