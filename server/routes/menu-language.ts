import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../server-context";
import { findVenue } from "../venues/venue-store";
import { venueLanguages } from "../venues/venue-languages";
import { notFound } from "./errors";

/** GET /en/api/menu_language/{license}/ → `{ default_language, languages }`: the app loads the menu next. */
export function registerMenuLanguageRoute(app: FastifyInstance, ctx: ServerContext): void {
  app.get<{ Params: { license: string } }>("/en/api/menu_language/:license/", async (request, reply) => {
    const venue = await findVenue(ctx.db, request.params.license);
    if (!venue) return notFound(reply, `Unknown license ${request.params.license}`);
    return { default_language: venue.defaultLanguage, languages: venueLanguages(venue) };
  });
}
