import * as Schema from "effect/Schema";
import type { FastifyInstance } from "fastify";
import { accessOrder, tableView } from "../access/order-access";
import { Amount, Text } from "../../schemas/fields";
import { decodeWith } from "../../schemas/decode";
import { setOrderTips } from "../orders/order-tips";
import type { ServerContext } from "../server-context";
import { badRequest } from "./errors";

/** The tips call's body (ordering spec §7). */
export const TipsRequest = Schema.Struct({ order_uuid: Text, tips_amount: Amount });

/**
 * POST /iiko/tips/loyalty/promotions/: sets (or, with 0, removes) the guest's tip; 200 with the order priced again.
 * A core route, as the tips card is a core card on the venue's own `enable_tips` (decision 0050), so a venue gets
 * tips with or without the venue-group plugin. Only a guest who holds the order (403 otherwise; 404 for another
 * venue's); 400 below 0, 409 once the order is closed or being paid, 422 at a venue without tips.
 */
export function registerTipsRoute(app: FastifyInstance, ctx: ServerContext): void {
  app.post("/iiko/tips/loyalty/promotions/", async (request, reply) => {
    const body = decodeWith(TipsRequest, request.body);
    if (!body.ok) return badRequest(reply, body.problems[0].text);
    const access = await accessOrder(ctx, request, body.value.order_uuid, "hold");
    if (!access.ok) return reply.code(access.status).send({ detail: access.detail });
    const change = await setOrderTips(ctx, access.uuid, body.value.tips_amount);
    if (!change.ok) return reply.code(change.status).send({ detail: change.detail });
    return reply.code(200).send(access.owner ? change.order : tableView(change.order));
  });
}
