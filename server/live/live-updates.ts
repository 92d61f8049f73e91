/**
 * Live order updates (ordering spec §7: channel = the order's uuid, event 'order-update'). The server publishes
 * with the official `pusher` library through the Pusher HTTP API: to hosted Pusher or a soketi when configured,
 * else to itself — it speaks the Pusher protocol (./pusher-protocol-server.ts) on its own port (CARTA_LIVE_PORT)
 * and on the app's port, so `npm start` has live updates with no account. Its publishes go through the
 * database's NOTIFY, so every server instance on one PostgreSQL reaches its own subscribers.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import Pusher from "pusher";
import type { Database } from "../db/database";
import type { LiveChannels, OrderEvents } from "../server-context";
import { registerPusherHttpApi, type PusherApp } from "./pusher-http-api";
import { createPusherProtocolServer, type ChannelEvent, type PusherProtocolServer } from "./pusher-protocol-server";
import { isAllowedSocketOrigin } from "../security/socket-origin";
import { ORDER_UPDATE_EVENT } from "../../schemas/api/order-channel";

/** Hosted Pusher (a cluster) or another Pusher-protocol server (host and port), from the environment. */
export interface ExternalPusher extends PusherApp {
  cluster?: string | undefined;
  host?: string | undefined;
  port?: string | undefined;
  useTLS: boolean;
}

export interface LiveConfig {
  /** The built-in server's app (its HTTP API checks this key and secret). */
  app: PusherApp;
  /** Publish to this service instead of the built-in server. */
  external?: ExternalPusher | undefined;
  /** Also serve the protocol on this port of its own (the app's port always serves it). */
  ownPort?: number | undefined;
}

/** The NOTIFY channel every instance listens on. */
const LIVE_CHANNEL = "carta_live";

export function readLiveConfig(env: NodeJS.ProcessEnv = process.env): LiveConfig {
  const app = { appId: env["CARTA_PUSHER_APP_ID"] ?? "carta", key: env["CARTA_PUSHER_KEY"] ?? "carta", secret: env["CARTA_PUSHER_SECRET"] ?? randomBytes(24).toString("hex") };
  const external =
    env["CARTA_PUSHER_CLUSTER"] || env["CARTA_PUSHER_HOST"]
      ? { ...app, cluster: env["CARTA_PUSHER_CLUSTER"], host: env["CARTA_PUSHER_HOST"], port: env["CARTA_PUSHER_PORT"], useTLS: env["CARTA_PUSHER_TLS"] !== "false" }
      : undefined;
  const ownPort = env["CARTA_LIVE_PORT"] ? Number(env["CARTA_LIVE_PORT"]) : undefined;
  return { app, external, ownPort };
}

export interface LiveUpdates {
  events: OrderEvents;
  /** Private channels: publishing to them and signing a member's subscription (a shared table's). */
  channels: LiveChannels;
  /** The built-in protocol server, when it runs. */
  protocol: PusherProtocolServer | undefined;
}

/**
 * Sets up publishing (and the built-in server unless an external one is configured) on `app`. The built-in server
 * lets in pages of the venues `db` holds (`defaultLicense` on the loopback names, as resolve-host reads hosts).
 */
export async function startLiveUpdates(app: FastifyInstance, db: Database, config: LiveConfig, defaultLicense?: string): Promise<LiveUpdates> {
  if (config.external) {
    const { cluster, host, port, useTLS, appId, key, secret } = config.external;
    const pusher = cluster ? new Pusher({ appId, key, secret, cluster, useTLS }) : new Pusher({ appId, key, secret, host: host ?? "127.0.0.1", ...(port ? { port } : {}), useTLS });
    return { events: pusherEvents(() => pusher, app), channels: liveChannels(config.external, () => pusher, app), protocol: undefined };
  }

  const protocol = createPusherProtocolServer({
    allowOrigin: (origin, host) => isAllowedSocketOrigin(db, defaultLicense, origin, host),
    isSignedSubscription: (socketId, channel, auth) => {
      const expected = channelAuth(config.app, socketId, channel);
      return expected.length === auth.length && timingSafeEqual(Buffer.from(expected), Buffer.from(auth));
    },
  });
  protocol.attach(app.server);
  const stopListening = await db.listen(LIVE_CHANNEL, (payload) => {
    try {
      protocol.deliver(JSON.parse(payload) as ChannelEvent);
    } catch (error) {
      app.log.warn({ error }, "a live event could not be read");
    }
  });
  const publish = async (events: ChannelEvent[]) => {
    for (const event of events) await db.notify(LIVE_CHANNEL, JSON.stringify(event));
  };
  registerPusherHttpApi(app, config.app, publish);

  let ownServer: http.Server | undefined;
  if (config.ownPort !== undefined) {
    ownServer = http.createServer((_request, response) => response.writeHead(426, { "content-type": "text/plain" }).end("WebSocket only: /app/{key}"));
    protocol.attach(ownServer);
    await new Promise<void>((resolve) => ownServer!.listen(config.ownPort, resolve));
  }
  app.addHook("onClose", async () => {
    await protocol.close();
    await stopListening();
    if (ownServer) await new Promise<void>((resolve) => ownServer!.close(() => resolve()));
  });

  // Publishing goes through the HTTP API once the app listens; before that (a test's inject) straight to the hub.
  let client: Pusher | undefined;
  const localClient = () => {
    const address = app.server.address() as AddressInfo | null;
    if (!address || typeof address !== "object") return undefined;
    client ??= new Pusher({ ...config.app, host: "127.0.0.1", port: String(address.port), useTLS: false });
    return client;
  };
  return { events: pusherEvents(localClient, app, publish), channels: liveChannels(config.app, localClient, app, publish), protocol };
}

/** Pusher's signature of a private-channel subscription: `{key}:{HMAC-SHA256(secret, "{socket_id}:{channel}")}`. */
export function channelAuth(app: PusherApp, socketId: string, channel: string): string {
  return `${app.key}:${createHmac("sha256", app.secret).update(`${socketId}:${channel}`).digest("hex")}`;
}

function liveChannels(pusherApp: PusherApp, client: () => Pusher | undefined, app: FastifyInstance, fallback?: (events: ChannelEvent[]) => Promise<void>): LiveChannels {
  return {
    sign: (socketId, channel) => channelAuth(pusherApp, socketId, channel),
    async publish(channel, event, data) {
      try {
        const pusher = client();
        if (pusher) await pusher.trigger(channel, event, data);
        else await fallback?.([{ channel, event, data: JSON.stringify(data) }]);
      } catch (error) {
        // A lost event costs the table one refresh (the table screen reads the session again when it reconnects).
        app.log.warn({ error, channel }, "a channel event could not be published");
      }
    },
  };
}

function pusherEvents(client: () => Pusher | undefined, app: FastifyInstance, fallback?: (events: ChannelEvent[]) => Promise<void>): OrderEvents {
  return {
    async orderUpdated(uuid) {
      const data = { uuid };
      try {
        const pusher = client();
        if (pusher) await pusher.trigger(uuid, ORDER_UPDATE_EVENT, data);
        else await fallback?.([{ channel: uuid, event: ORDER_UPDATE_EVENT, data: JSON.stringify(data) }]);
      } catch (error) {
        // A lost event costs a guest one poll interval (the order screen polls when it hears nothing), never an order.
        app.log.warn({ error, uuid }, "the order update could not be published");
      }
    },
  };
}
