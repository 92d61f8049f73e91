import type { FastifyInstance } from "fastify";
import { decodeWith } from "../../schemas/decode";
import { apiPrefix, type ServerPlugin, type ServerServices } from "../../engine/plugin-api/server";
import { findPayment } from "../payments/payment-store";
import { badRequest, notFound } from "../routes/errors";
import type { ServerContext } from "../server-context";
import { venueContextsOf } from "../venues/venue-context";
import { venueServices } from "./plugin-services";

/**
 * Serves every route of the plugins' server halves: the venue is resolved from the host (none: 404), the body
 * decoded by the route's schema (bad: 400 naming the field), then the handler answers with the services of that
 * venue (server/plugins/plugin-services.ts). Two plugins claiming one route stop start-up naming both. Returns the
 * API prefixes the routes claim (`/en/stripe/`).
 */
export function registerServerPlugins(app: FastifyInstance, ctx: ServerContext, plugins: readonly ServerPlugin[]): string[] {
  const services: ServerServices = {
    payments: {
      find: (license, provider, reference) => findPayment(ctx.db, license, provider, reference),
      confirm: async (license, provider, reference, session) => ctx.payments?.confirm(license, provider, reference, session),
    },
  };
  const owners = new Map<string, string>();
  const prefixes: string[] = [];
  for (const plugin of plugins) {
    for (const route of plugin.routes) {
      const key = `${route.method} ${route.url}`;
      const owner = owners.get(key);
      if (owner) throw new Error(`Server route ${key} is contributed by both "${owner}" and "${plugin.id}"`);
      owners.set(key, plugin.id);
      prefixes.push(apiPrefix(route.url));
      app.route({
        method: route.method,
        url: route.url,
        handler: async (request, reply) => {
          const contexts = venueContextsOf(ctx);
          const license = await contexts.licenseForHost(request.host, ctx.defaultLicense);
          const venue = license ? await contexts.get(license) : undefined;
          if (!license || !venue) return notFound(reply, `No venue answers at ${request.host}`);
          let body: unknown = request.body ?? {};
          if (route.body) {
            const decoded = decodeWith(route.body as never, body);
            if (!decoded.ok) return badRequest(reply, decoded.problems.map((p) => p.text).join("; "));
            body = decoded.value;
          }
          const answer = await route.handle(
            {
              license,
              params: request.params as Record<string, string>,
              query: request.query as Record<string, string>,
              body: body as never,
            },
            { ...services, venue: venueServices(ctx, request, plugin, venue) },
          );
          return reply.code(answer.status).header("cache-control", "no-store").send(answer.body);
        },
      });
    }
  }
  return prefixes;
}
