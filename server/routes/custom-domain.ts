import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../server-context";
import { venueContextsOf } from "../venues/venue-context";
import { notFound } from "./errors";
import { PRECOMPRESSED_ROUTE, precompressJson, sendPrecompressed } from "./precompressed-answer";

/**
 * GET /en/menus/custom-domain/{domain}/ → `{ license }`; 404 sends the app down the "license none" path. The host's
 * venue is remembered for a second and forgotten on any import (server/venues/venue-context.ts).
 */
export function registerCustomDomainRoute(app: FastifyInstance, ctx: ServerContext): void {
  app.get<{ Params: { domain: string } }>("/en/menus/custom-domain/:domain/", PRECOMPRESSED_ROUTE, async (request, reply) => {
    const license = await venueContextsOf(ctx).licenseForHost(request.params.domain, ctx.defaultLicense);
    if (!license) return notFound(reply, `No venue answers at ${request.params.domain}`);
    return sendPrecompressed(request, reply, await precompressJson({ license }));
  });
}
