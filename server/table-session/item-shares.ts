/**
 * Split by items at the shared table (docs/shared-table.md): a member picks the lines of a tab order they had and
 * pays exactly those. The share is a split-payment share of the order (migration 12), so it is paid, confirmed and
 * shown as any share; which lines it pays for is kept beside it (migration 24, one share per line). Its amount is
 * the server's, from the placed order's lines and total (engine/table-session/item-shares.ts), never the browser's.
 */
import { randomUUID } from "node:crypto";
import type { Queryable } from "../db/database";
import type { ServerContext } from "../server-context";
import type { ItemShare } from "../../schemas/api/table-session";
import { formatMilliPlain } from "../../schemas/money";
import { amountOf, isOrderEnded } from "../../engine/rules/order-receipt";
import { shareStatus } from "../../engine/rules/split-payment";
import { itemShareAmount } from "../../engine/table-session/item-shares";
import { readOrder } from "../orders/order-store";
import { orderVenueNow } from "../orders/venue-menu";
import { holdOrder } from "../access/order-access";

export type PayItemsResult = { ok: true; payment_url: string; amount: string } | { ok: false; status: 400 | 404 | 409 | 422; detail: string };

/** The item shares of `orderUuid` being paid or paid; a share whose payment failed or was withdrawn is not one. */
export async function itemSharesOf(db: Queryable, orderUuid: string): Promise<(ItemShare & { uuid: string })[]> {
  const rows = await db.query<{ uuid: string; amount: string; member_no: number; lines: number[]; paid: boolean; pending: boolean }>(
    `select s.uuid, s.amount, min(c.member_no)::int as member_no, array_agg(c.line_position order by c.line_position) as lines,
            exists (select 1 from payments p where p.split_uuid = s.uuid and p.status = 'PAID') as paid,
            exists (select 1 from payments p where p.split_uuid = s.uuid and p.status = 'UNPAID') as pending
       from split_payments s join table_item_shares c on c.split_uuid = s.uuid
      where s.order_uuid = $1
      group by s.uuid, s.amount, s.position order by s.position`,
    [orderUuid],
  );
  return rows.filter((row) => row.paid || row.pending).map((row) => ({ uuid: row.uuid, member: row.member_no, lines: row.lines.map(Number), amount: row.amount, status: shareStatus(row) }));
}

/** The lines a request picks: whole, distinct positions of the order's lines, at most `max`. */
export function pickedLines(value: unknown, max: number): number[] | undefined {
  if (!Array.isArray(value) || value.length === 0 || value.length > max) return undefined;
  if (!value.every((n) => typeof n === "number" && Number.isInteger(n) && n >= 0 && n < max)) return undefined;
  return [...new Set(value as number[])];
}

/**
 * Member `memberNo` (`name` as the table reads it, the caller's guest hash `guest`) pays for `picked` lines of tab
 * order `orderUuid`: the share is priced, recorded with its lines and its payment issued in one transaction, so two
 * guests picking one line at once cannot both have it (the second is 409). The caller then holds the order as a
 * guest who joined it at its table, as the payment pages and the order screen ask.
 */
export async function payForItems(ctx: ServerContext, orderUuid: string, memberNo: number, name: string, guest: string, picked: readonly number[]): Promise<PayItemsResult> {
  const venueNow = await orderVenueNow(ctx, orderUuid);
  if (!venueNow.ok) return venueNow;
  const { venue, menu } = venueNow;
  const provider = venue.paymentProvider;
  if (!ctx.payments || !provider || !menu.payment_enabled || !(await ctx.payments.availableAt(venue.license, provider))) return { ok: false, status: 422, detail: "This venue takes no online payment." };
  const payments = ctx.payments;

  const result = await ctx.db.transaction(async (tx): Promise<PayItemsResult> => {
    // One pick at a time per order: the shares already taken are read and added to without a race.
    await tx.query("select pg_advisory_xact_lock(hashtext($1))", [`item-shares:${orderUuid}`]);
    const order = (await readOrder(tx, orderUuid))!;
    if (isOrderEnded(order.status)) return { ok: false, status: 409, detail: "The order is canceled." };
    if (amountOf(order.balance_due) <= 0) return { ok: false, status: 409, detail: "Nothing is due on this order." };
    const [openFull] = await tx.query("select 1 from payments where order_uuid = $1 and split_uuid is null and status = 'UNPAID'", [orderUuid]);
    if (openFull) return { ok: false, status: 409, detail: "A payment of the whole balance is open: finish or cancel it first." };
    // A share whose payment failed frees its lines for anyone; a split by amount is another way of sharing the bill.
    const shares = await itemSharesOf(tx, orderUuid);
    await tx.query(
      `delete from split_payments s where s.order_uuid = $1 and s.uuid in (select split_uuid from table_item_shares where order_uuid = $1)
          and not exists (select 1 from payments p where p.split_uuid = s.uuid and p.status in ('PAID', 'UNPAID'))`,
      [orderUuid],
    );
    const [byAmount] = await tx.query("select 1 from split_payments s where s.order_uuid = $1 and not exists (select 1 from table_item_shares c where c.split_uuid = s.uuid)", [orderUuid]);
    if (byAmount) return { ok: false, status: 409, detail: "The balance is split by amount: each guest pays a share." };

    const priced = itemShareAmount({
      lines: order.line_items,
      total: amountOf(order.total),
      balanceDue: amountOf(order.balance_due),
      priceDecimalPlaces: menu.price_decimal_places,
      taken: shares.flatMap((share) => share.lines),
      takenAmounts: shares.map((share) => amountOf(share.amount)),
      picked,
    });
    if (!priced.ok) {
      if (priced.reason === "taken") return { ok: false, status: 409, detail: "Someone is already paying for one of these lines." };
      if (priced.reason === "nothing_due") return { ok: false, status: 409, detail: "Nothing is due for these lines." };
      return { ok: false, status: 422, detail: "Pick lines of this order." };
    }
    const amount = formatMilliPlain(priced.amount);
    const splitUuid = randomUUID();
    const [{ next } = { next: 0 }] = await tx.query<{ next: number }>("select coalesce(max(position), -1)::int + 1 as next from split_payments where order_uuid = $1", [orderUuid]);
    await tx.query("insert into split_payments (uuid, order_uuid, position, guest_name, amount) values ($1, $2, $3, $4, $5)", [splitUuid, orderUuid, next, name, amount]);
    for (const line of picked) {
      await tx.query("insert into table_item_shares (split_uuid, order_uuid, line_position, member_no) values ($1, $2, $3, $4)", [splitUuid, orderUuid, line, memberNo]);
    }
    await holdOrder(tx, orderUuid, guest, "joined");
    const paymentUrl = await payments.issue(tx, { license: venue.license, provider, orderId: order.padded_order_id, orderUuid, amount, splitUuid });
    return { ok: true, payment_url: paymentUrl, amount };
  });
  if (result.ok) await ctx.live?.orderUpdated(orderUuid);
  return result;
}
