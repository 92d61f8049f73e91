/**
 * The Pusher Channels protocol (version 7), spoken by the reference server itself so `npm start` has live order
 * updates with no account: pusher-js connects to `/app/{key}`, subscribes to public channels, and receives the
 * events published through the HTTP API (./pusher-http-api.ts). Only what the app uses is here: public channels,
 * private channels signed by the server's auth call (a shared table's, docs/shared-table.md), subscribe and
 * unsubscribe, ping and pong. See docs/decisions/0030-live-updates-over-the-pusher-protocol.md.
 * Bounded (docs/decisions/0035-security-headers.md): pages of other sites are refused at the handshake, a
 * connection holds at most MAX_CHANNELS_PER_CONNECTION channels, and a message is at most MAX_MESSAGE_BYTES.
 */
import { randomInt } from "node:crypto";
import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer, type WebSocket } from "ws";

/** One event for the subscribers of a channel; `data` is sent as the protocol's JSON string. */
export interface ChannelEvent {
  channel: string;
  event: string;
  data: string;
}

export interface PusherProtocolServer {
  /** Sends `event` to this instance's subscribers of its channel. */
  deliver(event: ChannelEvent): void;
  /** Connections and subscriptions now (tests and the bench read them). */
  stats(): { connections: number; subscriptions: number };
  /** Serves upgrades of `server` on `/app/{key}`; other upgrade paths are closed. */
  attach(server: Server): void;
  close(): Promise<void>;
}

/** Seconds pusher-js may stay silent before it pings (it disconnects when a ping goes unanswered). */
const ACTIVITY_TIMEOUT = 120;
const APP_PATH = /^\/app\/[^/?]+(?:\?|$)/;
/** An order screen watches one order (a split bill, one more per share): far fewer than this. */
export const MAX_CHANNELS_PER_CONNECTION = 20;
/** A subscribe message is about 100 bytes; a longer message closes the connection (1009, "message too big"). */
export const MAX_MESSAGE_BYTES = 4 * 1024;

export interface PusherProtocolOptions {
  /** Whether a handshake with this Origin (undefined: none sent) asked of this Host may connect; all by default. */
  allowOrigin?: (origin: string | undefined, host: string | undefined) => Promise<boolean>;
  /**
   * Whether `auth` (Pusher's `{key}:{signature}`) signs a subscription of this socket to a private channel; without
   * it private and presence channels are refused.
   */
  isSignedSubscription?: (socketId: string, channel: string, auth: string) => boolean;
}

export function createPusherProtocolServer(options: PusherProtocolOptions = {}): PusherProtocolServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const channels = new Map<string, Set<WebSocket>>();
  const subscribed = new Map<WebSocket, Set<string>>();

  const send = (socket: WebSocket, message: object) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  const unsubscribe = (socket: WebSocket, channel: string) => {
    channels.get(channel)?.delete(socket);
    if (channels.get(channel)?.size === 0) channels.delete(channel);
    subscribed.get(socket)?.delete(channel);
  };

  wss.on("connection", (socket: WebSocket) => {
    subscribed.set(socket, new Set());
    const socketId = `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`;
    send(socket, { event: "pusher:connection_established", data: JSON.stringify({ socket_id: socketId, activity_timeout: ACTIVITY_TIMEOUT }) });
    socket.on("message", (raw) => {
      let message: { event?: unknown; data?: unknown };
      try {
        message = JSON.parse(String(raw)) as typeof message;
      } catch {
        return send(socket, { event: "pusher:error", data: { code: 4200, message: "A message must be JSON." } });
      }
      const data = (typeof message.data === "string" ? safeJson(message.data) : message.data) as { channel?: unknown; auth?: unknown } | undefined;
      const channel = typeof data?.channel === "string" ? data.channel : undefined;
      switch (message.event) {
        case "pusher:ping":
          return send(socket, { event: "pusher:pong", data: "{}" });
        case "pusher:subscribe":
          if (!channel || channel.length > 164) return send(socket, { event: "pusher:error", data: { code: 4009, message: "A channel name is required." } });
          // Order channels are public; a private channel needs the server's signature (its auth call), presence is not served.
          if (/^presence-/.test(channel) || (/^private-/.test(channel) && !(typeof data?.auth === "string" && options.isSignedSubscription?.(socketId, channel, data.auth)))) {
            return send(socket, { event: "pusher:subscription_error", channel, data: JSON.stringify({ type: "AuthError", error: "This channel needs the server's signature.", status: 401 }) });
          }
          if (!subscribed.get(socket)!.has(channel) && subscribed.get(socket)!.size >= MAX_CHANNELS_PER_CONNECTION) {
            return send(socket, { event: "pusher:subscription_error", channel, data: JSON.stringify({ type: "LimitReached", error: `At most ${MAX_CHANNELS_PER_CONNECTION} channels per connection.`, status: 429 }) });
          }
          if (!channels.has(channel)) channels.set(channel, new Set());
          channels.get(channel)!.add(socket);
          subscribed.get(socket)!.add(channel);
          return send(socket, { event: "pusher_internal:subscription_succeeded", channel, data: "{}" });
        case "pusher:unsubscribe":
          if (channel) unsubscribe(socket, channel);
          return;
        default:
          return; // client events are not served
      }
    });
    socket.on("close", () => {
      for (const channel of subscribed.get(socket) ?? []) unsubscribe(socket, channel);
      subscribed.delete(socket);
    });
    socket.on("error", () => socket.terminate());
  });

  const onUpgrade = async (request: IncomingMessage, stream: Duplex, head: Buffer) => {
    if (!APP_PATH.test(request.url ?? "")) {
      stream.destroy();
      return;
    }
    // A client that goes away while its Origin is checked must not take the process with it.
    stream.on("error", () => stream.destroy());
    const allowed = options.allowOrigin ? await options.allowOrigin(request.headers.origin, request.headers.host).catch(() => false) : true;
    if (!allowed) {
      // As ws refuses a handshake: the answer, then the socket closed once it is written.
      stream.once("finish", () => stream.destroy());
      stream.end("HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
      return;
    }
    if (stream.destroyed) return;
    wss.handleUpgrade(request, stream, head, (socket) => wss.emit("connection", socket, request));
  };

  return {
    deliver({ channel, event, data }) {
      for (const socket of channels.get(channel) ?? []) send(socket, { event, channel, data });
    },
    stats: () => ({ connections: subscribed.size, subscriptions: [...channels.values()].reduce((n, set) => n + set.size, 0) }),
    attach(server) {
      server.on("upgrade", (request: IncomingMessage, stream: Duplex, head: Buffer) => void onUpgrade(request, stream, head));
    },
    async close() {
      for (const socket of wss.clients) socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
