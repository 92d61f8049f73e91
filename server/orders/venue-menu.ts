import { decodeMenuData, type MenuData } from "../../schemas/menu";
import { loadTemporal } from "../../engine/rules/temporal";
import { wallClockAt, type WallClock } from "../../engine/rules/wall-clock";
import type { ServerContext } from "../server-context";
import { localisedPayload } from "../venues/localised-payload";
import { venueContextsOf, venueVersionSql, type VenueContext } from "../venues/venue-context";
import type { VenueRecord } from "../venues/venue-store";
import { isOrderOpen } from "../../engine/rules/order-receipt";

/**
 * The server's own copy of a venue's menu (its stored payload, read as the app reads it, decoded once per venue
 * version by the venue context) and the venue's clock now: what an order is priced against. In `language` (the
 * order's, see orderLanguage), so the names an order keeps — dishes, options, combo items, taxes — are the ones its
 * guest read (decision 0044); prices and switches are the same in every language. Undefined when the stored menu
 * cannot be read.
 */
export async function venueMenuNow(ctx: ServerContext, venue: VenueRecord, language: string = venue.defaultLanguage): Promise<{ menu: MenuData; clock: WallClock; now: number } | undefined> {
  const context = await venueContextsOf(ctx).get(venue.license);
  const menu = context ? menuInLanguage(context, language) : decodeStoredMenu(venue, language);
  return menu ? menuNow(ctx, menu) : undefined;
}

/** The language an order is kept in: the language it was placed in when the venue offers it, else the venue's default. */
export function orderLanguage(context: Pick<VenueContext, "venue" | "languages">, requested: string): string {
  const code = requested.toLowerCase();
  return context.languages.some((language) => language.code === code) ? code : context.venue.defaultLanguage;
}

/** The venue's menu in `language`, decoded once per venue version and language. */
function menuInLanguage(context: VenueContext, language: string): MenuData | undefined {
  if (language === context.venue.defaultLanguage) return context.menu;
  return context.derived(`menu ${language}`, () => decodeStoredMenu(context.venue, language));
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
  const [row] = await ctx.db.query<{ license: string; status: string; language: string | null; version: string | null }>(
    `select orders.license, orders.status, orders.language, ${venueVersionSql()} as version from orders left join venues on venues.license = orders.license where orders.uuid = $1`,
    [uuid],
  );
  if (!row) return { ok: false, status: 404, detail: "No such order" };
  if (options.open && !isOrderOpen(row.status)) return { ok: false, status: 409, detail: "The order is closed." };
  const context = row.version === null ? undefined : await venueContextsOf(ctx).at(row.license, row.version);
  // In the order's language: lines merged in and taxes priced again keep the names the order was placed with.
  const menu = context ? menuInLanguage(context, row.language ?? context.venue.defaultLanguage) : undefined;
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

/** A venue's menu in `language`, decoded on the spot (a venue the store no longer holds, or a language first asked). */
function decodeStoredMenu(venue: VenueRecord, language: string = venue.defaultLanguage): MenuData | undefined {
  const decoded = decodeMenuData(localisedPayload(venue, language));
  return decoded.ok ? decoded.value : undefined;
}
