/**
 * The payment routes the core serves for every provider plugin (decision 0051): the hop to a provider's page, and
 * the providers' webhooks. Both answer for the venue the host stands for, and only with that venue's payments.
 */
import type { FastifyInstance } from "fastify";
import type { ServerPlugin } from "../../engine/plugin-api/server";
import { notFound } from "../routes/errors";
import type { ServerContext } from "../server-context";
import { resolveLicenseForHost } from "../venues/resolve-host";
import type { OnlinePayments } from "./online-payments";

export function registerPaymentRoutes(app: FastifyInstance, ctx: ServerContext, payments: OnlinePayments, plugins: readonly ServerPlugin[]): void {
  // The guest follows the order's payment address here; the provider's payment is created now, not while the order
  // was being stored, and the guest is sent to its page.
  app.get<{ Params: { provider: string; reference: string } }>("/pay/:provider/:reference", async (request, reply) => {
    const license = await resolveLicenseForHost(ctx.db, request.host, ctx.defaultLicense);
    if (!license) return notFound(reply, `No venue answers at ${request.host}`);
    const { provider, reference } = request.params;
    const started = await payments.start(license, provider, reference, `${request.protocol}://${request.host}`);
    if (!started.ok) return reply.code(started.status).header("cache-control", "no-store").send({ detail: started.detail });
    return reply.header("cache-control", "no-store").redirect(started.url, 303);
  });

  const webhooks = plugins.flatMap((plugin) => (plugin.payment?.gateway?.webhookPath ? [{ provider: plugin.payment.provider, path: plugin.payment.gateway.webhookPath }] : []));
  if (webhooks.length === 0) return;
  void app.register(async (scope) => {
    // A signature is over the exact bytes the provider sent: the body is kept raw, never parsed and re-encoded.
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    for (const { provider, path } of webhooks) {
      scope.post(path, async (request, reply) => {
        const license = await resolveLicenseForHost(ctx.db, request.host, ctx.defaultLicense);
        if (!license) return notFound(reply, `No venue answers at ${request.host}`);
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.from("");
        const answer = await payments.webhook(license, provider, rawBody, request.headers);
        return reply.code(answer.status).header("cache-control", "no-store").send(answer.body);
      });
    }
  });
}
