import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../server-context";
import { resolveLicenseForHost } from "../venues/resolve-host";
import { notFound } from "./errors";

/** GET /en/menus/custom-domain/{domain}/ → `{ license }`; 404 sends the app down the "license none" path. */
export function registerCustomDomainRoute(app: FastifyInstance, ctx: ServerContext): void {
  app.get<{ Params: { domain: string } }>("/en/menus/custom-domain/:domain/", async (request, reply) => {
    const license = await resolveLicenseForHost(ctx.db, request.params.domain, ctx.defaultLicense);
    if (!license) return notFound(reply, `No venue answers at ${request.params.domain}`);
    return { license };
  });
}
