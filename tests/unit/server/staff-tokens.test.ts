import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../../../server/app";
import { readConfig } from "../../../server/config";
import type { Database } from "../../../server/db/database";
import { openTestDatabase } from "../../support/test-database";
import { importVenueFile } from "../../../server/venues/import-venue";
import { readStaffTokens, sha256, staffScopeOf, StaffTokenError } from "../../../server/routes/staff-tokens";
import { TWO_TABBOULEH_AND_A_FATTOUSH } from "../../support/demo-orders";

const NOON = Date.parse("2026-11-23T12:00:00+04:00");
const OPERATOR = "operator-token-0123456789abcdef";
const DEMO_STAFF = "demo-staff-token-0123456789abcdef";
const ARABI_STAFF = "arabi-staff-token-0123456789abcdef";

const DEMO_ORDER = TWO_TABBOULEH_AND_A_FATTOUSH;

describe("staff tokens: the operator's and each venue's, with a minimum strength (issue 17)", () => {
  it("refuses to start with a short, malformed or shared token, naming the variable and never the secret", () => {
    expect(() => readConfig({ CARTA_ADMIN_TOKEN: "t" })).toThrow(/CARTA_ADMIN_TOKEN: a staff token needs at least 24 characters, this one has 1/);
    expect(() => readStaffTokens({ CARTA_STAFF_TOKENS: "demo:short" })).toThrow(/CARTA_STAFF_TOKENS \(venue "demo"\): .*at least 24/);
    expect(() => readStaffTokens({ CARTA_STAFF_TOKENS: "nocolon-0123456789abcdefghij" })).toThrow(StaffTokenError);
    expect(() => readStaffTokens({ CARTA_STAFF_TOKENS: `demo:${DEMO_STAFF},arabi:${DEMO_STAFF}` })).toThrow(/venues "demo" and "arabi" have the same token/);
    expect(() => readStaffTokens({ CARTA_ADMIN_TOKEN: OPERATOR, CARTA_STAFF_TOKENS: `demo:${OPERATOR}` })).toThrow(/the operator's CARTA_ADMIN_TOKEN/);
    expect(() => readStaffTokens({ CARTA_ADMIN_TOKEN: "with a space 0123456789abcdef" })).toThrow(/visible ASCII/);
    const refusal = (() => {
      try {
        readStaffTokens({ CARTA_STAFF_TOKENS: "demo:tooshort" });
        return "";
      } catch (error) {
        return String(error);
      }
    })();
    expect(refusal).toContain('venue "demo"');
    expect(refusal).not.toContain("tooshort");
  });

  it("keeps only hashes, takes a venue's token as its SHA-256 too, and tells whose a bearer token is", () => {
    const hash = sha256(ARABI_STAFF).toString("hex");
    const tokens = readStaffTokens({ CARTA_ADMIN_TOKEN: OPERATOR, CARTA_STAFF_TOKENS: ` demo:${DEMO_STAFF} , arabi:sha256:${hash}` });
    expect(tokens.venues.map((v) => v.license)).toEqual(["demo", "arabi"]);
    expect(staffScopeOf(tokens, `Bearer ${OPERATOR}`)).toEqual({ kind: "operator" });
    expect(staffScopeOf(tokens, `Bearer ${DEMO_STAFF}`)).toEqual({ kind: "venue", license: "demo" });
    expect(staffScopeOf(tokens, `Bearer ${ARABI_STAFF}`)).toEqual({ kind: "venue", license: "arabi" });
    expect(staffScopeOf(tokens, `Bearer ${hash}`)).toBeUndefined();
    expect(staffScopeOf(tokens, `Bearer ${OPERATOR}x`)).toBeUndefined();
    expect(staffScopeOf(tokens, OPERATOR)).toBeUndefined();
    expect(staffScopeOf(tokens, undefined)).toBeUndefined();
    expect(readStaffTokens({})).toEqual({ operator: undefined, venues: [] });
  });
});

describe("staff calls scoped per venue: GET /admin/api/venues/, /admin/api/orders/… (issue 17)", () => {
  let db: Database;
  let app: FastifyInstance;
  let demoOrder: string;
  const arabiOrder = "00000000-0000-4000-8000-0000000a4ab1";

  beforeAll(async () => {
    db = await openTestDatabase();
    await importVenueFile(db, "server/venues/demo/venue.json");
    await importVenueFile(db, "tests/fixtures/venues/arabic.json");
    const staffTokens = readStaffTokens({ CARTA_ADMIN_TOKEN: OPERATOR, CARTA_STAFF_TOKENS: `demo:${DEMO_STAFF},arabi:${ARABI_STAFF}` });
    app = await buildServer({ db, defaultLicense: "demo", now: () => NOON, live: false, staffTokens });
    const placed = await app.inject({ method: "POST", url: "/en/api/order/", payload: DEMO_ORDER, headers: { "idempotency-key": "staff-scope-1" } });
    expect(placed.statusCode, placed.body).toBe(201);
    demoOrder = (placed.json() as { uuid: string }).uuid;
    // The Arabic venue's order, written as the order call stores one (its own menu is not the point here).
    await db.query("insert into orders (uuid, license, order_type, total, payload, answer) values ($1, 'arabi', 'takeaway', '10.000', '{}'::jsonb, '{}'::jsonb)", [arabiOrder]);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const call = (token: string | undefined, method: "GET" | "POST", url: string, host = "127.0.0.1", payload?: object) =>
    app.inject({ method, url, headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) }, ...(payload ? { payload } : {}) });
  const statusOf = async (uuid: string) => (await db.query<{ status: string }>("select status from orders where uuid = $1", [uuid]))[0]?.status;

  it("answers 401 without a token or with a wrong one, and no-store always", async () => {
    for (const token of [undefined, "wrong-token-0123456789abcdefgh", sha256(OPERATOR).toString("hex")]) {
      const response = await call(token, "GET", "/admin/api/venues/");
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: "A staff token is required." });
      expect(response.headers["cache-control"]).toBe("no-store");
    }
  });

  it("lists every venue with its menu id, domains, status, languages and order count for the operator; its own for a venue", async () => {
    const all = (await call(OPERATOR, "GET", "/admin/api/venues/")).json() as { license: string }[];
    expect(all.map((v) => v.license)).toEqual(["arabi", "demo"]);
    expect(all[1]).toMatchObject({ license: "demo", menu_id: 1, license_status: "ACTIVE", custom_domains: ["olive-and-ember.localhost"], orders: 1 });
    expect((all[1] as unknown as { languages: string[] }).languages[0]).toBe("en");
    expect((await call(ARABI_STAFF, "GET", "/admin/api/venues/")).json()).toMatchObject([{ license: "arabi", menu_id: 902, orders: 1 }]);
    // At a venue's own host the operator sees that venue; a venue's token at another venue's host sees nothing.
    expect(((await call(OPERATOR, "GET", "/admin/api/venues/", "arabi.localhost")).json() as { license: string }[]).map((v) => v.license)).toEqual(["arabi"]);
    expect((await call(DEMO_STAFF, "GET", "/admin/api/venues/", "arabi.localhost")).json()).toEqual([]);
  });

  it("lists a venue's orders to its own token only; another venue's read as none", async () => {
    const licensesOf = async (token: string, url: string, host?: string) => ((await call(token, "GET", url, host)).json() as { license: string }[]).map((o) => o.license);
    expect((await licensesOf(OPERATOR, "/admin/api/orders/")).sort()).toEqual(["arabi", "demo"]);
    expect(await licensesOf(OPERATOR, "/admin/api/orders/?license=arabi")).toEqual(["arabi"]);
    expect(await licensesOf(DEMO_STAFF, "/admin/api/orders/")).toEqual(["demo"]);
    expect(await licensesOf(DEMO_STAFF, "/admin/api/orders/?license=arabi")).toEqual([]);
    expect(await licensesOf(DEMO_STAFF, "/admin/api/orders/", "demo.localhost")).toEqual(["demo"]);
    expect(await licensesOf(DEMO_STAFF, "/admin/api/orders/", "arabi.localhost")).toEqual([]);
    expect(await licensesOf(OPERATOR, "/admin/api/orders/", "olive-and-ember.localhost")).toEqual(["demo"]);
  });

  it("a venue's token changes its own orders; another venue's order answers 404 like a missing one, and stays as it was", async () => {
    const missing = await call(DEMO_STAFF, "POST", "/admin/api/orders/00000000-0000-4000-8000-000000000000/status/", undefined, { status: "accepted" });
    const foreign = await call(DEMO_STAFF, "POST", `/admin/api/orders/${arabiOrder}/status/`, undefined, { status: "accepted" });
    expect([foreign.statusCode, foreign.json()]).toEqual([missing.statusCode, missing.json()]);
    expect(foreign.statusCode).toBe(404);
    const foreignLine = await call(ARABI_STAFF, "POST", `/admin/api/orders/${demoOrder}/lines/0/delete/`, undefined, {});
    expect([foreignLine.statusCode, foreignLine.json()]).toEqual([404, { detail: "No such order" }]);
    expect(await statusOf(arabiOrder)).toBe("pending");
    expect((await db.query("select status from order_lines where order_uuid = $1 and position = 0", [demoOrder]))[0]).toEqual({ status: "Active" });

    const own = await call(DEMO_STAFF, "POST", `/admin/api/orders/${demoOrder}/status/`, undefined, { status: "accepted" });
    expect(own.statusCode, own.body).toBe(200);
    expect(await statusOf(demoOrder)).toBe("accepted");
  });

  it("the operator's token acts on every venue's orders at a loopback host, and on the host's venue alone at a venue's host", async () => {
    expect((await call(OPERATOR, "POST", `/admin/api/orders/${demoOrder}/status/`, "127.0.0.1", { status: "preparing" })).statusCode).toBe(200);
    expect((await call(OPERATOR, "POST", `/admin/api/orders/${demoOrder}/status/`, "arabi.localhost", { status: "fulfilled" })).statusCode).toBe(404);
    expect(await statusOf(demoOrder)).toBe("preparing");
    expect((await call(OPERATOR, "POST", `/admin/api/orders/${demoOrder}/status/`, "demo.localhost", { status: "fulfilled" })).statusCode).toBe(200);
    expect(await statusOf(demoOrder)).toBe("fulfilled");
  });

  it("without any token configured there are no staff calls", async () => {
    const bare = await buildServer({ db, defaultLicense: "demo", live: false });
    try {
      expect((await bare.inject({ url: "/admin/api/venues/", headers: { authorization: `Bearer ${OPERATOR}` } })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
