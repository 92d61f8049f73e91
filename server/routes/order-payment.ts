import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { accessOrder, tableView } from "../access/order-access";
import type { PaymentRequest } from "../payments/online-payments";
import { payOrderCall, payShareCall, splitOrderCall } from "../../schemas/calls/order-payments";
import { formatMilliPlain, milli } from "../../schemas/money";
import { amountOf, isOrderEnded } from "../../engine/rules/order-receipt";
import { checkSplit, MAX_SPLIT_GUESTS, SHARE_AVAILABLE, SHARE_PAID } from "../../engine/rules/split-payment";
import { roundForMenu } from "../../engine/rules/money";
import { readOrder, type PlacedOrder } from "../orders/order-store";
import type { ServerContext } from "../server-context";
import { orderVenueNow } from "../orders/venue-menu";
import type { MenuData } from "../../schemas/menu";
import type { VenueRecord } from "../venues/venue-store";
import { routeCall } from "./route-call";


type Payable =
  | { ok: true; order: PlacedOrder; owner: boolean; venue: VenueRecord; menu: MenuData; provider: string }
  | { ok: false; status: number; detail: string };

/**
 * An order of the venue at the host, held by the request's guest, that still owes something, at a venue that takes
 * online payment — or why not (404 another venue's or unknown, 403 not held, 409 nothing due, 422 no online payment).
 */
async function payableOrder(ctx: ServerContext, request: FastifyRequest, uuid: string): Promise<Payable> {
  const access = await accessOrder(ctx, request, uuid, "hold");
  if (!access.ok) return access;
  const venueNow = await orderVenueNow(ctx, access.uuid);
  if (!venueNow.ok) return venueNow;
  const { venue, menu } = venueNow;
  const order = (await readOrder(ctx.db, access.uuid))!;
  if (isOrderEnded(order.status)) return { ok: false, status: 409, detail: "The order is canceled." };
  if (amountOf(order.balance_due) <= 0) return { ok: false, status: 409, detail: "Nothing is due on this order." };
  const provider = venue.paymentProvider;
  // Reachable from this venue: its keys for the provider, or the sandbox in test mode.
  if (!provider || !menu.payment_enabled || !(await ctx.payments?.availableAt(venue.license, provider))) return { ok: false, status: 422, detail: "This venue takes no online payment." };
  return { ok: true, order, owner: access.owner, venue, menu, provider };
}

/** Issues a payment in its own transaction; a second one racing it for the same balance or share gets the open one. */
async function issuePayment(ctx: ServerContext, payment: PaymentRequest): Promise<string> {
  try {
    return await ctx.db.transaction((tx) => ctx.payments!.issue(tx, payment));
  } catch (error) {
    if ((error as { code?: string }).code !== "23505") throw error;
    return ctx.db.transaction((tx) => ctx.payments!.issue(tx, payment));
  }
}

const refuse = (reply: FastifyReply, failure: { status: number; detail: string }) => reply.code(failure.status).send({ detail: failure.detail });

/**
 * The payments after placement (ordering spec §2 "Payment options card", §7): the balance in full, or shared
 * among 2 to 6 guests who each pay their share. The server issues each payment with the venue's provider and
 * answers `{ payment_url }`; the browser goes there. Amounts are the server's: a share's amount is what was
 * agreed when the balance was split, and the shares must add up to the balance due.
 */
export function registerOrderPaymentRoute(app: FastifyInstance, ctx: ServerContext): void {
  routeCall(app, payOrderCall, async (request, reply, body) => {
    const payable = await payableOrder(ctx, request, body.order_id);
    if (!payable.ok) return refuse(reply, payable);
    const { order, venue, provider } = payable;
    if (order.split_payments.length > 0) return reply.code(409).send({ detail: "The order is split: each guest pays a share." });
    const paymentUrl = await issuePayment(ctx, { license: venue.license, provider, orderId: order.padded_order_id, orderUuid: order.uuid, amount: order.balance_due });
    return { payment_url: paymentUrl };
  });

  routeCall(app, splitOrderCall, async (request, reply, body) => {
    const payable = await payableOrder(ctx, request, body.order_id);
    if (!payable.ok) return refuse(reply, payable);
    const { order, owner, menu } = payable;
    // A page for the whole balance is open: splitting now could let the table pay twice.
    const [openFull] = await ctx.db.query("select 1 from payments where order_uuid = $1 and split_uuid is null and status = 'UNPAID'", [order.uuid]);
    if (openFull) return reply.code(409).send({ detail: "A payment of the whole balance is open: finish or cancel it first." });
    const amounts = body.split_amounts;
    if (amounts.length > MAX_SPLIT_GUESTS) return reply.code(422).send({ detail: `At most ${MAX_SPLIT_GUESTS} guests share an order.` });
    if (!checkSplit(amounts, amountOf(order.balance_due), menu.price_decimal_places).valid) {
      return reply.code(422).send({ detail: `Invalid split total: the shares must add up to the balance due, ${order.balance_due}.` });
    }
    // Shares nobody has started paying may be agreed again; once one is paid or at the provider, they stand.
    if (order.split_payments.some((split) => split.status !== SHARE_AVAILABLE)) return reply.code(409).send({ detail: "A share is already being paid." });
    await ctx.db.transaction(async (tx) => {
      await tx.query("delete from split_payments where order_uuid = $1", [order.uuid]);
      for (const [index, amount] of amounts.entries()) {
        await tx.query("insert into split_payments (uuid, order_uuid, position, guest_name, amount) values ($1, $2, $3, $4, $5)", [
          randomUUID(),
          order.uuid,
          index,
          `Guest ${index + 1}`,
          formatMilliPlain(roundForMenu(milli(amount), menu.price_decimal_places)),
        ]);
      }
    });
    await ctx.live?.orderUpdated(order.uuid);
    const split = (await readOrder(ctx.db, order.uuid))!;
    return owner ? split : tableView(split);
  });

  routeCall(app, payShareCall, async (request, reply, body) => {
    const payable = await payableOrder(ctx, request, body.order_id);
    if (!payable.ok) return refuse(reply, payable);
    const { order, venue, provider } = payable;
    const share = order.split_payments.find((split) => split.uuid === body.split_payment_uuid);
    if (!share) return reply.code(404).send({ detail: "No such share of this order." });
    if (share.status === SHARE_PAID) return reply.code(409).send({ detail: "This share is paid." });
    // Two guests tapping Pay on one share at once: the index lets one payment be open per share, and both get it.
    const paymentUrl = await issuePayment(ctx, { license: venue.license, provider, orderId: order.padded_order_id, orderUuid: order.uuid, amount: share.amount, splitUuid: share.uuid });
    await ctx.live?.orderUpdated(order.uuid);
    return { payment_url: paymentUrl };
  });
}
