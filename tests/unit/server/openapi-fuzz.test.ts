import { createHash, createHmac } from "node:crypto";
import fs from "node:fs";
import { format } from "node:util";
import type { FastifyInstance, InjectOptions } from "fastify";
import fc from "fast-check";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { guestClient } from "../../support/guest-client";
import { openTestDatabase } from "../../support/test-database";
import { answerProblems, describeRequest, documentOperations, injectOptions, requestArbitrary, type FuzzRequest, type FuzzWorld, type OpenApiDoc, type Operation } from "../../support/fuzz-requests";
import { buildServer } from "../../../server/app";
import type { Database } from "../../../server/db/database";
import { importVenueFile } from "../../../server/venues/import-venue";
import type { RateLimits } from "../../../server/limits/rate-limits";
import { DEFAULT_RATE_LIMITS } from "../../../server/limits/rate-limits";
import { createCartStore, newCartLine } from "../../../engine/cart";
import { buildOrderPayload, type OrderPayload } from "../../../engine/order/order-payload";
import { loadDemoMenu } from "../../support/demo-menu";

/**
 * A seeded fuzz of every operation of /openapi.json (issue 17): requests generated from the document (path
 * parameters from real ids to hostile strings, bodies from each request schema and mutated, odd content types, other
 * venues' hosts and none, forged cookies, over-long Idempotency-Keys) must never get a 5xx, and every error is
 * `{ detail }` without a database message or a stack. FUZZ_SEED and FUZZ_RUNS replay or widen a run; FUZZ_REPORT=file
 * writes every wrong answer there, FUZZ_STATS=1 prints the statuses seen per operation.
 */
const SEED = Number(process.env["FUZZ_SEED"] ?? 20_261_123);
const RUNS = Number(process.env["FUZZ_RUNS"] ?? 50);
/** The receipt PDF takes a second or more to draw on a busy machine: fewer of its requests, so the file stays fast. */
const RUNS_OF: Readonly<Record<string, number>> = { "GET /{lang}/orders/{uuid}/print/order.pdf": Math.ceil(RUNS / 3) };
/** Only the operations whose name matches (FUZZ_ONLY=order), for a longer run of a few. */
const ONLY = new RegExp(process.env["FUZZ_ONLY"] ?? "");
/** Monday 23 November 2026, noon in Dubai: the demo venue is open. */
const NOON = Date.parse("2026-11-23T12:00:00+04:00");
const STAFF_TOKEN = "fuzz-staff-token-4f9c2a7e1b8d6053";
const PUSHER = { appId: "carta-fuzz", key: "fuzz-key", secret: "fuzz-secret-9d2e4c" };
const VENUES = ["server/venues/demo/venue.json", "tests/fixtures/venues/tables.json", "tests/fixtures/venues/delivery.json", "tests/fixtures/venues/menu-form.json"];

/** The demo order the app sends for two Tabbouleh, takeaway, cash (65.000), built by the app's own functions. */
function demoOrderBody(): OrderPayload {
  const menu = loadDemoMenu();
  const cart = createCartStore({ context: menu, newId: () => "line-1" });
  cart.actions.addItem(newCartLine(menu.products.find((p) => p.id === 133)!, { groups: [], choice: {}, comboGroups: null, qty: 2 }));
  cart.actions.setOrderType("takeaway");
  return buildOrderPayload({
    menuId: menu.id, currency: menu.currency, lines: cart.state.products, totals: cart.state.totals, orderType: "takeaway", couponId: null, paymentType: "cash",
    customer: { name: "Layla", email: "", phone: "" }, orderComments: "", deliveryDatetime: null,
    delivery: { formattedAddress: "", location: null, place: null, flatNo: "", buildingPremise: "", areaStreet: "", landmark: "" },
  });
}
/** A dine-in order at table 1 of the `tables` venue (its host: tables.localhost). */
const tableLine = { product: 11, product_name: "Hummus", product_price: "18.000", quantity: 1, variations: [], combo_groups: [] };
const tableOrder = { menu: 1903, customer_name: "Table# 1", order_type: "dine_in", payment_type: "cash", sub_total: "18.000", total: "18.000", discount: "0.000", taxes: [], line_items: [tableLine] };

const ERROR_ANSWER = { content: { "application/json": { schema: { type: "object", properties: { detail: { type: "string" } }, required: ["detail"] } } } };
/** The installable app's assets, which the document leaves out (they are not API calls): fuzzed the same way. */
const ASSET_OPERATIONS: Operation[] = [
  { path: "/en/menus/manifest/{license}/", pathParams: ["license"], type: "application/manifest+json" },
  { path: "/en/menus/manifest/{license}/icons/{file}", pathParams: ["license", "file"], type: "image/png" },
  { path: "/en/menus/{license}/loading-image/launch.png", pathParams: ["license"], type: "image/png" },
  { path: "/media/{license}/{file}", pathParams: ["license", "file"], type: undefined },
].map(({ path, pathParams, type }) => ({
  name: `GET ${path}`,
  method: "GET",
  path,
  pathParams,
  headers: [],
  responses: { 200: type ? { content: { [type]: {} } } : {}, 404: ERROR_ANSWER },
}));

/** Pusher's auth_signature over the request (server/live/pusher-http-api.ts), so some publishes reach past it. */
function signPusher(request: FuzzRequest, sign: boolean): FuzzRequest {
  const path = `/apps/${PUSHER.appId}/events`;
  if (!sign || request.url.split("?")[0] !== path) return request;
  const body = request.payload ?? "";
  const params: Record<string, string> = { auth_key: PUSHER.key, auth_timestamp: String(Math.floor(Date.now() / 1000)), auth_version: "1.0" };
  if (body !== "") params["body_md5"] = createHash("md5").update(body).digest("hex");
  const signed = Object.keys(params).sort().map((key) => `${key}=${params[key]}`).join("&");
  const signature = createHmac("sha256", PUSHER.secret).update(`POST\n${path}\n${signed}`).digest("hex");
  return { ...request, url: `${path}?${signed}&auth_signature=${signature}` };
}

describe("a seeded fuzz of every operation of /openapi.json: no 5xx, one error shape (issue 17)", () => {
  let db: Database;
  let app: FastifyInstance;
  let operations: Operation[];
  let world: FuzzWorld;
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  const validators = new Map<string, ValidateFunction>();
  /** What the server's error handler printed (console.error) during the current request. */
  const serverErrors: string[] = [];

  beforeAll(async () => {
    db = await openTestDatabase();
    for (const file of VENUES) await importVenueFile(db, file);
    app = await buildServer({ db, paymentSandbox: true, rateLimits: false, logger: false, defaultLicense: "demo", now: () => NOON, adminToken: STAFF_TOKEN, live: { app: PUSHER } });
    const doc = (await app.inject({ url: "/openapi.json" })).json() as OpenApiDoc;
    operations = [...documentOperations(doc), ...ASSET_OPERATIONS];
    ajv.addSchema({ $id: "openapi", components: doc.components }, "openapi");
    for (const op of operations) {
      for (const [status, response] of Object.entries(op.responses)) {
        const schema = response.content?.["application/json"]?.schema;
        if (schema) validators.set(`${op.name} ${status}`, ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/')) as object));
      }
    }

    const demoOrder = demoOrderBody();
    const demoLine = demoOrder.line_items[0]!;
    // Real orders, shares and payments, so generated requests reach the handlers' deeper paths too.
    const owner = guestClient(() => app);
    const place = async (guest: typeof owner, body: object, host = "localhost") => {
      const placed = await guest.inject({ method: "POST", url: "/en/api/order/", headers: { host }, payload: body });
      expect(placed.statusCode, placed.body).toBe(201);
      return (placed.json() as { uuid: string }).uuid;
    };
    const paid = await place(owner, demoOrder);
    const split = await place(owner, demoOrder);
    const fullLink = await owner.inject({ method: "POST", url: "/iiko/af/payments/", payload: { order_id: paid, payment_options: "full" } });
    expect(fullLink.statusCode, fullLink.body).toBe(200);
    const shares = await owner.inject({ method: "POST", url: "/iiko/af/split-payments/create/", payload: { order_id: split, split_amounts: ["30.000", "35.000"] } });
    expect(shares.statusCode, shares.body).toBe(200);
    const shareIds = (shares.json() as { split_payments: { uuid: string }[] }).split_payments.map((share) => share.uuid);
    const shareLink = await owner.inject({ method: "POST", url: "/iiko/af/split-payments/", payload: { order_id: split, split_payment_uuid: shareIds[0] } });
    expect(shareLink.statusCode, shareLink.body).toBe(200);
    const table = guestClient(() => app);
    const atTable = await place(table, tableOrder, "tables.localhost");
    // In the order they were issued (references are random), so a seed replays the same requests.
    const references = [fullLink, shareLink].map((link) => (link.json() as { payment_url: string }).payment_url.split("/").pop()!);
    const payments = await Promise.all(
      references.map(async (reference) => (await db.query<{ reference: string; session: string }>("select reference, session from payments where reference = $1", [reference]))[0]!),
    );
    const uuids = [paid, split, atTable];

    world = {
      params: {
        domain: ["localhost", "demo.localhost", "olive-and-ember.localhost", "tables.localhost", "nobody.example"],
        license: ["demo", "tables", "delivery", "menuform", "nobody"],
        lang: ["en", "ar", "fr", "ru"],
        formId: ["1", "2", "5", "0"],
        menuId: ["1", "1903", "88", "1902", "0"],
        code: ["WELCOME10", "FEAST20", "FREEDELIVERY", "welcome10", "NOPE"],
        point: ["25.08,55.14", "25.2,55.3", "0,0", "-91,200", "25.08"],
        id: uuids,
        "/iiko/af/verify-employee-id/{id}/ id": ["E100", "E200", "e100", "E999"],
        uuid: uuids,
        provider: ["paylink", "paylink", "paylink", "stripe", "ngenius", "noon-payments", "2c2p", "nobody"],
        reference: references,
        orderLocation: ["1", "2", "Table# 1"],
        position: ["0", "1", "2", "-1", "1.5"],
        appId: [PUSHER.appId],
        file: ["icon-192.png", "apple-touch-icon.png", "logo.webp", "cover.webp", "launch.png", "products/arabic-breakfast-board.webp", "logo.svg"],
      },
      fields: {
        order_id: uuids,
        order_uuid: uuids,
        split_payment_uuid: shareIds,
        menu: [1, 1903, 88],
        product: [133, 126, 11, 21],
        feedback_id: [1, 2, 5],
        reference: references,
        checkout: payments.map((p) => p.session),
        channel: uuids,
      },
      examples: {
        "POST /{lang}/api/order/": [demoOrder, tableOrder, { ...demoOrder, order_type: "delivery" }],
        "PATCH /{lang}/api/order/{id}/": [{ line_items: [demoLine] }, { line_items: [tableLine] }],
        "POST /{lang}/api/submission/": [{ feedback_id: 1, submission: { overall_rating: 5, order_channel: "dine_in", enjoyed: ["food"] } }],
        "POST /iiko/tips/loyalty/promotions/": uuids.map((order_uuid) => ({ order_uuid, tips_amount: "5.000" })),
        "POST /iiko/af/payments/": uuids.map((order_id) => ({ order_id, payment_options: "full" })),
        "POST /iiko/af/split-payments/create/": uuids.map((order_id) => ({ order_id, split_amounts: ["30.000", "35.000"] })),
        "POST /iiko/af/split-payments/": shareIds.map((split_payment_uuid) => ({ order_id: split, split_payment_uuid })),
        "POST /en/{provider}/status/": payments.map((p) => ({ reference: p.reference, checkout: p.session })),
        "POST /sandbox/pay/{provider}/{reference}": [{ action: "pay" }, { action: "decline" }, { action: "cancel" }],
        "POST /admin/api/orders/{uuid}/status/": [{ status: "accepted" }, { status: "canceled" }],
        "POST /apps/{appId}/events": uuids.map((channel) => ({ name: "order-update", channel, data: JSON.stringify({ uuid: channel }) })),
      },
      query: { license: ["demo", "tables", "nobody"], reference: references },
      hosts: ["localhost", "localhost:3000", "olive-and-ember.localhost", "tables.localhost", "delivery.localhost", "menuform.localhost", "nobody.example", "[::1]", "LOCALHOST."],
      cookies: ["", owner.cookie, table.cookie, `carta_guest=${"A".repeat(43)}`, "carta_guest=%00", "carta_guest=;;;=", `carta_guest=${"x".repeat(4000)}`, `${owner.cookie}; ${table.cookie}`],
      guests: [
        { host: "localhost", cookie: owner.cookie },
        { host: "localhost", cookie: owner.cookie },
        { host: "olive-and-ember.localhost", cookie: owner.cookie },
        { host: "tables.localhost", cookie: table.cookie },
      ],
      authorizations: [`Bearer ${STAFF_TOKEN}`, `Bearer ${STAFF_TOKEN}`, `Bearer ${STAFF_TOKEN}`, "", "Bearer wrong", "Basic dDp0", `Bearer ${STAFF_TOKEN} `, `Bearer ${"t".repeat(5000)}`],
      components: doc.components.schemas,
      finish: signPusher,
    };
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void serverErrors.push(format(...args)));
    // PGlite alone takes seconds to open, and far longer on a busy shared machine.
  }, 120_000);

  afterAll(async () => {
    vi.restoreAllMocks();
    await app?.close();
    await db?.close();
  });

  const validate = (op: Operation) => (status: number, body: unknown) => {
    const check = validators.get(`${op.name} ${status}`);
    if (!check || check(body)) return undefined;
    return ajv.errorsText(check.errors);
  };

  /** Sends `count` generated requests to every operation; returns each wrong answer as a reproducible report, and the statuses seen. */
  async function fuzz(server: FastifyInstance, seed: number, count: number, extraCheck?: (request: FuzzRequest, status: number, headers: Record<string, unknown>) => string | undefined) {
    const failures: string[] = [];
    const statuses: Record<string, Record<string, number>> = {};
    const details: Record<string, number> = {};
    for (const [index, op] of operations.entries()) {
      if (!ONLY.test(op.name)) continue;
      const started = Date.now();
      const opSeed = seed + index;
      const requests = fc.sample(requestArbitrary(op, world), { seed: opSeed, numRuns: Math.min(count, RUNS_OF[op.name] ?? count) });
      for (const [run, request] of requests.entries()) {
        serverErrors.length = 0;
        const where = `${op.name}, request #${run} of FUZZ_SEED=${seed} (sample seed ${opSeed})`;
        let problems: string[];
        let answer = "";
        try {
          const response = await server.inject(injectOptions(request));
          (statuses[op.name] ??= {})[response.statusCode] = (statuses[op.name]?.[response.statusCode] ?? 0) + 1;
          problems = answerProblems(op, request, response, validate(op));
          const extra = extraCheck?.(request, response.statusCode, response.headers);
          if (extra) problems.push(extra);
          answer = `${response.statusCode} ${response.body.slice(0, 300)}`;
          if (response.statusCode >= 400) {
            const reason = `${op.name} ${response.statusCode} ${response.body.replace(/[0-9a-f-]{36}/g, "…").slice(0, 90)}`;
            details[reason] = (details[reason] ?? 0) + 1;
          }
        } catch (error) {
          problems = [`the request could not be sent: ${String(error)}`];
        }
        if (problems.length > 0) {
          failures.push(`${where}: ${problems.join("; ")}\n${describeRequest(request)}\n  → ${answer}${serverErrors.length > 0 ? `\n  server: ${serverErrors.join("\n  ").slice(0, 1500)}` : ""}`);
        }
      }
      (statuses[op.name] ??= {})["ms"] = Date.now() - started;
    }
    if (process.env["FUZZ_REPORT"]) fs.appendFileSync(process.env["FUZZ_REPORT"], failures.map((failure) => `${failure}\n\n`).join(""));
    if (process.env["FUZZ_STATS"]) console.info(Object.entries(statuses).map(([name, counts]) => `${name}: ${JSON.stringify(counts)}`).join("\n"));
    if (process.env["FUZZ_STATS"] === "details") console.info(Object.entries(details).sort(([a], [b]) => a.localeCompare(b)).map(([reason, n]) => `${n} × ${reason}`).join("\n"));
    return { failures, statuses };
  }

  it("reads every operation from /openapi.json", () => {
    expect(operations.length).toBeGreaterThanOrEqual(24 + ASSET_OPERATIONS.length);
    expect(operations.map((op) => op.name)).toEqual(expect.arrayContaining(["POST /{lang}/api/order/", "PATCH /{lang}/api/order/{id}/", "GET /{lang}/orders/{uuid}/print/order.pdf", "POST /apps/{appId}/events"]));
  });

  it(`answers ${RUNS} generated requests to each operation without a 5xx, every error as { detail }`, async () => {
    const { failures } = await fuzz(app, SEED, RUNS);
    expect(failures.length, `${failures.length} wrong answers (replay: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}):\n\n${failures.slice(0, 15).join("\n\n")}`).toBe(0);
  }, Math.max(120_000, RUNS * 3_000));

  it("answers what the fuzz found, each once: the router's refusals and the Pusher API's, as { detail } and never a 5xx", async () => {
    const shape = async (options: InjectOptions, status: number) => {
      const response = await app.inject(options);
      expect(response.statusCode, response.body).toBe(status);
      expect(Object.keys(response.json() as object)).toEqual(["detail"]);
    };
    // An address the router cannot decode, and a parameter over the router's bound (Fastify answered these itself).
    await shape({ url: "/en/api/menu/%zz/" }, 400);
    await shape({ url: "/en/api/menu_language/demo%ED%A0%80/" }, 400);
    await shape({ url: `/en/api/menu/${"a".repeat(200)}/` }, 414);
    // A signed publish whose body is JSON but no object, or an event larger than one NOTIFY carries.
    const publish = (payload: string): InjectOptions => {
      const signed = signPusher({ method: "POST", url: `/apps/${PUSHER.appId}/events`, headers: {}, payload }, true);
      return { method: "POST", url: signed.url, headers: { "content-type": "application/json" }, payload };
    };
    await shape(publish("null"), 400);
    await shape(publish(JSON.stringify({ name: "order-update", channel: "c", data: "d".repeat(9000) })), 413);
    await shape({ method: "POST", url: `/apps/${PUSHER.appId}/events`, headers: { "content-type": "application/json" }, payload: "{}" }, 401);
    await shape({ method: "POST", url: "/apps/another-app/events", headers: { "content-type": "application/json" }, payload: "{}" }, 404);
  });

  it("keeps the same shape with the rate limits on: a limit reached is a 429 { detail } with Retry-After", async () => {
    // Tight limits, so the fuzz reaches them on every limited call; the handlers behind them were fuzzed above.
    const tight = Object.fromEntries(Object.keys(DEFAULT_RATE_LIMITS).map((name) => [name, 2])) as RateLimits;
    const limited = await buildServer({ db, paymentSandbox: true, rateLimits: tight, logger: false, defaultLicense: "demo", now: () => NOON, adminToken: STAFF_TOKEN, live: false });
    try {
      const retryAfter = (_request: FuzzRequest, status: number, headers: Record<string, unknown>) => (status === 429 && !headers["retry-after"] ? "a 429 without Retry-After" : undefined);
      const { failures, statuses } = await fuzz(limited, SEED + 1000, 8, retryAfter);
      expect(failures.length, `${failures.length} wrong answers (replay: FUZZ_SEED=${SEED}):\n\n${failures.slice(0, 15).join("\n\n")}`).toBe(0);
      const limitedCalls = Object.entries(statuses).filter(([, counts]) => (counts["429"] ?? 0) > 0).map(([name]) => name);
      expect(limitedCalls.length, "calls that reached their limit").toBeGreaterThan(3);
    } finally {
      await limited.close();
    }
  }, 60_000);
});
