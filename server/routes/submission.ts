import type { FastifyInstance } from "fastify";
import { idempotencyKeyOf } from "./idempotency-key";
import { submissionCall } from "../../schemas/calls/venue-extras";
import { routeCall } from "./route-call";
import { loadCatalogue, uiText } from "../../engine/i18n/ui-text";
import { formSubmission, readSubmission } from "../../engine/rules/form-validation";
import type { ServerContext } from "../server-context";
import { resolveLicenseForHost } from "../venues/resolve-host";
import { findVenueForm } from "../venues/venue-forms";
import { findVenue } from "../venues/venue-store";
import { badRequest, notFound } from "./errors";

/**
 * POST /{lang}/api/submission/ with `{ feedback_id, submission }` (ordering spec section 7): checks the answers
 * against the form's fields with the app's own rules (engine/rules/form-validation.ts), stores them in
 * `form_submissions` (once per `Idempotency-Key`) and answers 201 with a thank-you message in that language. 400 for a bad body or
 * answers; 404 for an unknown host or form.
 */
export function registerSubmissionRoute(app: FastifyInstance, ctx: ServerContext): void {
  routeCall(app, submissionCall, async (request, reply, submission) => {
    const { lang = "" } = request.params;
    const license = await resolveLicenseForHost(ctx.db, request.host, ctx.defaultLicense);
    const venue = license ? await findVenue(ctx.db, license) : undefined;
    if (!venue) return notFound(reply, `No venue answers at ${request.host}`);
    const formId = String(submission.feedback_id);
    const form = findVenueForm(venue, formId, venue.defaultLanguage);
    if (!form) return notFound(reply, `No form ${formId} at ${venue.license}`);
    const { answers, problems } = readSubmission(form.form_data, submission.submission);
    const [name, problem] = Object.entries(problems)[0] ?? [];
    if (name !== undefined && problem !== undefined) return badRequest(reply, `Invalid answer for "${name}": ${problem.key}`);
    // The same Idempotency-Key twice (a retry after a lost answer) stores the answers once.
    await ctx.db.query(
      `insert into form_submissions (license, form_id, language, submission, idempotency_key) values ($1, $2, $3, $4::jsonb, $5)
       on conflict (license, idempotency_key) where idempotency_key is not null do nothing`,
      [venue.license, form.id, lang, JSON.stringify(formSubmission(form.form_data, answers)), idempotencyKeyOf(request)],
    );
    await loadCatalogue(lang);
    return reply.code(201).send({ message: uiText("form_thank_you", lang, undefined) });
  });
}
