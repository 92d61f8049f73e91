/**
 * The Pusher Channels HTTP API's publishing calls (`POST /apps/{appId}/events` and `/batch_events`), so the
 * official `pusher` library publishes to the reference server as it would to hosted Pusher. Requests are signed
 * with the app secret (Pusher's auth_signature scheme); a publish is handed to the live hub, which reaches the
 * subscribers of every server instance on the same database.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ChannelEvent } from "./pusher-protocol-server";

export interface PusherApp {
  appId: string;
  key: string;
  secret: string;
}

/**
 * The largest event the hub carries: each is one PostgreSQL NOTIFY, whose payload stops at 8000 bytes (hosted Pusher
 * stops at 10 kB of data). A larger one is refused with 413, as Pusher does, instead of failing in the database.
 */
export const MAX_EVENT_BYTES = 7500;

/** How far a signed request's timestamp may be from now (Pusher's own window). */
const MAX_CLOCK_SKEW_SECONDS = 600;

/** Whether `query` signs `body` for `path` with the app's key and secret. */
export function isSignedRequest(app: PusherApp, method: string, path: string, query: Readonly<Record<string, string>>, body: string, nowSeconds: number): boolean {
  const { auth_signature: signature, ...params } = query;
  if (!signature || params["auth_key"] !== app.key) return false;
  if (Math.abs(nowSeconds - Number(params["auth_timestamp"])) > MAX_CLOCK_SKEW_SECONDS) return false;
  if (body !== "" && params["body_md5"] !== createHash("md5").update(body).digest("hex")) return false;
  const signed = Object.keys(params)
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join("&");
  const expected = createHmac("sha256", app.secret).update(`${method}\n${path}\n${signed}`).digest("hex");
  return expected.length === signature.length && timingSafeEqual(Buffer.from(expected), Buffer.from(signature));
}

interface EventBody {
  name?: unknown;
  channel?: unknown;
  channels?: unknown;
  data?: unknown;
}

/** The events one publish body names, or undefined when it is not one (`channels` up to 100, as Pusher allows). */
function eventsOf(body: EventBody): ChannelEvent[] | undefined {
  if (typeof body.name !== "string" || body.name === "") return undefined;
  const channels = typeof body.channel === "string" ? [body.channel] : Array.isArray(body.channels) ? body.channels : [];
  if (channels.length === 0 || channels.length > 100 || !channels.every((c): c is string => typeof c === "string" && c !== "")) return undefined;
  const data = typeof body.data === "string" ? body.data : JSON.stringify(body.data ?? {});
  return channels.map((channel) => ({ channel, event: body.name as string, data }));
}

export function registerPusherHttpApi(app: FastifyInstance, pusherApp: PusherApp, publish: (events: ChannelEvent[]) => Promise<void>): void {
  void app.register(async (scope) => {
    // The signature covers the body's exact bytes (body_md5): keep it as text and parse it here.
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => done(null, body));
    scope.post<{ Params: { appId: string; kind: string }; Querystring: Record<string, string> }>("/apps/:appId/:kind", async (request, reply) => {
      const { appId, kind } = request.params;
      if (appId !== pusherApp.appId || (kind !== "events" && kind !== "batch_events")) return reply.code(404).send({ detail: "Unknown app or call" });
      const raw = typeof request.body === "string" ? request.body : "";
      const path = `/apps/${appId}/${kind}`;
      if (!isSignedRequest(pusherApp, "POST", path, request.query, raw, Date.now() / 1000)) return reply.code(401).send({ detail: "Invalid signature" });
      let parsed: (EventBody & { batch?: unknown }) | null;
      try {
        parsed = JSON.parse(raw) as typeof parsed;
      } catch {
        return reply.code(400).send({ detail: "The body must be JSON" });
      }
      // `null`, a number or a string parse too, but are no event.
      if (parsed === null || typeof parsed !== "object") return reply.code(400).send({ detail: "The body must be a JSON object" });
      const bodies = kind === "batch_events" ? (Array.isArray(parsed.batch) ? (parsed.batch as unknown[]) : []) : [parsed];
      const events = bodies.map((body) => (body !== null && typeof body === "object" ? eventsOf(body) : undefined));
      if (bodies.length === 0 || events.some((e) => e === undefined)) return reply.code(400).send({ detail: "An event needs a name, a channel and data" });
      const flat = events.flat() as ChannelEvent[];
      if (flat.some((event) => Buffer.byteLength(JSON.stringify(event)) > MAX_EVENT_BYTES)) return reply.code(413).send({ detail: `An event is at most ${MAX_EVENT_BYTES} bytes` });
      await publish(flat);
      return kind === "batch_events" ? { batch: [] } : {};
    });
  });
}
