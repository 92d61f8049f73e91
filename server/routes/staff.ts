/**
 * The staff side's HTTP calls (issue 12), for a real trial without a back office: list venues and orders, change a
 * status, delete a line. Each needs `Authorization: Bearer {token}`: the operator's CARTA_ADMIN_TOKEN acts on every
 * venue, a venue's token from CARTA_STAFF_TOKENS on that venue alone (server/routes/staff-tokens.ts); without any
 * configured token they are not registered at all. At a venue's own host (a custom domain, `{license}.localhost`)
 * a call acts on that venue only, whatever the token. An order outside the call's venue is answered exactly like
 * an order that does not exist (404), so a venue's token learns nothing of other venues. `npm run order` and
 * `npm run venue -- list` use these calls while the server runs.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ServerContext } from "../server-context";
import { deleteOrderLine, listOrders, setOrderStatus, type OrderChange } from "../orders/staff-actions";
import { listVenues } from "../venues/venue-store";
import { resolveLicenseForHost } from "../venues/resolve-host";
import { staffScopeOf, type StaffScope, type StaffTokens } from "./staff-tokens";

/** The venues a call may act on: every one, one, or none (a venue's token at another venue's host). */
type Reach = { every: true } | { every: false; license: string | undefined };

const NO_SUCH_ORDER = "No such order";

export function registerStaffRoutes(app: FastifyInstance, ctx: ServerContext, tokens: StaffTokens): void {
  if (!tokens.operator && tokens.venues.length === 0) return;
  const scopes = new WeakMap<FastifyRequest, StaffScope>();

  /** Intersects the token's venues with the host's venue (none on a bare loopback name or an unknown host). */
  const reachOf = async (request: FastifyRequest): Promise<Reach> => {
    const scope = scopes.get(request);
    const atHost = await resolveLicenseForHost(ctx.db, request.host, undefined);
    if (scope?.kind === "operator") return atHost === undefined ? { every: true } : { every: false, license: atHost };
    const own = scope?.kind === "venue" ? scope.license : undefined;
    return { every: false, license: atHost === undefined || atHost === own ? own : undefined };
  };
  /** Runs `change` when the order is within reach; else the same 404 as for an order that does not exist. */
  const onReachableOrder = async (request: FastifyRequest, reply: FastifyReply, uuid: string, change: () => Promise<OrderChange>) => {
    const reach = await reachOf(request);
    if (!reach.every) {
      const [order] = await ctx.db.query<{ license: string }>("select license from orders where uuid = $1", [uuid]);
      if (!order || order.license !== reach.license) return reply.code(404).send({ detail: NO_SUCH_ORDER });
    }
    const result = await change();
    return result.ok ? result.order : reply.code(result.status).send({ detail: result.detail });
  };

  void app.register(async (scope) => {
    scope.addHook("onRequest", async (request, reply) => {
      reply.header("cache-control", "no-store");
      const staff = staffScopeOf(tokens, request.headers.authorization);
      if (!staff) return reply.code(401).header("www-authenticate", "Bearer").send({ detail: "A staff token is required." });
      scopes.set(request, staff);
    });
    scope.get("/admin/api/venues/", async (request) => {
      const reach = await reachOf(request);
      if (reach.every) return listVenues(ctx.db);
      return reach.license === undefined ? [] : listVenues(ctx.db, reach.license);
    });
    scope.get<{ Querystring: { license?: string } }>("/admin/api/orders/", async (request) => {
      const reach = await reachOf(request);
      const asked = request.query.license || undefined;
      if (reach.every) return listOrders(ctx.db, asked);
      // Another venue's orders read as a venue without orders.
      if (reach.license === undefined || (asked !== undefined && asked !== reach.license)) return [];
      return listOrders(ctx.db, reach.license);
    });
    scope.post<{ Params: { uuid: string }; Body: { status?: unknown } | null }>("/admin/api/orders/:uuid/status/", async (request, reply) =>
      onReachableOrder(request, reply, request.params.uuid, () => setOrderStatus(ctx, request.params.uuid, request.body?.status)),
    );
    scope.post<{ Params: { uuid: string; position: string } }>("/admin/api/orders/:uuid/lines/:position/delete/", async (request, reply) => {
      const position = Number(request.params.position);
      if (!Number.isSafeInteger(position) || position < 0) return reply.code(400).send({ detail: "A line is named by its position, 0 or more." });
      return onReachableOrder(request, reply, request.params.uuid, () => deleteOrderLine(ctx, request.params.uuid, position));
    });
  });
}
