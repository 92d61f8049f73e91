/**
 * Adding lines to an open order (ordering spec §7 `PATCH /{lang}/api/order/{uuid}/`): a second guest's cart merged
 * into the table's order. The lines are priced from the menu like any order's and the order priced again, once per
 * Idempotency-Key (the same key with other lines is refused, never silently dropped). The merging guest holds the
 * order from then on, as a guest at the table.
 */
import type { OrderEditRequest } from "../../schemas/api/order";
import type { RefusalReason } from "../../schemas/api/order-refusal";
import { holdOrder } from "../access/order-access";
import { keyReusedDetail } from "../routes/idempotency-key";
import type { ServerContext } from "../server-context";
import { insertOrderLines, readOrder, type PlacedOrder } from "./order-store";
import { priceLines } from "./price-order";
import { storedLine } from "./place-order";
import { repriceOrder } from "./reprice-order";
import { orderVenueNow } from "./venue-menu";

export type MergeResult = { ok: true; order: PlacedOrder } | { ok: false; status: number; detail: string; reasons?: readonly RefusalReason[] };

export async function mergeIntoOrder(
  ctx: ServerContext,
  { uuid, edit, key, requestHash, guest }: { uuid: string; edit: typeof OrderEditRequest.Type; key: string | null; requestHash: string; guest: string },
): Promise<MergeResult> {
  const venueNow = await orderVenueNow(ctx, uuid, { open: true });
  if (!venueNow.ok) return venueNow;
  if (key) {
    const [earlier] = await ctx.db.query<{ request_hash: string | null }>("select request_hash from order_edits where order_uuid = $1 and idempotency_key = $2", [uuid, key]);
    if (earlier) {
      if (earlier.request_hash !== null && earlier.request_hash !== requestHash) return { ok: false, status: 422, detail: keyReusedDetail(key) };
      await holdOrder(ctx.db, uuid, guest, "joined");
      return { ok: true, order: (await readOrder(ctx.db, uuid))! };
    }
  }
  const added = priceLines(venueNow.menu, edit.line_items, venueNow.clock);
  if (!added.ok) return added;

  const merged = await ctx.db.transaction(async (tx) => {
    // Two merges at once append one after the other, never onto the same line positions.
    await tx.query("select uuid from orders where uuid = $1 for update", [uuid]);
    if (key) {
      // A parallel retry with the same key inserts nothing here and adds no lines: one merge per key.
      const claimed = await tx.query(
        "insert into order_edits (order_uuid, idempotency_key, request_hash, answer) values ($1, $2, $3, '{}'::jsonb) on conflict do nothing returning order_uuid",
        [uuid, key, requestHash],
      );
      if (claimed.length === 0) return false;
    }
    const [{ n }] = (await tx.query<{ n: number | string }>("select count(*) as n from order_lines where order_uuid = $1", [uuid])) as [{ n: number | string }];
    await insertOrderLines(tx, uuid, Number(n), added.lines.map(storedLine));
    await repriceOrder(tx, uuid, venueNow.menu);
    await holdOrder(tx, uuid, guest, "joined");
    return true;
  });
  if (!merged) return mergeIntoOrder(ctx, { uuid, edit, key, requestHash, guest });
  await ctx.live?.orderUpdated(uuid);
  return { ok: true, order: (await readOrder(ctx.db, uuid))! };
}
