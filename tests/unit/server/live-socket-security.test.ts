import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { buildServer } from "../../../server/app";
import type { Database } from "../../../server/db/database";
import { openTestDatabase } from "../../support/test-database";
import { MAX_CHANNELS_PER_CONNECTION, MAX_MESSAGE_BYTES } from "../../../server/live/pusher-protocol-server";
import { importVenueFile } from "../../../server/venues/import-venue";

interface Message {
  event: string;
  channel?: string;
  data?: unknown;
}

describe("the live-update socket: pages of other sites refused, channels and messages bounded (issue 17)", () => {
  let db: Database;
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    db = await openTestDatabase();
    for (const file of ["server/venues/demo/venue.json", "tests/fixtures/venues/arabic.json"]) await importVenueFile(db, file);
    app = await buildServer({ db, paymentSandbox: true, rateLimits: false, defaultLicense: "demo" });
    await app.listen({ port: 0, host: "127.0.0.1" });
    port = (app.server.address() as AddressInfo).port;
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  /** Opens `/app/carta` as a browser on `origin` would (no origin: as the `pusher` library does); the answer to the handshake. */
  function handshake(headers: { origin?: string; host?: string }): Promise<{ status: number; socket?: WebSocket; messages: Message[] }> {
    return new Promise((resolve, reject) => {
      const messages: Message[] = [];
      const socket = new WebSocket(`ws://127.0.0.1:${port}/app/carta?protocol=7`, {
        ...(headers.origin ? { origin: headers.origin } : {}),
        ...(headers.host ? { headers: { host: headers.host } } : {}),
      });
      socket.on("message", (raw) => messages.push(JSON.parse(String(raw)) as Message));
      socket.on("open", () => resolve({ status: 101, socket, messages }));
      socket.on("unexpected-response", (_request, response) => {
        resolve({ status: response.statusCode ?? 0, messages });
        socket.terminate();
      });
      socket.on("error", (error) => (socket.readyState === WebSocket.CLOSED ? undefined : reject(error)));
    });
  }

  const nextMessage = async (messages: Message[], where: (m: Message) => boolean): Promise<Message> => {
    const end = Date.now() + 5000;
    for (;;) {
      const found = messages.find(where);
      if (found) return found;
      if (Date.now() > end) throw new Error(`no such message among ${JSON.stringify(messages)}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  };

  it("lets in pages of the venues it serves and of the host asked, and clients that send no Origin", async () => {
    for (const headers of [
      { origin: `http://demo.localhost:${port}`, host: `demo.localhost:${port}` },
      { origin: `http://localhost:${port}` },
      { origin: "http://olive-and-ember.localhost" },
      // A page on another venue's host may watch its own orders through this server.
      { origin: `http://arabi.localhost:${port}` },
      // Behind a proxy: the page's host is the host asked, whether or not a venue has it.
      { origin: "https://menu.example.com", host: "menu.example.com" },
      {},
    ]) {
      const { status, socket, messages } = await handshake(headers);
      expect(status, JSON.stringify(headers)).toBe(101);
      await nextMessage(messages, (m) => m.event === "pusher:connection_established");
      socket!.close();
    }
  });

  it("refuses a page of another site, an opaque origin and a non-web scheme with 403", async () => {
    for (const origin of ["http://evil.example", "https://demo.localhost.evil.example", "null", "file://", `http://nobody.localhost:${port}`]) {
      const { status } = await handshake({ origin });
      expect(status, origin).toBe(403);
    }
    expect(app.server.listening).toBe(true);
  });

  it(`holds at most ${MAX_CHANNELS_PER_CONNECTION} channels on one connection; the next is a subscription error, and the connection lives on`, async () => {
    const { socket, messages } = await handshake({});
    await nextMessage(messages, (m) => m.event === "pusher:connection_established");
    for (let i = 0; i <= MAX_CHANNELS_PER_CONNECTION; i++) socket!.send(JSON.stringify({ event: "pusher:subscribe", data: { channel: `order-${i}` } }));
    const refused = await nextMessage(messages, (m) => m.event === "pusher:subscription_error");
    expect(refused.channel).toBe(`order-${MAX_CHANNELS_PER_CONNECTION}`);
    expect(JSON.parse(String(refused.data))).toMatchObject({ status: 429 });
    expect(messages.filter((m) => m.event === "pusher_internal:subscription_succeeded")).toHaveLength(MAX_CHANNELS_PER_CONNECTION);
    // Subscribing again to a channel it holds is no new channel; leaving one makes room for another.
    socket!.send(JSON.stringify({ event: "pusher:subscribe", data: { channel: "order-0" } }));
    socket!.send(JSON.stringify({ event: "pusher:unsubscribe", data: { channel: "order-1" } }));
    socket!.send(JSON.stringify({ event: "pusher:subscribe", data: { channel: "order-new" } }));
    await nextMessage(messages, (m) => m.event === "pusher_internal:subscription_succeeded" && m.channel === "order-new");
    socket!.send(JSON.stringify({ event: "pusher:ping", data: {} }));
    await nextMessage(messages, (m) => m.event === "pusher:pong");
    expect(messages.filter((m) => m.event === "pusher:subscription_error")).toHaveLength(1);
    socket!.close();
  });

  it(`closes a connection that sends a message over ${MAX_MESSAGE_BYTES} bytes (1009), and the server serves on`, async () => {
    const { socket } = await handshake({});
    const closed = new Promise<number>((resolve) => socket!.on("close", (code) => resolve(code)));
    socket!.send(JSON.stringify({ event: "pusher:subscribe", data: { channel: "x".repeat(MAX_MESSAGE_BYTES) } }));
    expect(await closed).toBe(1009);
    const again = await handshake({});
    expect(again.status).toBe(101);
    again.socket!.close();
  });
});
