/**
 * What venue staff do to an order after it is placed (the reference server's staff side, issue 12): list the
 * orders, change a status, delete a line. Each change is stored in one transaction and pushed to the guests
 * watching the order. Used by the staff HTTP calls (server/routes/staff.ts) and `npm run order`.
 */
import type { Database } from "../db/database";
import type { ServerContext } from "../server-context";
import { DELETED_LINE, isOrderStatus, ORDER_STATUSES } from "../../engine/rules/order-receipt";
import { readOrder, type PlacedOrder } from "./order-store";
import { repriceOrder } from "./reprice-order";
import { orderVenueNow } from "./venue-menu";

export interface OrderSummary {
  uuid: string;
  number: string;
  license: string;
  status: string;
  order_type: string;
  customer_name: string;
  total: string;
  created: string;
}

/** A change to an order: the order as it reads after it, or why it was refused (the HTTP status and a sentence). */
export type OrderChange = { ok: true; order: PlacedOrder } | { ok: false; status: 400 | 404 | 409 | 422; detail: string };


/** The newest orders first, of one venue or of all. */
export async function listOrders(db: Database, license?: string, limit = 50): Promise<OrderSummary[]> {
  const rows = await db.query<{ uuid: string; license: string; status: string; order_type: string; total: string; answer: { padded_order_id?: string; customer_name?: string; created?: string } }>(
    `select uuid, license, status, order_type, total, answer from orders ${license ? "where license = $2" : ""} order by created_at desc limit $1`,
    license ? [limit, license] : [limit],
  );
  return rows.map((r) => ({
    uuid: r.uuid,
    number: r.answer.padded_order_id ?? "",
    license: r.license,
    status: r.status,
    order_type: r.order_type,
    customer_name: r.answer.customer_name ?? "",
    total: r.total,
    created: r.answer.created ?? "",
  }));
}

/** Gives the order a status; the guests watching it hear 'order-update'. */
export async function setOrderStatus(ctx: ServerContext, uuid: string, status: unknown): Promise<OrderChange> {
  if (!isOrderStatus(status)) return { ok: false, status: 400, detail: `The status must be one of ${ORDER_STATUSES.join(", ")}.` };
  const updated = await ctx.db.query<{ uuid: string }>("update orders set status = $2, updated_at = now() where uuid = $1 returning uuid", [uuid, status]);
  if (updated.length === 0) return { ok: false, status: 404, detail: "No such order" };
  await ctx.live?.orderUpdated(uuid);
  return { ok: true, order: (await readOrder(ctx.db, uuid))! };
}

/** Marks line `position` (0-based, as listed) Deleted and prices the order again without it. */
export async function deleteOrderLine(ctx: ServerContext, uuid: string, position: number): Promise<OrderChange> {
  const venueNow = await orderVenueNow(ctx, uuid);
  if (!venueNow.ok) return venueNow;
  const changed = await ctx.db.transaction(async (tx) => {
    const lines = await tx.query<{ position: number }>("update order_lines set status = $3 where order_uuid = $1 and position = $2 and status <> $3 returning position", [uuid, position, DELETED_LINE]);
    if (lines.length === 0) return false;
    await repriceOrder(tx, uuid, venueNow.menu);
    return true;
  });
  if (!changed) return { ok: false, status: 404, detail: `The order has no line ${position} to delete.` };
  await ctx.live?.orderUpdated(uuid);
  return { ok: true, order: (await readOrder(ctx.db, uuid))! };
}
