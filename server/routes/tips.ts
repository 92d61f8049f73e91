import * as Schema from "effect/Schema";
import type { FastifyInstance } from "fastify";
import { Amount, Text } from "../../schemas/fields";
import { decodeWith } from "../../schemas/decode";
import { setOrderTips } from "../orders/order-tips";
import type { ServerContext } from "../server-context";
import { badRequest } from "./errors";
import { accessOrder, tableView } from "../access/order-access";

/** The tips call's body (ordering spec §7). */
export const TipsRequest = Schema.Struct({ order_uuid: Text, tips_amount: Amount });

/**
 * POST /iiko/tips/loyalty/promotions/: sets (or, with 0, removes) the guest's tip; 200 with the order priced again.
 * Only a guest who holds the order (403 otherwise; 404 for another venue's).
 */
export function registerTipsRoute(app: FastifyInstance, ctx: ServerContext): void {
  app.post("/iiko/tips/loyalty/promotions/", async (request, reply) => {
    const body = decodeWith(TipsRequest, request.body);
    if (!body.ok) return badRequest(reply, body.problems[0].text);
    const access = await accessOrder(ctx, request, body.value.order_uuid, "hold");
    if (!access.ok) return reply.code(access.status).send({ detail: access.detail });
    const result = await setOrderTips(ctx, access.uuid, body.value.tips_amount);
    if (!result.ok) return reply.code(result.status).send({ detail: result.detail });
    return access.owner ? result.order : tableView(result.order);
  });
}
