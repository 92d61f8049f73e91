import * as Schema from "effect/Schema";
import type { FastifyInstance } from "fastify";
import { Text } from "../../schemas/fields";
import { decodeWith } from "../../schemas/decode";
import { formatMilliPlain } from "../../schemas/money";
import { amountOf, isOrderEnded } from "../../engine/rules/order-receipt";
import { readOrder } from "../orders/order-store";
import type { ServerContext } from "../server-context";
import { orderVenueNow } from "../orders/venue-menu";
import { badRequest } from "./errors";

/** The full-payment call's body (ordering spec §7): the order (its uuid) and `payment_options: "full"`. */
export const OrderPaymentRequest = Schema.Struct({ order_id: Text, payment_options: Schema.Literal("full") });

/**
 * POST /iiko/af/payments/ (ordering spec §2 "Payment options card", §7): pays what an order still owes online,
 * after it was placed (a cash order settled at the table, a declined card payment tried again). The server issues
 * a payment of the balance due with the venue's provider and answers `{ payment_url }`; the browser goes there.
 */
export function registerOrderPaymentRoute(app: FastifyInstance, ctx: ServerContext): void {
  app.post("/iiko/af/payments/", async (request, reply) => {
    const body = decodeWith(OrderPaymentRequest, request.body);
    if (!body.ok) return badRequest(reply, body.problems[0].text);
    const venueNow = await orderVenueNow(ctx, body.value.order_id);
    if (!venueNow.ok) return reply.code(venueNow.status).send({ detail: venueNow.detail });
    const { venue, menu } = venueNow;
    const order = (await readOrder(ctx.db, body.value.order_id))!;
    if (isOrderEnded(order.status)) return reply.code(409).send({ detail: "The order is canceled." });
    const due = amountOf(order.balance_due);
    if (due <= 0) return reply.code(409).send({ detail: "Nothing is due on this order." });
    const provider = venue.paymentProvider;
    if (!provider || !ctx.payments?.providers.has(provider) || !menu.payment_enabled) {
      return reply.code(422).send({ detail: "This venue takes no online payment." });
    }
    const paymentUrl = await ctx.db.transaction((tx) =>
      ctx.payments!.issue(tx, { license: venue.license, provider, orderId: order.padded_order_id, orderUuid: order.uuid, amount: formatMilliPlain(due) }),
    );
    return { payment_url: paymentUrl };
  });
}
