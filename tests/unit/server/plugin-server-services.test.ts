import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guestClient } from "../../support/guest-client";
import { openTestDatabase } from "../../support/test-database";
import { buildServer } from "../../../server/app";
import type { Database } from "../../../server/db/database";
import { migratePlugins } from "../../../server/db/migrations";
import { importVenueFile } from "../../../server/venues/import-venue";
import { foreignTableIn } from "../../../engine/plugin-api/server";

const PLUGINS_DIR = "tests/fixtures/plugins";
const ORDER = {
  menu: 1, customer_name: "Layla", order_type: "takeaway", payment_type: "cash", sub_total: "30.000", total: "33.500",
  taxes: [{ id: 1, name: "VAT", amount: "1.500" }, { id: 2, name: "Municipality fee", amount: "2.000" }],
  line_items: [{ product: 133, product_price: "30.000", quantity: 1 }],
};

describe("A plugin's server services (decision 0047): its migrations, its options per venue, the core's order use cases", () => {
  let db: Database;
  let app: FastifyInstance;
  const guest = guestClient(() => app);
  const other = guestClient(() => app);
  beforeAll(async () => {
    db = await openTestDatabase();
    await importVenueFile(db, "server/venues/demo/venue.json");
    await importVenueFile(db, "tests/fixtures/venues/tables.json");
    await db.query(`update venues set plugin_options = '{"sample-ledger": {"greeting": "hi", "limit": 3}}'::jsonb where license = 'demo'`);
    app = await buildServer({ db, paymentSandbox: true, rateLimits: false, pluginIds: ["sample-ledger"], pluginsDir: PLUGINS_DIR, adminToken: "t", now: () => Date.parse("2026-11-23T12:00:00+04:00") });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it("runs the plugin's migrations once, after the core's, and records them by name", async () => {
    const recorded = await db.query<{ id: string }>("select id from plugin_migrations order by id");
    expect(recorded.map((row) => row.id)).toEqual(["sample-ledger/001-notes", "sample-ledger/002-index"]);
    // A second start applies nothing again (the table exists: a second create would fail).
    await migratePlugins(db, [{ id: "sample-ledger", migrations: [{ id: "sample-ledger/001-notes", sql: "create table sample_ledger_notes (x text)" }] }]);
    expect(await db.query("select 1 from plugin_migrations")).toHaveLength(2);
  });

  it("refuses at start-up a migration not named by its plugin or creating a table not its own", async () => {
    await expect(migratePlugins(db, [{ id: "sample-ledger", migrations: [{ id: "other/001", sql: "create table sample_ledger_x (x text)" }] }])).rejects.toThrow(/must be named "sample-ledger\//);
    await expect(migratePlugins(db, [{ id: "sample-ledger", migrations: [{ id: "sample-ledger/009", sql: "create table wallets (x text)" }] }])).rejects.toThrow(/names table "wallets"/);
    expect(foreignTableIn("sample-ledger", "insert into sample_ledger_notes (a) values ($1) on conflict (a) do update set a = excluded.a")).toBeUndefined();
    expect(foreignTableIn("sample-ledger", "select * from sample_ledger_notes n join orders o on o.uuid = n.note")).toBe("orders");
  });

  it("gives a route its options at the venue of the host, decoded; a venue without them reads none", async () => {
    expect((await guest.inject({ url: "/sample-ledger/options/", headers: { host: "demo.localhost" } })).json()).toEqual({ greeting: "hi", limit: 3 });
    expect((await guest.inject({ url: "/sample-ledger/options/", headers: { host: "tables.localhost" } })).statusCode).toBe(404);
    expect((await guest.inject({ url: "/sample-ledger/options/", headers: { host: "nowhere.example" } })).statusCode).toBe(404);
  });

  it("scopes the plugin's queries to its own tables and to the venue it names", async () => {
    await guest.inject({ method: "POST", url: "/sample-ledger/notes/", headers: { host: "demo.localhost" }, payload: { note: "a" } });
    const atTables = await guest.inject({ method: "POST", url: "/sample-ledger/notes/", headers: { host: "tables.localhost" }, payload: { note: "b" } });
    expect(atTables.json()).toEqual(["b"]);
    const peek = await guest.inject({ url: "/sample-ledger/peek/", headers: { host: "demo.localhost" } });
    expect(peek.statusCode).toBe(500);
  });

  it("reads and pays an order only as the core's order calls let this guest, never above the balance due", async () => {
    const placed = await guest.inject({ method: "POST", url: "/en/api/order/", headers: { host: "demo.localhost" }, payload: ORDER });
    expect(placed.statusCode, placed.body).toBe(201);
    const uuid = (placed.json() as { uuid: string }).uuid;
    // Another venue's host: not found, exactly as an order that does not exist.
    expect((await guest.inject({ url: `/sample-ledger/order/${uuid}/`, headers: { host: "tables.localhost" } })).statusCode).toBe(404);
    // Another guest reads it as the table does (no phone), and may not pay on it.
    expect((await other.inject({ url: `/sample-ledger/order/${uuid}/`, headers: { host: "demo.localhost" } })).json()).toMatchObject({ uuid, phone: "" });
    expect((await other.inject({ method: "POST", url: `/sample-ledger/pay/${uuid}/`, headers: { host: "demo.localhost" }, payload: { amount: 1000, reference: "r0" } })).statusCode).toBe(403);
    const paid = await guest.inject({ method: "POST", url: `/sample-ledger/pay/${uuid}/`, headers: { host: "demo.localhost" }, payload: { amount: 10_000, reference: "r1" } });
    expect(paid.json()).toMatchObject({ payments: [{ payment_type: "ledger", amount: "10.000" }], balance_due: "23.500" });
    const above = await guest.inject({ method: "POST", url: `/sample-ledger/pay/${uuid}/`, headers: { host: "demo.localhost" }, payload: { amount: 23_501, reference: "r2" } });
    expect(above.statusCode).toBe(409);
    expect((await guest.inject({ url: `/en/api/order/${uuid}/`, headers: { host: "demo.localhost" } })).json()).toMatchObject({ balance_due: "23.500" });
  });

  it("runs a plugin's staff command through the staff call, for the venue the token reaches", async () => {
    const call = (headers: Record<string, string>, payload: { args: string[]; license: string }) => guest.inject({ method: "POST", url: "/admin/api/plugins/sample-ledger/commands/count/", headers, payload });
    expect((await call({}, { args: [], license: "demo" })).statusCode).toBe(401);
    expect((await call({ authorization: "Bearer t" }, { args: [], license: "demo" })).json()).toEqual({ lines: ["demo: 1 notes"] });
    expect((await call({ authorization: "Bearer t", host: "tables.localhost" }, { args: [], license: "demo" })).statusCode).toBe(404);
  });

  it("lists the plugin's described routes in /openapi.json", async () => {
    const doc = (await guest.inject({ url: "/openapi.json" })).json() as { paths: Record<string, Record<string, { summary: string }>> };
    expect(doc.paths["/sample-ledger/options/"]?.["get"]?.summary).toMatch(/options/);
    expect(doc.paths["/sample-ledger/peek/"]).toBeUndefined();
  });
});
