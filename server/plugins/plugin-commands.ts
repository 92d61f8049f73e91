/**
 * The plugins' staff commands (decision 0047): `npm run pos -- otp W1 --venue LICENSE` runs a command a plugin's
 * server half contributes, for one venue. While the server runs the command goes through the staff call
 * `POST /admin/api/plugins/{pluginId}/commands/{name}/` (a staff token; a venue's token reaches its own venue
 * only, and at a venue's own host only that venue); without a server it runs on the store directly.
 */
import * as Schema from "effect/Schema";
import type { FastifyInstance } from "fastify";
import type { ServerPlugin } from "../../engine/plugin-api/server";
import { decodeWith } from "../../schemas/decode";
import type { Database } from "../db/database";
import { findOpenOrderAt, placeKey } from "../orders/order-store";
import type { ServerContext } from "../server-context";
import { staffScopeOf, type StaffTokens } from "../routes/staff-tokens";
import { resolveLicenseForHost } from "../venues/resolve-host";
import { venueContextsOf } from "../venues/venue-context";
import { pluginOptionsAt, pluginQueries } from "./plugin-services";

export type CommandOutcome = { ok: true; lines: string[] } | { ok: false; status: 400 | 404; detail: string };

/** The staff call's body: the command's arguments and, away from a venue's host, the venue. */
export const PluginCommandRequest = Schema.Struct({ args: Schema.Array(Schema.String), license: Schema.optional(Schema.String) });
export const PluginCommandAnswer = Schema.Struct({ lines: Schema.Array(Schema.String) });

/** Runs `name` of `plugin` for the venue `license`. */
export async function runPluginCommand(
  ctx: { db: Database; venues?: ServerContext["venues"]; live?: ServerContext["live"] },
  plugin: ServerPlugin,
  name: string,
  license: string,
  args: readonly string[],
): Promise<CommandOutcome> {
  const command = plugin.commands?.find((candidate) => candidate.name === name);
  if (!command) return { ok: false, status: 404, detail: `Plugin "${plugin.id}" has no command "${name}"` };
  const venue = await venueContextsOf(ctx).get(license);
  if (!venue) return { ok: false, status: 404, detail: `No venue "${license}"` };
  // A table's order whose reading a command changed (a common POS order) is read again by the guests watching it.
  const orderChangedAt = async (place: string) => {
    const order = (await findOpenOrderAt(ctx.db, license, placeKey("table", place))) ?? (await findOpenOrderAt(ctx.db, license, placeKey("room", place)));
    if (order) await ctx.live?.orderUpdated(order.uuid);
  };
  const outcome = await command.run(args, { license, options: pluginOptionsAt(plugin, venue), db: pluginQueries(plugin.id, ctx.db), orderChangedAt });
  return outcome.ok ? outcome : { ok: false, status: 400, detail: outcome.detail };
}

/** Registers the staff call that runs the plugins' commands; none without a configured staff token. */
export function registerPluginCommands(app: FastifyInstance, ctx: ServerContext, plugins: readonly ServerPlugin[], tokens: StaffTokens): void {
  if (!tokens.operator && tokens.venues.length === 0) return;
  app.post<{ Params: { plugin: string; name: string } }>("/admin/api/plugins/:plugin/commands/:name/", async (request, reply) => {
    reply.header("cache-control", "no-store");
    const scope = staffScopeOf(tokens, request.headers.authorization);
    if (!scope) return reply.code(401).header("www-authenticate", "Bearer").send({ detail: "A staff token is required." });
    const body = decodeWith(PluginCommandRequest, request.body ?? {});
    if (!body.ok) return reply.code(400).send({ detail: body.problems[0].text });
    const atHost = await resolveLicenseForHost(ctx.db, request.host, undefined);
    const asked = body.value.license ?? atHost ?? (scope.kind === "venue" ? scope.license : undefined);
    // Another venue than the token's (or the host's) reads as a venue that does not exist.
    const reachable = asked !== undefined && (atHost === undefined || asked === atHost) && (scope.kind === "operator" || scope.license === asked);
    if (!reachable) return reply.code(404).send({ detail: asked === undefined ? "Name the venue (--venue LICENSE)." : `No venue "${asked}"` });
    const plugin = plugins.find((candidate) => candidate.id === request.params.plugin);
    if (!plugin) return reply.code(404).send({ detail: `No plugin "${request.params.plugin}"` });
    const outcome = await runPluginCommand(ctx, plugin, request.params.name, asked, body.value.args);
    return outcome.ok ? { lines: outcome.lines } : reply.code(outcome.status).send({ detail: outcome.detail });
  });
}
