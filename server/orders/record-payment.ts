/**
 * A payment already taken outside the card providers (a plugin's wallet, a loyalty balance) recorded on an order
 * (issue 19, decision 0047): PAID at once with its payment type, so the order as read lists it under `payments` and
 * its balance due falls by it. The money rule of every payment holds here too (docs/security.md): never above the
 * balance due, checked in the same transaction that records it, with the order row locked so two payments at once
 * cannot both fit.
 */
import { formatMilliPlain, parseAmount, type Milli } from "../../schemas/money";
import { isOrderOpen } from "../../engine/rules/order-receipt";
import type { ServerContext } from "../server-context";
import { readOrder } from "./order-store";
import type { OrderChange } from "./staff-actions";

export interface RecordedPayment {
  /** The order's `payments[].payment_type` (`blue_wallet`). */
  paymentType: string;
  amount: Milli;
  /** Unique per payment type: the same reference twice is one payment. */
  reference: string;
}

export async function recordOrderPayment(ctx: ServerContext, uuid: string, payment: RecordedPayment): Promise<OrderChange> {
  if (!(payment.amount > 0)) return { ok: false, status: 400, detail: "A payment is more than 0." };
  const refusal = await ctx.db.transaction(async (tx): Promise<Extract<OrderChange, { ok: false }> | undefined> => {
    const [order] = await tx.query<{ license: string; order_id: string; status: string; total: string }>(
      "select license, answer->>'padded_order_id' as order_id, status, total from orders where uuid = $1 for update",
      [uuid],
    );
    if (!order) return { ok: false, status: 404, detail: "No such order" };
    if (!isOrderOpen(order.status)) return { ok: false, status: 409, detail: "The order is closed: nothing more is paid on it." };
    const [shares] = await tx.query<{ n: number }>("select count(*)::int as n from split_payments where order_uuid = $1", [uuid]);
    if ((shares?.n ?? 0) > 0) return { ok: false, status: 409, detail: "The balance is split into shares: each share is paid by its guest." };
    const [paid] = await tx.query<{ paid: string }>("select coalesce(sum(amount::numeric), 0)::text as paid from payments where order_uuid = $1 and status = 'PAID'", [uuid]);
    const due = (parseAmount(order.total) ?? 0) - (parseAmount(paid?.paid ?? "0") ?? 0);
    if (payment.amount > due) return { ok: false, status: 409, detail: `A payment cannot be above the balance due (${formatMilliPlain(Math.max(0, due) as Milli)}).` };
    await tx.query(
      "insert into payments (license, provider, reference, status, order_id, order_uuid, amount, payment_type) values ($1, $2, $3, 'PAID', $4, $5, $6, $7)",
      [order.license, payment.paymentType, payment.reference, order.order_id, uuid, formatMilliPlain(payment.amount), payment.paymentType],
    );
    await tx.query("update orders set updated_at = now() where uuid = $1", [uuid]);
    return undefined;
  });
  if (refusal) return refusal;
  await ctx.live?.orderUpdated(uuid);
  return { ok: true, order: (await readOrder(ctx.db, uuid))! };
}
