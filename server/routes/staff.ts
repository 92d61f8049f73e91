/**
 * The staff side's HTTP calls (issue 12), for a real trial without a back office: list orders, change a status,
 * delete a line. Each needs `Authorization: Bearer {CARTA_ADMIN_TOKEN}`; without a configured token they are not
 * registered at all. `npm run order` uses them while the server runs.
 */
import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ServerContext } from "../server-context";
import { deleteOrderLine, listOrders, setOrderStatus, type OrderChange } from "../orders/staff-actions";

export function registerStaffRoutes(app: FastifyInstance, ctx: ServerContext, token: string): void {
  const expected = Buffer.from(`Bearer ${token}`);
  const authorised = (request: FastifyRequest) => {
    const given = Buffer.from(request.headers.authorization ?? "");
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  const answer = (reply: FastifyReply, result: OrderChange) => (result.ok ? result.order : reply.code(result.status).send({ detail: result.detail }));

  void app.register(async (scope) => {
    scope.addHook("onRequest", async (request, reply) => {
      reply.header("cache-control", "no-store");
      if (!authorised(request)) return reply.code(401).header("www-authenticate", "Bearer").send({ detail: "A staff token is required." });
    });
    scope.get<{ Querystring: { license?: string } }>("/admin/api/orders/", async (request) => listOrders(ctx.db, request.query.license));
    scope.post<{ Params: { uuid: string }; Body: { status?: unknown } | null }>("/admin/api/orders/:uuid/status/", async (request, reply) =>
      answer(reply, await setOrderStatus(ctx, request.params.uuid, request.body?.status)),
    );
    scope.post<{ Params: { uuid: string; position: string } }>("/admin/api/orders/:uuid/lines/:position/delete/", async (request, reply) => {
      const position = Number(request.params.position);
      if (!Number.isSafeInteger(position) || position < 0) return reply.code(400).send({ detail: "A line is named by its position, 0 or more." });
      return answer(reply, await deleteOrderLine(ctx, request.params.uuid, position));
    });
  });
}
