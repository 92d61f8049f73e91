import type { FastifyInstance } from "fastify";
import type { ActiveOrderAnswer } from "../../schemas/api/active-order";
import { findOpenOrderAt, placeKey } from "../orders/order-store";
import type { ServerContext } from "../server-context";
import { hostVenueForMenu } from "../access/order-access";
import { notFound } from "./errors";

/**
 * GET /iiko/active-order/{orderLocation}/{menuId}/ (ordering spec §7): the order open at a table of the venue —
 * placed and not yet fulfilled, canceled or rejected — which a guest scanning that table joins instead of placing
 * another. `{orderLocation}` is the table's (or room's) number as the app stores it. The reference server takes
 * no orders from a point of sale, so `common_order` is always false here. The uuid it names reads only as a guest at
 * the table sees the order (server/access/order-access.ts), and lookups are rate-limited: table numbers are easy to count.
 */
export function registerActiveOrderRoute(app: FastifyInstance, ctx: ServerContext): void {
  app.get<{ Params: { orderLocation: string; menuId: string } }>("/iiko/active-order/:orderLocation/:menuId/", async (request, reply) => {
    // The venue at the host, and only its own menu: another venue's tables are not found from here.
    const venue = (await hostVenueForMenu(ctx, request, request.params.menuId))?.venue;
    if (!venue) return notFound(reply, `Unknown menu ${request.params.menuId}`);
    // The app names the table by its number alone; orders keep its type too.
    const place = request.params.orderLocation;
    const order = (await findOpenOrderAt(ctx.db, venue.license, placeKey("table", place))) ?? (await findOpenOrderAt(ctx.db, venue.license, placeKey("room", place)));
    if (!order) return notFound(reply, "No open order at this table");
    reply.header("cache-control", "no-store");
    const answer: ActiveOrderAnswer = { order_id: order.uuid, common_order: false };
    return answer;
  });
}
