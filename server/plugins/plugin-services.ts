/**
 * What the reference server lends a plugin's server half (decision 0047): its own tables through scoped queries,
 * its options per venue decoded by its schema, and the core's order use cases behind the guest-access check every
 * core order call makes (server/access/order-access.ts), so a plugin's route cannot read or change an order its
 * request's guest could not.
 */
import type { FastifyRequest } from "fastify";
import { isCoreRefusalCode } from "../../schemas/api/order-refusal";
import type { Database, Queryable } from "../db/database";
import { decodeWith } from "../../schemas/decode";
import {
  foreignTableIn,
  type OrderAnswered,
  type PluginOrderRefusal,
  type OrderServices,
  type PluginQueries,
  type PricingVenue,
  type ServerPlugin,
  type VenueServices,
} from "../../engine/plugin-api/server";
import { accessOrder, tableView, type OrderAccess } from "../access/order-access";
import { findOpenOrderAt, placeKey, readOrder, type PlacedOrder } from "../orders/order-store";
import { setOrderTips } from "../orders/order-tips";
import { recordOrderPayment } from "../orders/record-payment";
import type { OrderChange } from "../orders/staff-actions";
import type { PricingClaim, ServerContext } from "../server-context";
import { namedDiscountTotal, type NamedDiscount } from "../../engine/rules/named-discount";
import { ZERO_MILLI } from "../../schemas/money";
import type { VenueContext } from "../venues/venue-context";

/** `db`'s queries, refused (before they run) when they name a table that is not the plugin's own. */
export function pluginQueries(pluginId: string, db: Database): PluginQueries {
  const scoped = (queryable: Queryable): Pick<PluginQueries, "query"> => ({
    query: (sql, params) => {
      const foreign = foreignTableIn(pluginId, sql);
      if (foreign) return Promise.reject(new Error(`Plugin "${pluginId}" may not query table "${foreign}"`));
      return queryable.query(sql, params);
    },
  });
  return { ...scoped(db), transaction: (work) => db.transaction((tx) => work(scoped(tx))) };
}

/**
 * The plugin's options at this venue, decoded by its schema; undefined when the venue file sets none (or the plugin
 * declares no schema). Options that do not decode were refused at import; should a stored value still not decode (a
 * schema changed since), the plugin reads as unset at this venue rather than failing each call.
 */
export function pluginOptionsAt(plugin: ServerPlugin, venue: VenueContext): unknown {
  const raw = venue.pluginOptions[plugin.id];
  if (raw === undefined || !plugin.options) return undefined;
  return venue.derived(`plugin-options ${plugin.id}`, () => {
    const decoded = decodeWith(plugin.options!, raw);
    return decoded.ok ? decoded.value : undefined;
  });
}

/** The problems of a venue file's `plugins` for the plugins listed; an id no listed plugin has is left alone. */
export function pluginOptionProblems(plugins: readonly ServerPlugin[], options: Readonly<Record<string, unknown>>): string[] {
  return plugins.flatMap((plugin) => {
    if (!plugin.options || options[plugin.id] === undefined) return [];
    const decoded = decodeWith(plugin.options, options[plugin.id]);
    return decoded.ok ? [] : [`plugins.${plugin.id}.${decoded.problems[0].text}`];
  });
}

const answered = (access: Extract<OrderAccess, { ok: true }>, order: PlacedOrder): OrderAnswered => ({ ok: true, order: access.owner ? order : tableView(order) });
const fromChange = (access: Extract<OrderAccess, { ok: true }>, change: OrderChange): OrderAnswered => (change.ok ? answered(access, change.order) : change);

/** The core's order use cases for one request: every one checks the request's guest first. */
export function orderServices(ctx: ServerContext, request: FastifyRequest, license: string): OrderServices {
  return {
    async read(uuid, need) {
      const access = await accessOrder(ctx, request, uuid, need);
      if (!access.ok) return access;
      const order = await readOrder(ctx.db, uuid);
      return order ? answered(access, order) : { ok: false, status: 404, detail: "No such order" };
    },
    async openAt(place) {
      const order = (await findOpenOrderAt(ctx.db, license, placeKey("table", place))) ?? (await findOpenOrderAt(ctx.db, license, placeKey("room", place)));
      return order ? { uuid: order.uuid } : undefined;
    },
    async setTips(uuid, tips) {
      const access = await accessOrder(ctx, request, uuid, "hold");
      if (!access.ok) return access;
      return fromChange(access, await setOrderTips(ctx, access.uuid, tips));
    },
    async recordPayment(uuid, payment) {
      const access = await accessOrder(ctx, request, uuid, "hold");
      if (!access.ok) return access;
      return fromChange(access, await recordOrderPayment(ctx, access.uuid, payment));
    },
  };
}

/** The venue of a request as a plugin's route sees it. */
export function venueServices(ctx: ServerContext, request: FastifyRequest, plugin: ServerPlugin, venue: VenueContext): VenueServices {
  return {
    license: venue.venue.license,
    menuId: venue.venue.menuId,
    menu: venue.menu,
    options: pluginOptionsAt(plugin, venue),
    db: pluginQueries(plugin.id, ctx.db),
    orders: orderServices(ctx, request, venue.venue.license),
  };
}

/** The venue as a plugin's pricing sees it: what its routes see, without the request's services. */
function pricingVenue(venue: VenueContext, options: unknown): PricingVenue {
  return { license: venue.venue.license, menuId: venue.venue.menuId, menu: venue.menu, options };
}

/**
 * The plugins' order pricing as one function of the venue (decision 0064): each pricing plugin gets its own decoded
 * payload fields, in plugin order; their named discounts and kept fields together, one claim per plugin to check, or
 * the first refusal.
 */
export function orderPricingOf(plugins: readonly ServerPlugin[]): NonNullable<ServerContext["orderPricing"]> {
  const pricing = plugins.filter((plugin) => plugin.orderPricing);
  return (venue, { fields, ...input }) => {
    const discounts: NamedDiscount[] = [];
    const claims: PricingClaim[] = [];
    const additionalData: Record<string, unknown> = {};
    for (const plugin of pricing) {
      const options = pluginOptionsAt(plugin, venue);
      const priced = plugin.orderPricing!({ ...input, options, venue: pricingVenue(venue, options), fields: fields.get(plugin.id) ?? {} });
      if (!priced.ok) return priced;
      discounts.push(...priced.discounts);
      claims.push({ field: priced.claimed?.field ?? "additional_data", server: namedDiscountTotal(priced.discounts), sent: priced.claimed?.amount ?? ZERO_MILLI });
      Object.assign(additionalData, priced.additionalData);
    }
    return { ok: true, discounts, claims, additionalData };
  };
}

/**
 * The plugins' refusals of an order being placed (decision 0065) as one function of the venue: the first plugin that
 * refuses answers. Start-up stops when a plugin declares a core code, a code another plugin declares, or a code not
 * in snake_case; a refusal naming a code its plugin did not declare is a fault of the plugin (an error, not a 422).
 */
export function orderRefusalOf(plugins: readonly ServerPlugin[]): NonNullable<ServerContext["orderRefusal"]> {
  const owners = new Map<string, string>();
  for (const plugin of plugins) {
    for (const code of plugin.refusalCodes ?? []) {
      if (!/^[a-z][a-z0-9_]*$/.test(code)) throw new Error(`Refusal code "${code}" of plugin "${plugin.id}" must be snake_case`);
      if (isCoreRefusalCode(code)) throw new Error(`Refusal code "${code}" of plugin "${plugin.id}" is one of the core's`);
      const owner = owners.get(code);
      if (owner) throw new Error(`Refusal code "${code}" of plugin "${plugin.id}" is also declared by plugin "${owner}"`);
      owners.set(code, plugin.id);
    }
  }
  const checkers = plugins.filter((plugin) => plugin.orderRefusal);
  return async (venue, input) => {
    for (const plugin of checkers) {
      // Each plugin reads its own payload fields (decision 0064), as the order route decoded them.
      const additionalData = input.fields.get(plugin.id) ?? {};
      const refused: PluginOrderRefusal | undefined = await plugin.orderRefusal!({ menu: input.menu, additionalData, options: pluginOptionsAt(plugin, venue) });
      if (!refused) continue;
      const stray = refused.reasons.find((reason) => owners.get(reason.code) !== plugin.id);
      if (stray) throw new Error(`Plugin "${plugin.id}" refused an order with refusal code "${stray.code}", which it does not declare (refusalCodes)`);
      return refused;
    }
    return undefined;
  };
}

/**
 * The fields the plugins add to an order as read (orderReadFields), merged in plugin order; none without such a
 * plugin. `location` is the order's place as the store keeps it ("table:7"), null for any other order.
 */
export function orderReadFieldsOf(plugins: readonly ServerPlugin[], db: Database): NonNullable<ServerContext["orderReadFields"]> {
  const readers = plugins.filter((plugin) => plugin.orderReadFields);
  return async (venue, { order, location }) => {
    const place = placeOf(location);
    const fields: Record<string, unknown> = {};
    for (const plugin of readers) {
      const input = { license: venue.venue.license, options: pluginOptionsAt(plugin, venue), menu: venue.menu, db: pluginQueries(plugin.id, db), order, place };
      Object.assign(fields, await plugin.orderReadFields!(input));
    }
    return fields;
  };
}

/** "table:7" → a table numbered "7"; anything else (a delivery, no place) → null. */
function placeOf(location: string | null): { type: "table" | "room"; number: string } | null {
  const match = location ? /^(table|room):(.+)$/.exec(location) : null;
  return match ? { type: match[1] as "table" | "room", number: match[2]! } : null;
}
