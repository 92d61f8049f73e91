import { decodeMenuData, type MenuData } from "../../schemas/menu";
import { loadTemporal } from "../../engine/rules/temporal";
import { wallClockAt, type WallClock } from "../../engine/rules/wall-clock";
import type { ServerContext } from "../server-context";
import { localisedPayload } from "../venues/localised-payload";
import { venueContextsOf, venueVersionSql } from "../venues/venue-context";
import type { VenueRecord } from "../venues/venue-store";
import { isOrderOpen } from "../../engine/rules/order-receipt";

/**
 * The server's own copy of a venue's menu (its stored payload, read as the app reads it, decoded once per venue
 * version by the venue context) and the venue's clock now: what an order is priced against. Undefined when the
 * stored menu cannot be read.
 */
export async function venueMenuNow(ctx: ServerContext, venue: VenueRecord): Promise<{ menu: MenuData; clock: WallClock; now: number } | undefined> {
  const context = await venueContextsOf(ctx).get(venue.license);
  const menu = context ? context.menu : decodeStoredMenu(venue);
  return menu ? menuNow(ctx, menu) : undefined;
}

export type OrderVenueNow =
  | { ok: true; license: string; venue: VenueRecord; menu: MenuData; clock: WallClock; now: number }
  | { ok: false; status: 404 | 409 | 422; detail: string };

/**
 * The venue an order belongs to and its menu now, for a change to the order (a merge, a deleted line, a tip):
 * 404 for an unknown order, 409 when `open` is asked and the order is no longer open, 422 when the venue's menu
 * cannot be read.
 */
export async function orderVenueNow(ctx: ServerContext, uuid: string, options: { open?: boolean } = {}): Promise<OrderVenueNow> {
  // The venue's version comes with the order: the cached venue is used only when it is still that version.
  const [row] = await ctx.db.query<{ license: string; status: string; version: string | null }>(
    `select orders.license, orders.status, ${venueVersionSql()} as version from orders left join venues on venues.license = orders.license where orders.uuid = $1`,
    [uuid],
  );
  if (!row) return { ok: false, status: 404, detail: "No such order" };
  if (options.open && !isOrderOpen(row.status)) return { ok: false, status: 409, detail: "The order is closed." };
  const context = row.version === null ? undefined : await venueContextsOf(ctx).at(row.license, row.version);
  const menu = context?.menu;
  if (!context || !menu) return { ok: false, status: 422, detail: "The venue's menu cannot be read." };
  return { ok: true, license: row.license, venue: context.venue, ...(await menuNow(ctx, menu)) };
}

async function menuNow(ctx: ServerContext, menu: MenuData): Promise<{ menu: MenuData; clock: WallClock; now: number }> {
  const now = (ctx.now ?? Date.now)();
  return { menu, clock: await wallClockNow(now, menu.timezone), now };
}

/** The last wall clock worked out per time zone, with the second it was for. */
const lastClocks = new Map<string, { second: number; clock: WallClock }>();

/**
 * The venue's wall clock at `now`. Its readings count whole seconds, so within one second only the instant differs:
 * the zone conversion (Temporal, the polyfill on Node 20; several per cent of an order's CPU at 100 orders a second)
 * is done once per zone and second.
 */
async function wallClockNow(now: number, timeZone: string | null | undefined): Promise<WallClock> {
  const second = Math.floor(now / 1000);
  const zoneKey = timeZone ?? "";
  const last = lastClocks.get(zoneKey);
  if (last?.second === second) return { ...last.clock, epochMilliseconds: now };
  const clock = wallClockAt(await loadTemporal(), now, timeZone);
  lastClocks.set(zoneKey, { second, clock });
  return clock;
}

/** A venue the store no longer holds (deleted since the caller read it): its record, decoded on the spot. */
function decodeStoredMenu(venue: VenueRecord): MenuData | undefined {
  const decoded = decodeMenuData(localisedPayload(venue, venue.defaultLanguage));
  return decoded.ok ? decoded.value : undefined;
}
