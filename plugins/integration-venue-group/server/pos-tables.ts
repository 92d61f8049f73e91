/**
 * Tables the simulated point of sale holds a common order at (ordering spec §2 order screen, §4 "common POS order"):
 * marked by staff (`npm run pos -- busy TABLE`, `free TABLE`); the active-order call then answers `common_order: true`
 * and the app directs the guest to a waiter.
 */
import type { PluginQueries } from "../../../engine/plugin-api/server";

type Queries = Pick<PluginQueries, "query">;
const TABLES = "integration_venue_group_pos_tables";

export async function isTableBusy(db: Queries, license: string, place: string): Promise<boolean> {
  return (await db.query(`select 1 from ${TABLES} where license = $1 and place = $2`, [license, place.trim()])).length > 0;
}

export async function setTableBusy(db: Queries, license: string, place: string, busy: boolean): Promise<void> {
  if (busy) await db.query(`insert into ${TABLES} (license, place) values ($1, $2) on conflict (license, place) do nothing`, [license, place.trim()]);
  else await db.query(`delete from ${TABLES} where license = $1 and place = $2`, [license, place.trim()]);
}
