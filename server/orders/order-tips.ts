/**
 * A guest's tip on an order (ordering spec §2 "Tips card", §4, §7 `POST /iiko/tips/loyalty/promotions/`): set while
 * the order is open and nothing is paid yet, removed by a tip of 0. The order is priced again with it (the tip is
 * added to the total, engine/rules/cart-totals.ts) and the guests watching it are told.
 */
import type { Database } from "../db/database";
import type { OrderEvents } from "../server-context";
import { formatMilliPlain, type Milli } from "../../schemas/money";
import { findVenue } from "../venues/venue-store";
import { OPEN_ORDER_STATUSES, readOrder } from "./order-store";
import { repriceOrder } from "./reprice-order";
import type { StaffResult } from "./staff-actions";
import { venueMenuNow } from "./venue-menu";

export async function setOrderTips(db: Database, events: OrderEvents | undefined, uuid: string, tips: Milli, now?: () => number): Promise<StaffResult> {
  if (tips < 0) return { ok: false, status: 400, detail: "A tip cannot be below 0." };
  const [row] = await db.query<{ license: string; status: string }>("select license, status from orders where uuid = $1", [uuid]);
  if (!row) return { ok: false, status: 404, detail: "No such order" };
  if (!OPEN_ORDER_STATUSES.includes(row.status)) return { ok: false, status: 409, detail: "The order is closed." };
  const venue = await findVenue(db, row.license);
  const venueNow = venue ? await venueMenuNow({ db, defaultLicense: undefined, ...(now ? { now } : {}) }, venue) : undefined;
  if (!venueNow) return { ok: false, status: 422, detail: "The venue's menu cannot be read." };
  if (!venueNow.menu.enable_tips) return { ok: false, status: 422, detail: "This venue takes no tips." };
  const paid = await db.query("select 1 from payments where order_uuid = $1 and status = 'PAID' limit 1", [uuid]);
  if (paid.length > 0) return { ok: false, status: 409, detail: "The order is already being paid: its tip can no longer change." };
  await db.transaction(async (tx) => {
    await tx.query("update orders set pricing = pricing || $2::jsonb where uuid = $1", [uuid, JSON.stringify({ tips: formatMilliPlain(tips) })]);
    await repriceOrder(tx, uuid, venueNow.menu);
  });
  await events?.orderUpdated(uuid);
  return { ok: true, order: (await readOrder(db, uuid))! };
}
