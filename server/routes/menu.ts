import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../server-context";
import { localisedPayload } from "../venues/localised-payload";
import { venueContextsOf, type VenueContext } from "../venues/venue-context";
import { notFound } from "./errors";
import { PRECOMPRESSED_ROUTE, precompressJson, sendPrecompressed, type PrecompressedAnswer } from "./precompressed-answer";

/**
 * GET /{lang}/api/menu/{license}/ → the menu-data payload in that language, with `license` and
 * `license_status` as stored (the app accepts only ACTIVE and shows its error screen otherwise).
 * Made once per venue version and language as final bytes, with an ETag (decision 0036).
 */
export function registerMenuRoute(app: FastifyInstance, ctx: ServerContext): void {
  app.get<{ Params: { lang: string; license: string } }>("/:lang/api/menu/:license/", PRECOMPRESSED_ROUTE, async (request, reply) => {
    const { lang, license } = request.params;
    const context = await venueContextsOf(ctx).get(license);
    if (!context) return notFound(reply, `Unknown license ${license}`);
    if (!context.languages.some((entry) => entry.code === lang)) {
      return notFound(reply, `The menu of ${license} is not offered in ${lang}`);
    }
    return sendPrecompressed(request, reply, await menuAnswer(context, lang));
  });
}

/** The menu answer of this venue version in `language`, made on its first request. */
export function menuAnswer(context: VenueContext, language: string): Promise<PrecompressedAnswer> {
  return context.derived(`menu answer ${language}`, () => precompressJson(localisedPayload(context.venue, language)));
}
