import type { Database } from "./db/database";
import type { OnlinePayments } from "./payments/online-payments";
import type { VenueContext, VenueContexts } from "./venues/venue-context";
import type { OrderCheckInput, OrderPricingInput, OrderRefused, PluginOrderRefusal } from "../engine/plugin-api/server";
import type { NamedDiscount } from "../engine/rules/named-discount";
import type { Milli } from "../schemas/money";
import type { PayloadFieldReader, PluginFieldValues } from "./plugins/payload-fields";
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

/** What the order claims a plugin's discounts take off (at `field`), and what they do take off. */
export interface PricingClaim {
  field: string;
  server: Milli;
  sent: Milli;
}

/** The plugins' pricing of one order, together: their discounts in plugin order, or the first refusal. */
export type PluginsPricing =
  | { ok: true; discounts: readonly NamedDiscount[]; claims: readonly PricingClaim[]; additionalData: Readonly<Record<string, unknown>> }
  | OrderRefused;

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
   * Reads an order's `additional_data` into the fields each plugin declares (decision 0064); absent, every field is
   * refused.
   */
  payloadFields?: PayloadFieldReader;
  /**
   * What the plugins' pricing gives an order at placement (decisions 0047, 0064): named discounts, a claim per
   * plugin to check, fields kept in `additional_data`; none without a pricing plugin. The lines are the server's own
   * pricing of the order, `fields` each plugin's decoded payload fields.
   */
  orderPricing?: (venue: VenueContext, input: Omit<OrderPricingInput, "options" | "venue" | "fields"> & { fields: PluginFieldValues }) => PluginsPricing;
  /** The fields the plugins add to the order as read (ordering spec §3: `common_order`); none without such a plugin. */
  orderReadFields?: (venue: VenueContext, input: { order: PlacedOrderAnswer; location: string | null }) => Promise<Readonly<Record<string, unknown>>>;
  /** The plugins' refusals of an order being placed, with codes of their own (decision 0065); none by default. */
  orderRefusal?: (venue: VenueContext, input: { menu: OrderCheckInput["menu"]; fields: PluginFieldValues }) => Promise<PluginOrderRefusal | undefined>;
  /** Payment types the plugins add to the core's (cash, machine, card) at a venue, which its orders may name; none by default. */
  pluginPaymentTypes?: (venue: VenueContext) => readonly string[];
  /** Each venue read and decoded once, dropped on import (decision 0036); read it through venueContextsOf(ctx). */
  venues?: VenueContexts;
}
