import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../server-context";
import { resolveLicenseForHost } from "../venues/resolve-host";
import { findVenueForm } from "../venues/venue-forms";
import { venueLanguages } from "../venues/venue-languages";
import { findVenue } from "../venues/venue-store";
import { notFound } from "./errors";
import { feedbackFormCall } from "../../schemas/calls/venue-extras";
import { routeCall } from "./route-call";

/**
 * GET /{lang}/api/feedback/{formId}/ → `{ id, name, form_data }` (ordering spec section 7): one enabled form of
 * the venue this host serves, in that language. 404 for an unknown host, language or form.
 */
export function registerFeedbackRoute(app: FastifyInstance, ctx: ServerContext): void {
  routeCall(app, feedbackFormCall, async (request, reply) => {
    const { lang = "", formId = "" } = request.params;
    const license = await resolveLicenseForHost(ctx.db, request.host, ctx.defaultLicense);
    const venue = license ? await findVenue(ctx.db, license) : undefined;
    if (!venue) return notFound(reply, `No venue answers at ${request.host}`);
    if (!venueLanguages(venue).some((entry) => entry.code === lang)) return notFound(reply, `The forms of ${venue.license} are not offered in ${lang}`);
    const form = findVenueForm(venue, formId, lang);
    if (!form) return notFound(reply, `No form ${formId} at ${venue.license}`);
    reply.header("cache-control", "no-cache");
    return form;
  });
}
