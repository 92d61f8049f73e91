import type { Database } from "./db/database";
import type { OnlinePayments } from "./payments/online-payments";
import type { VenueContext, VenueContexts } from "./venues/venue-context";
import type { OrderPricingInput } from "../engine/plugin-api/server";
import type { OrderCheckInput, PluginOrderRefusal } from "../engine/plugin-api/server";
import type { OrderPromotion } from "../engine/plugin-api/server";
import type { PlacedOrderAnswer } from "../schemas/api/placed-order";

/** Tells the guests watching an order that it changed (server/live/). */
export interface OrderEvents {
  /** Publishes 'order-update' on the channel named by the order's uuid (ordering spec §7); never throws. */
  orderUpdated(uuid: string): Promise<void>;
}

/** Private live channels (a shared table's, docs/shared-table.md): publishing, and signing a subscription. */
export interface LiveChannels {
  /** Publishes `event` with `data` on `channel`; never throws. */
  publish(channel: string, event: string, data: object): Promise<void>;
  /** Pusher's `auth` for socket `socketId` to subscribe to private `channel`: give it only to whom may listen. */
  sign(socketId: string, channel: string): string;
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
  /** Private live channels; absent, a shared table refreshes only on the guest's own actions. */
  liveChannels?: LiveChannels;
  /** Whether the built-in sandbox stands in for payment providers without keys (CARTA_PAYMENT_SANDBOX=1). */
  paymentSandbox: boolean;
  /** Card payments through the provider plugins (their sandboxes without keys). */
  payments?: OnlinePayments;
  /**
   * The promotions the plugins give an order at placement (decision 0047); none without a pricing plugin.
   * The lines are the server's own pricing of the order.
   */
  orderPricing?: (venue: VenueContext, input: Omit<OrderPricingInput, "options">) => OrderPromotion[];
  /** The fields the plugins add to the order as read (ordering spec §3: `common_order`); none without such a plugin. */
  orderReadFields?: (venue: VenueContext, input: { order: PlacedOrderAnswer; location: string | null }) => Promise<Readonly<Record<string, unknown>>>;
  /** The plugins' refusals of an order being placed, with codes of their own (decision 0065); none by default. */
  orderRefusal?: (venue: VenueContext, input: Omit<OrderCheckInput, "options" | "employees">) => Promise<PluginOrderRefusal | undefined>;
  /** Payment types the plugins add to the core's (cash, machine, card) at a venue, which its orders may name; none by default. */
  pluginPaymentTypes?: (venue: VenueContext) => readonly string[];
  /** Each venue read and decoded once, dropped on import (decision 0036); read it through venueContextsOf(ctx). */
  venues?: VenueContexts;
}
