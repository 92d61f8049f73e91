/**
 * A guest's tip on an order (ordering spec §2 "Tips card", §4, §7 `POST /iiko/tips/loyalty/promotions/`): set while
 * the order is open and nothing is paid yet, removed by a tip of 0. The order is priced again with it (the tip is
 * added to the total, engine/rules/cart-totals.ts) and the guests watching it are told.
 */
import type { ServerContext } from "../server-context";
import { formatMilliPlain, type Milli } from "../../schemas/money";
import { readOrder } from "./order-store";
import { repriceOrder } from "./reprice-order";
import type { OrderChange } from "./staff-actions";
import { orderVenueNow } from "./venue-menu";

export async function setOrderTips(ctx: ServerContext, uuid: string, tips: Milli): Promise<OrderChange> {
  if (tips < 0) return { ok: false, status: 400, detail: "A tip cannot be below 0." };
  const venueNow = await orderVenueNow(ctx, uuid, { open: true });
  if (!venueNow.ok) return venueNow;
  if (!venueNow.menu.enable_tips) return { ok: false, status: 422, detail: "This venue takes no tips." };
  const paid = await ctx.db.query("select 1 from payments where order_uuid = $1 and status = 'PAID' limit 1", [uuid]);
  if (paid.length > 0) return { ok: false, status: 409, detail: "The order is already being paid: its tip can no longer change." };
  await ctx.db.transaction(async (tx) => {
    await tx.query("update orders set pricing = pricing || $2::jsonb where uuid = $1", [uuid, JSON.stringify({ tips: formatMilliPlain(tips) })]);
    await repriceOrder(tx, uuid, venueNow.menu);
  });
  await ctx.live?.orderUpdated(uuid);
  return { ok: true, order: (await readOrder(ctx.db, uuid))! };
}
