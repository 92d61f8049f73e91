import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../server-context";
import { venueContextsOf } from "../venues/venue-context";
import { notFound } from "./errors";
import { PRECOMPRESSED_ROUTE, precompressJson, sendPrecompressed } from "./precompressed-answer";

/**
 * GET /en/api/menu_language/{license}/ → `{ default_language, languages }`: the app loads the menu next. Made once
 * per venue version, with an ETag (decision 0036).
 */
export function registerMenuLanguageRoute(app: FastifyInstance, ctx: ServerContext): void {
  app.get<{ Params: { license: string } }>("/en/api/menu_language/:license/", PRECOMPRESSED_ROUTE, async (request, reply) => {
    const context = await venueContextsOf(ctx).get(request.params.license);
    if (!context) return notFound(reply, `Unknown license ${request.params.license}`);
    const answer = await context.derived("languages answer", () =>
      precompressJson({ default_language: context.venue.defaultLanguage, languages: context.languages }),
    );
    return sendPrecompressed(request, reply, answer);
  });
}
