import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import Pusher from "pusher-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../../server/app";
import type { Database } from "../../server/db/database";
import { importVenueFile } from "../../server/venues/import-venue";
import { openTestDatabase, secondConnection } from "../support/test-database";

const TOKEN = "staff-secret";
const CLOCK = () => Date.parse("2026-11-23T12:00:00+04:00");

async function listening(db: Database, adminToken?: string): Promise<{ app: FastifyInstance; port: number }> {
  const app = await buildServer({ db, paymentSandbox: true, rateLimits: false, defaultLicense: "demo", now: CLOCK, ...(adminToken ? { adminToken } : {}) });
  await app.listen({ port: 0, host: "127.0.0.1" });
  return { app, port: (app.server.address() as AddressInfo).port };
}

/** A pusher-js client as the order screen makes it, pointed at a reference server. */
function subscriber(port: number, channel: string): { events: unknown[]; ready: Promise<void>; client: Pusher } {
  const client = new Pusher("carta", { cluster: "local", wsHost: "127.0.0.1", wsPort: port, forceTLS: false, enabledTransports: ["ws"], disableStats: true });
  const events: unknown[] = [];
  const subscription = client.subscribe(channel);
  subscription.bind("order-update", (data: unknown) => events.push(data));
  const ready = new Promise<void>((resolve) => subscription.bind("pusher:subscription_succeeded", () => resolve()));
  return { events, ready, client };
}

const waitFor = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe.sequential("live order updates over the Pusher protocol, and the staff calls (issue 12)", () => {
  let db: Database;
  let second: { db: Database; close(): Promise<void> };
  let one: { app: FastifyInstance; port: number };
  let two: { app: FastifyInstance; port: number };
  let uuid: string;
  /** The guest's secret cookie from placing the order: their own changes to it carry it. */
  let guestCookie: string;

  beforeAll(async () => {
    db = await openTestDatabase();
    await importVenueFile(db, "server/venues/demo/venue.json");
    second = await secondConnection(db);
    one = await listening(db, TOKEN);
    two = await listening(second.db);
    const placed = await one.app.inject({
      method: "POST",
      url: "/en/api/order/",
      payload: { menu: 1, customer_name: "Layla", order_type: "takeaway", payment_type: "cash", sub_total: "30.000", total: "33.500", taxes: [{ id: 1, name: "VAT", amount: "1.500" }, { id: 2, name: "Municipality fee", amount: "2.000" }], line_items: [{ product: 133, product_price: "30.000", quantity: 1 }] },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    uuid = (placed.json() as { uuid: string }).uuid;
    guestCookie = String(placed.headers["set-cookie"]).split(";")[0]!;
  }, 60_000);
  afterAll(async () => {
    await one.app.close();
    await two.app.close();
    await second.close();
    await db.close();
  });

  it("a status change through one instance reaches pusher-js subscribers of both instances", async () => {
    const onOne = subscriber(one.port, uuid);
    const onTwo = subscriber(two.port, uuid);
    await Promise.all([onOne.ready, onTwo.ready]);
    const changed = await one.app.inject({ method: "POST", url: `/admin/api/orders/${uuid}/status/`, headers: { authorization: `Bearer ${TOKEN}` }, payload: { status: "accepted" } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ uuid, status: "accepted" });
    await waitFor(() => onOne.events.length === 1 && onTwo.events.length === 1);
    expect(onTwo.events[0]).toEqual({ uuid });
    onOne.client.disconnect();
    onTwo.client.disconnect();
    // The guest's order call reads the new status.
    expect((await two.app.inject({ url: `/en/api/order/${uuid}/` })).json()).toMatchObject({ status: "accepted" });
  });

  it("staff calls need the token, name a real status and a real order; a server without a token has none", async () => {
    const call = (app: FastifyInstance, authorization: string | undefined, status: unknown, id = uuid) =>
      app.inject({ method: "POST", url: `/admin/api/orders/${id}/status/`, headers: authorization ? { authorization } : {}, payload: { status } });
    expect((await call(one.app, undefined, "fulfilled")).statusCode).toBe(401);
    expect((await call(one.app, "Bearer wrong-secret!", "fulfilled")).statusCode).toBe(401);
    expect((await call(one.app, `Bearer ${TOKEN}`, "paid")).statusCode).toBe(400);
    expect((await call(one.app, `Bearer ${TOKEN}`, "fulfilled", "no-such-order")).statusCode).toBe(404);
    expect((await call(two.app, `Bearer ${TOKEN}`, "fulfilled")).statusCode).toBe(404);
    const list = await one.app.inject({ url: "/admin/api/orders/", headers: { authorization: `Bearer ${TOKEN}` } });
    expect((list.json() as { uuid: string; status: string }[]).find((o) => o.uuid === uuid)).toMatchObject({ status: "accepted" });
  });

  it("a deleted line is struck from the totals, and the guests hear of it", async () => {
    const added = await one.app.inject({ method: "PATCH", url: `/en/api/order/${uuid}/`, headers: { cookie: guestCookie }, payload: { line_items: [{ product: 132, product_price: "32.000", quantity: 1 }] } });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ sub_total: "62.000" });
    const watcher = subscriber(two.port, uuid);
    await watcher.ready;
    const deleted = await one.app.inject({ method: "POST", url: `/admin/api/orders/${uuid}/lines/0/delete/`, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const order = deleted.json() as { sub_total: string; line_items: { status: string; product_name: string }[] };
    expect(order.line_items.map((l) => [l.status, l.product_name])).toEqual([["Deleted", "Tabbouleh"], ["Active", "Fattoush"]]);
    expect(order.sub_total).toBe("32.000");
    await waitFor(() => watcher.events.length === 1);
    watcher.client.disconnect();
    expect((await one.app.inject({ method: "POST", url: `/admin/api/orders/${uuid}/lines/0/delete/`, headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(404);
  });

  it("the Pusher HTTP API refuses an unsigned publish", async () => {
    const response = await fetch(`http://127.0.0.1:${one.port}/apps/carta/events?auth_key=carta&auth_timestamp=${Math.floor(Date.now() / 1000)}&auth_version=1.0&auth_signature=00`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "order-update", channel: uuid, data: "{}" }),
    });
    expect(response.status).toBe(401);
  });
});
