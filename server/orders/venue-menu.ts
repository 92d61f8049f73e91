import { decodeMenuData, type MenuData } from "../../schemas/menu";
import { loadTemporal } from "../../engine/rules/temporal";
import { wallClockAt, type WallClock } from "../../engine/rules/wall-clock";
import type { ServerContext } from "../server-context";
import { localisedPayload } from "../venues/localised-payload";
import type { VenueRecord } from "../venues/venue-store";

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
