import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../server-context";
import { localisedPayload } from "../venues/localised-payload";
import { findVenue } from "../venues/venue-store";
import { venueLanguages } from "../venues/venue-languages";
import { notFound } from "./errors";

/**
 * GET /{lang}/api/menu/{license}/ → the menu-data payload in that language, with `license` and
 * `license_status` as stored (the app accepts only ACTIVE and shows its error screen otherwise).
 */
export function registerMenuRoute(app: FastifyInstance, ctx: ServerContext): void {
  app.get<{ Params: { lang: string; license: string } }>("/:lang/api/menu/:license/", async (request, reply) => {
    const { lang, license } = request.params;
    const venue = await findVenue(ctx.db, license);
    if (!venue) return notFound(reply, `Unknown license ${license}`);
    if (!venueLanguages(venue).some((entry) => entry.code === lang)) {
      return notFound(reply, `The menu of ${license} is not offered in ${lang}`);
    }
    reply.header("cache-control", "no-cache");
    return localisedPayload(venue, lang);
  });
}
