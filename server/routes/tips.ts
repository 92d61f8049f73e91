import type { FastifyInstance } from "fastify";
import { setTipsCall } from "../../schemas/calls/order-payments";
import { accessOrder, tableView } from "../access/order-access";
import { setOrderTips } from "../orders/order-tips";
import type { ServerContext } from "../server-context";
import { routeCall } from "./route-call";

/**
 * The tips call (schemas/calls/order-payments.ts `setTipsCall`): sets (or, with 0, removes) the guest's tip; 200 with the order priced again.
 * A core route, as the tips card is a core card on the venue's own `enable_tips` (decision 0050), so a venue gets
 * tips with or without the venue-group plugin. Only a guest who holds the order (403 otherwise; 404 for another
 * venue's); 400 below 0, 409 once the order is closed or being paid, 422 at a venue without tips.
 */
export function registerTipsRoute(app: FastifyInstance, ctx: ServerContext): void {
  routeCall(app, setTipsCall, async (request, reply, body) => {
    const access = await accessOrder(ctx, request, body.order_uuid, "hold");
    if (!access.ok) return reply.code(access.status).send({ detail: access.detail });
    const change = await setOrderTips(ctx, access.uuid, body.tips_amount);
    if (!change.ok) return reply.code(change.status).send({ detail: change.detail });
    return reply.code(200).send(access.owner ? change.order : tableView(change.order));
  });
}
