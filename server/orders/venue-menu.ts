import { decodeMenuData, type MenuData } from "../../schemas/menu";
import { loadTemporal } from "../../engine/rules/temporal";
import { wallClockAt, type WallClock } from "../../engine/rules/wall-clock";
import type { ServerContext } from "../server-context";
import { localisedPayload } from "../venues/localised-payload";
import { findVenue, type VenueRecord } from "../venues/venue-store";
import { isOrderOpen } from "../../engine/rules/order-receipt";

/**
 * The server's own copy of a venue's menu (its stored payload, read as the app reads it) and the venue's clock now:
 * what an order is priced against. Undefined when the stored menu cannot be read.
 */
export async function venueMenuNow(ctx: ServerContext, venue: VenueRecord): Promise<{ menu: MenuData; clock: WallClock; now: number } | undefined> {
  const menu = decodeMenuData(localisedPayload(venue, venue.defaultLanguage));
  if (!menu.ok) return undefined;
  const now = (ctx.now ?? Date.now)();
  return { menu: menu.value, clock: wallClockAt(await loadTemporal(), now, menu.value.timezone), now };
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
  const [row] = await ctx.db.query<{ license: string; status: string }>("select license, status from orders where uuid = $1", [uuid]);
  if (!row) return { ok: false, status: 404, detail: "No such order" };
  if (options.open && !isOrderOpen(row.status)) return { ok: false, status: 409, detail: "The order is closed." };
  const venue = await findVenue(ctx.db, row.license);
  const venueNow = venue ? await venueMenuNow(ctx, venue) : undefined;
  if (!venue || !venueNow) return { ok: false, status: 422, detail: "The venue's menu cannot be read." };
  return { ok: true, license: row.license, venue, ...venueNow };
}
