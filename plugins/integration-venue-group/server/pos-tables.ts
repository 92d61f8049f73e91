/**
 * Tables the simulated point of sale holds a common order at (ordering spec §2 order screen, §4 "common POS order"):
 * marked by staff (`npm run pos -- busy TABLE`, `free TABLE`); the active-order call then answers `common_order: true`
 * and the app directs the guest to a waiter.
 */
import type { OrderReadInput, PluginQueries } from "../../../engine/plugin-api/server";
import { isOrderOpen } from "../../../engine/rules/order-receipt";
import { inVenueGroupMode } from "../mode";

type Queries = Pick<PluginQueries, "query">;
const TABLES = "integration_venue_group_pos_tables";

export async function isTableBusy(db: Queries, license: string, place: string): Promise<boolean> {
  return (await db.query(`select 1 from ${TABLES} where license = $1 and place = $2`, [license, place.trim()])).length > 0;
}

export async function setTableBusy(db: Queries, license: string, place: string, busy: boolean): Promise<void> {
  if (busy) await db.query(`insert into ${TABLES} (license, place) values ($1, $2) on conflict (license, place) do nothing`, [license, place.trim()]);
  else await db.query(`delete from ${TABLES} where license = $1 and place = $2`, [license, place.trim()]);
}

/**
 * The order as read carries `common_order` (ordering spec §3) in the mode, for an order placed at a table or room:
 * true while it is open and the point of sale holds its place, so a guest already on the order screen is told on the
 * next reading (the `busy` and `free` commands have it read again), not only after scanning the table again.
 */
export async function commonOrderField({ menu, db, license, order, place }: OrderReadInput): Promise<{ common_order?: boolean }> {
  if (!menu || !inVenueGroupMode(menu) || !place) return {};
  return { common_order: isOrderOpen(order.status) && (await isTableBusy(db, license, place.number)) };
}
