/**
 * `npm run bench` (f): live order updates on loopback — 1,000 subscribers on one order's channel, connected over
 * the Pusher protocol to the reference server; staff change the order's status through the staff call, and each
 * subscriber notes when 'order-update' reaches it. Prints the time from the call to the callbacks, p50 and p99.
 */
import type { AddressInfo } from "node:net";
import WebSocket from "ws";
import { buildServer } from "../../server/app";
import { openDatabase } from "../../server/db/open-database";
import { importVenueFile } from "../../server/venues/import-venue";
import { ms } from "./support";

const SUBSCRIBERS = 1_000;
const CHANGES = 20;
const TOKEN = "bench-token";

/** A bare Pusher-protocol client (what pusher-js does on the wire), cheaper than 1,000 pusher-js instances. */
function subscribe(port: number, channel: string, onEvent: () => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/app/carta?protocol=7&client=bench&version=1`);
    socket.on("message", (raw) => {
      const message = JSON.parse(String(raw)) as { event: string };
      if (message.event === "pusher:connection_established") socket.send(JSON.stringify({ event: "pusher:subscribe", data: { channel } }));
      else if (message.event === "pusher_internal:subscription_succeeded") resolve(socket);
      else if (message.event === "order-update") onEvent();
    });
    socket.on("error", reject);
  });
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;

export async function runLiveBench(): Promise<string[]> {
  const db = await openDatabase({ inMemory: true });
  const sockets: WebSocket[] = [];
  try {
    await importVenueFile(db, "server/venues/demo/venue.json");
    const app = await buildServer({ db, defaultLicense: "demo", adminToken: TOKEN, now: () => Date.parse("2026-11-23T12:00:00+04:00") });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const port = (app.server.address() as AddressInfo).port;
    const placed = await app.inject({
      method: "POST",
      url: "/en/api/order/",
      payload: { menu: 1, customer_name: "Bench", order_type: "takeaway", payment_type: "cash", sub_total: "30.000", total: "33.500", taxes: [{ id: 1, name: "VAT", amount: "1.500" }, { id: 2, name: "Municipality fee", amount: "2.000" }], line_items: [{ product: 133, product_price: "30.000", quantity: 1 }] },
    });
    const uuid = (placed.json() as { uuid: string }).uuid;

    let sentAt = 0;
    let received = 0;
    const latencies: number[] = [];
    let roundDone: () => void = () => undefined;
    const onEvent = () => {
      latencies.push(performance.now() - sentAt);
      if (++received === SUBSCRIBERS) roundDone();
    };
    const connectStart = performance.now();
    for (let i = 0; i < SUBSCRIBERS; i += 100) {
      sockets.push(...(await Promise.all(Array.from({ length: 100 }, () => subscribe(port, uuid, onEvent)))));
    }
    const connectSeconds = (performance.now() - connectStart) / 1000;

    const statuses = ["accepted", "preparing"];
    for (let round = 0; round < CHANGES; round++) {
      received = 0;
      const done = new Promise<void>((resolve) => (roundDone = resolve));
      sentAt = performance.now();
      await fetch(`http://127.0.0.1:${port}/admin/api/orders/${uuid}/status/`, {
        method: "POST",
        headers: { authorization: `Bearer ${TOKEN}`, "content-type": "application/json" },
        body: JSON.stringify({ status: statuses[round % 2] }),
      });
      await Promise.race([done, new Promise((_, reject) => setTimeout(() => reject(new Error(`round ${round}: ${received} of ${SUBSCRIBERS} heard it`)), 10_000))]);
    }
    for (const socket of sockets) socket.terminate();
    await app.close();
    const sorted = [...latencies].sort((a, b) => a - b);
    return [
      `${SUBSCRIBERS} subscribers on one order's channel (Pusher protocol over ws, PGlite): connected and subscribed in ${connectSeconds.toFixed(1)} s`,
      `status change → subscriber callback, ${CHANGES} changes × ${SUBSCRIBERS} subscribers: p50 ${ms(percentile(sorted, 0.5))}, p99 ${ms(percentile(sorted, 0.99))}, max ${ms(sorted.at(-1) ?? Number.NaN)}`,
    ];
  } finally {
    for (const socket of sockets) socket.terminate();
    await db.close();
  }
}
