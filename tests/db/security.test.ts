/**
 * The server as an attacker with curl meets it (issue 17, docs/security.md): each finding tried from the right venue's
 * host without the guest's secret, from a second venue's host and from a host no venue has. A test passes only when
 * the server refuses with the right 4xx in the app's error shape and the store is as it was (read after each try).
 * Runs on PGlite in `npm test` and again on PostgreSQL in CI (.ci/postgres-tests.sh).
 */
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../../server/app";
import type { Database } from "../../server/db/database";
import { importVenueFile } from "../../server/venues/import-venue";
import { deleteOrderLine } from "../../server/orders/staff-actions";
import { DEFAULT_RATE_LIMITS } from "../../server/limits/rate-limits";
import { guestClient, type GuestClient } from "../support/guest-client";
import { openTestDatabase } from "../support/test-database";

const CLOCK = () => Date.parse("2026-11-23T12:00:00+04:00");
const OTHER_VENUE = "arabi.localhost";
const NO_VENUE = "nobody.example";

/** Tabbouleh at the demo venue: 30.00 + 5 % VAT 1.50 + the municipality fee 2.00. */
const DEMO_ORDER = {
  menu: 1,
  customer_name: "Layla",
  phone: "+971501234567",
  order_comments: "Ring twice",
  order_type: "takeaway",
  payment_type: "cash",
  sub_total: "30.000",
  total: "33.500",
  taxes: [
    { id: 1, name: "VAT", amount: "1.500" },
    { id: 2, name: "Municipality fee", amount: "2.000" },
  ],
  line_items: [{ product: 133, product_price: "30.000", quantity: 1, special_instructions: "No onions" }],
};
/** Hummus at table 1 of the `tables` venue. */
const TABLE_ORDER = {
  menu: 1903,
  customer_name: "Table# 1",
  phone: "+971509999999",
  order_comments: "Birthday",
  order_type: "dine_in",
  payment_type: "cash",
  sub_total: "18.000",
  total: "18.000",
  taxes: [],
  line_items: [{ product: 11, product_price: "18.000", quantity: 1 }],
};

/** The whole store's state an attacker could change: counts and totals of everything an order is made of. */
async function storeState(db: Database): Promise<string> {
  const rows = await db.query(
    `select (select count(*) from orders)::int as orders, (select coalesce(string_agg(uuid || ':' || total || ':' || status, ',' order by uuid), '') from orders) as totals,
            (select count(*) from order_lines)::int as lines, (select count(*) from payments)::int as payments,
            (select count(*) from split_payments)::int as splits, (select count(*) from order_guests)::int as guests,
            (select coalesce(string_agg(pricing::text, ',' order by uuid), '') from orders) as pricing`,
  );
  return JSON.stringify(rows[0]);
}

describe("the server as an attacker meets it (issue 17)", () => {
  let db: Database;
  let app: FastifyInstance;
  const owner = guestClient(() => app);
  const stranger = guestClient(() => app);

  beforeAll(async () => {
    db = await openTestDatabase();
    for (const file of ["server/venues/demo/venue.json", "tests/fixtures/venues/arabic.json", "tests/fixtures/venues/tables.json"]) await importVenueFile(db, file);
    app = await buildServer({ db, defaultLicense: "demo", now: CLOCK, paymentSandbox: true, rateLimits: false, live: false });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const place = async (guest: GuestClient, body: object, host = "localhost") => {
    const response = await guest.inject({ method: "POST", url: "/en/api/order/", payload: body, headers: { host } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { uuid: string; padded_order_id: string; payment_url: string | null; total: string };
  };
  /** Sends `request` and expects `status` with the app's error shape and no change to the store. */
  const refused = async (guest: GuestClient, request: InjectOptions, status: number) => {
    const before = await storeState(db);
    const response = await guest.inject(request);
    expect(response.statusCode, `${request.method} ${request.url} as ${String(request.headers?.["host"])}: ${response.body}`).toBe(status);
    // The app's error shape: a sentence, and for a refused order the machine-readable reasons (issue 18).
    expect(Object.keys(response.json() as object)).toContain("detail");
    expect(Object.keys(response.json() as object).filter((key) => key !== "detail" && key !== "reasons")).toEqual([]);
    expect(await storeState(db)).toBe(before);
    return response;
  };

  it("an order's calls answer only under its own venue's host: another venue's host and a host no venue has get 404", async () => {
    const { uuid } = await place(owner, DEMO_ORDER);
    const calls: InjectOptions[] = [
      { method: "GET", url: `/en/api/order/${uuid}/` },
      { method: "PATCH", url: `/en/api/order/${uuid}/`, payload: { line_items: DEMO_ORDER.line_items } },
      { method: "GET", url: `/en/orders/${uuid}/print/order.pdf` },
      { method: "POST", url: "/iiko/tips/loyalty/promotions/", payload: { order_uuid: uuid, tips_amount: "5.000" } },
      { method: "POST", url: "/iiko/af/payments/", payload: { order_id: uuid, payment_options: "full" } },
      { method: "POST", url: "/iiko/af/split-payments/create/", payload: { order_id: uuid, split_amounts: ["16.750", "16.750"] } },
      { method: "POST", url: "/iiko/af/split-payments/", payload: { order_id: uuid, split_payment_uuid: uuid } },
    ];
    for (const host of [OTHER_VENUE, NO_VENUE]) {
      // Even the guest who placed it, cookie and all: the order is not this host's.
      for (const call of calls) await refused(owner, { ...call, headers: { host } }, 404);
    }
  });

  it("a venue's menu id, coupons, zones and tables are not reachable from another venue's host", async () => {
    await refused(owner, { method: "POST", url: "/en/api/order/", payload: DEMO_ORDER, headers: { host: OTHER_VENUE } }, 422);
    await refused(owner, { method: "POST", url: "/en/api/order/", payload: DEMO_ORDER, headers: { host: NO_VENUE } }, 404);
    expect((await owner.inject({ url: "/en/api/coupon/1/WELCOME10/" })).statusCode).toBe(200);
    await refused(owner, { url: "/en/api/coupon/1/WELCOME10/", headers: { host: OTHER_VENUE } }, 404);
    await refused(owner, { url: "/en/api/coupon/1/WELCOME10/", headers: { host: NO_VENUE } }, 404);
    await refused(owner, { url: "/en/api/delivery_zone/25.2,55.3/1/", headers: { host: OTHER_VENUE } }, 404);
    await place(owner, TABLE_ORDER, "tables.localhost");
    expect((await stranger.inject({ url: "/iiko/active-order/1/1903/", headers: { host: "tables.localhost" } })).statusCode).toBe(200);
    await refused(stranger, { url: "/iiko/active-order/1/1903/", headers: { host: OTHER_VENUE } }, 404);
    await refused(stranger, { url: "/iiko/active-order/1/1903/", headers: { host: NO_VENUE } }, 404);
  });

  it("without the guest's secret an order reads as the table sees it, and nothing that spends money or shows the guest is allowed", async () => {
    const { uuid } = await place(owner, DEMO_ORDER);
    const whole = (await owner.inject({ url: `/en/api/order/${uuid}/` })).json() as Record<string, unknown>;
    expect(whole).toMatchObject({ customer_name: "Layla", phone: "+971501234567", order_comments: "Ring twice" });
    const seen = (await stranger.inject({ url: `/en/api/order/${uuid}/` })).json() as { line_items: { special_instructions: string }[] } & Record<string, unknown>;
    expect(seen).toMatchObject({ uuid, customer_name: "", phone: "", order_comments: "", payment_url: null, total: "33.500", status: "pending" });
    expect(seen.line_items[0]).toMatchObject({ product_name: "Tabbouleh", special_instructions: "" });
    expect(JSON.stringify(seen)).not.toMatch(/Layla|971501234567|Ring twice|No onions/);

    await refused(stranger, { method: "PATCH", url: `/en/api/order/${uuid}/`, payload: { line_items: DEMO_ORDER.line_items } }, 403);
    await refused(stranger, { method: "GET", url: `/en/orders/${uuid}/print/order.pdf` }, 403);
    await refused(stranger, { method: "POST", url: "/iiko/tips/loyalty/promotions/", payload: { order_uuid: uuid, tips_amount: "5.000" } }, 403);
    await refused(stranger, { method: "POST", url: "/iiko/af/payments/", payload: { order_id: uuid, payment_options: "full" } }, 403);
    await refused(stranger, { method: "POST", url: "/iiko/af/split-payments/create/", payload: { order_id: uuid, split_amounts: ["16.750", "16.750"] } }, 403);
    // A forged cookie is no cookie.
    const forger = guestClient(() => app);
    await refused(forger, { method: "POST", url: "/iiko/af/payments/", payload: { order_id: uuid, payment_options: "full" }, headers: { cookie: "carta_guest=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" } }, 403);
    // The guest who placed it may.
    expect((await owner.inject({ method: "GET", url: `/en/orders/${uuid}/print/order.pdf` })).statusCode).toBe(200);
  });

  it("a guest at the table sees the table's order without the first guest's details, and joins it by merging", async () => {
    const first = guestClient(() => app);
    const { uuid } = await place(first, { ...TABLE_ORDER, customer_name: "Table# 2" }, "tables.localhost");
    const second = guestClient(() => app);
    const conflict = await second.inject({ method: "POST", url: "/en/api/order/", payload: { ...TABLE_ORDER, customer_name: "Table# 2" }, headers: { host: "tables.localhost" } });
    expect(conflict.statusCode).toBe(409);
    expect(JSON.stringify(conflict.json())).not.toMatch(/971509999999|Birthday/);
    expect((conflict.json() as { existing_order: { uuid: string } }).existing_order.uuid).toBe(uuid);
    const merged = await second.inject({ method: "PATCH", url: `/en/api/order/${uuid}/`, payload: { line_items: TABLE_ORDER.line_items }, headers: { host: "tables.localhost" } });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json()).toMatchObject({ total: "36.000", phone: "", order_comments: "" });
    // Having joined, the second guest may act for the table: a receipt without the first guest's details.
    const receipt = await second.inject({ url: `/en/orders/${uuid}/print/order.pdf`, headers: { host: "tables.localhost" } });
    expect(receipt.statusCode).toBe(200);
  });

  it("order numbers count per venue: one venue's number tells nothing of another's volume", async () => {
    const count = async (license: string) => Number((await db.query<{ n: number }>("select count(*)::int as n from orders where license = $1", [license]))[0]!.n);
    const before = Number((await place(owner, DEMO_ORDER)).padded_order_id);
    expect(before).toBe(await count("demo"));
    const tablesBefore = await count("tables");
    const elsewhere = await place(owner, { ...TABLE_ORDER, customer_name: "Table# 9" }, "tables.localhost");
    expect(Number(elsewhere.padded_order_id)).toBe(tablesBefore + 1);
    expect(Number((await place(owner, DEMO_ORDER)).padded_order_id)).toBe(before + 1);
  });

  it("one open payment per balance: asking again answers the same page, a split waits for it, and nothing is paid twice", async () => {
    const { uuid, payment_url } = await place(owner, { ...DEMO_ORDER, payment_type: "card" });
    expect(payment_url).toMatch(/^\/sandbox\/pay\//);
    const again = await owner.inject({ method: "POST", url: "/iiko/af/payments/", payload: { order_id: uuid, payment_options: "full" } });
    expect(again.json()).toEqual({ payment_url });
    await refused(owner, { method: "POST", url: "/iiko/af/split-payments/create/", payload: { order_id: uuid, split_amounts: ["16.750", "16.750"] } }, 409);
    const [{ open }] = (await db.query<{ open: number }>("select count(*)::int as open from payments where order_uuid = $1 and status = 'UNPAID'", [uuid])) as [{ open: number }];
    expect(open).toBe(1);
    const back = await owner.inject({ method: "POST", url: payment_url!, headers: { "content-type": "application/x-www-form-urlencoded" }, payload: "action=pay" });
    const query = Object.fromEntries(new URL(back.headers.location as string, "http://localhost").searchParams);
    expect((await owner.inject({ method: "POST", url: "/en/paylink/status/", payload: query })).json()).toMatchObject({ status: "PAID" });
    const paid = (await owner.inject({ url: `/en/api/order/${uuid}/` })).json() as { balance_due: string; payments: { amount: string }[] };
    expect(paid).toMatchObject({ balance_due: "0.000", payments: [{ amount: "33.500" }] });
    await refused(owner, { method: "POST", url: "/iiko/af/payments/", payload: { order_id: uuid, payment_options: "full" } }, 409);
  });

  it("a payment whose amount is no longer due is declined at the provider: nothing is charged beyond the balance", async () => {
    // Two Tabboulehs: 60.00 + 5 % VAT 3.00 + the fixed municipality fee 2.00.
    const line = { product: 133, product_price: "30.000", quantity: 1, special_instructions: "" };
    const body = { ...DEMO_ORDER, sub_total: "60.000", total: "65.000", taxes: [{ id: 1, name: "VAT", amount: "3.000" }, { id: 2, name: "Municipality fee", amount: "2.000" }], line_items: [line, line] };
    const order = await place(owner, body);
    const link = (await owner.inject({ method: "POST", url: "/iiko/af/payments/", payload: { order_id: order.uuid, payment_options: "full" } })).json() as { payment_url: string };
    // Staff strike a line: the open page now asks for more than is due.
    const ctx = { db, defaultLicense: "demo", paymentSandbox: true, now: CLOCK };
    expect((await deleteOrderLine(ctx, order.uuid, 1)).ok).toBe(true);
    const back = await owner.inject({ method: "POST", url: link.payment_url, headers: { "content-type": "application/x-www-form-urlencoded" }, payload: "action=pay" });
    const query = Object.fromEntries(new URL(back.headers.location as string, "http://localhost").searchParams);
    expect((await owner.inject({ method: "POST", url: "/en/paylink/status/", payload: query })).json()).toMatchObject({ status: "DECLINED" });
    const after = (await owner.inject({ url: `/en/api/order/${order.uuid}/` })).json() as { payments: unknown[]; balance_due: string; total: string };
    expect(after.payments).toEqual([]);
    expect(after.balance_due).toBe(after.total);
  });

  it("the payment sandbox exists only in the test mode: without it card payment is not offered and its pages are gone", async () => {
    const production = await buildServer({ db, defaultLicense: "demo", now: CLOCK, rateLimits: false, live: false });
    try {
      const card = await production.inject({ method: "POST", url: "/en/api/order/", payload: { ...DEMO_ORDER, payment_type: "card" } });
      expect(card.statusCode).toBe(422);
      expect(card.json()).toEqual({ detail: "This venue takes no online payment.", reasons: [{ code: "no_online_payment", field: "payment_type" }] });
      const [payment] = await db.query<{ provider: string; reference: string }>("select provider, reference from payments limit 1");
      const page = await production.inject({ url: `/sandbox/pay/${payment!.provider}/${payment!.reference}` });
      expect(page.statusCode).toBe(404);
      expect((await production.inject({ method: "POST", url: `/sandbox/pay/${payment!.provider}/${payment!.reference}`, payload: "action=pay", headers: { "content-type": "application/x-www-form-urlencoded" } })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });

  it("bounded input: a huge order, a huge name, NUL bytes, lone surrogates and deep nesting are 4xx naming the problem", async () => {
    const huge = { ...DEMO_ORDER, line_items: Array.from({ length: 10_000 }, () => DEMO_ORDER.line_items[0]) };
    await refused(owner, { method: "POST", url: "/en/api/order/", payload: huge }, 413);
    await refused(owner, { method: "POST", url: "/en/api/order/", payload: { ...DEMO_ORDER, customer_name: "x".repeat(900_000) } }, 413);
    const long = await refused(owner, { method: "POST", url: "/en/api/order/", payload: { ...DEMO_ORDER, customer_name: "x".repeat(121) } }, 400);
    expect(long.json()).toEqual({ detail: "customer_name: expected at most 120 characters" });
    const many = await refused(owner, { method: "POST", url: "/en/api/order/", payload: { ...DEMO_ORDER, line_items: Array.from({ length: 101 }, () => DEMO_ORDER.line_items[0]) } }, 400);
    expect((many.json() as { detail: string }).detail).toMatch(/^line_items: expected at most 100 items/);
    const nul = await refused(owner, { method: "POST", url: "/en/api/order/", payload: JSON.stringify({ ...DEMO_ORDER, customer_name: "Lay\u0000la" }), headers: { "content-type": "application/json" } }, 400);
    expect((nul.json() as { detail: string }).detail).toMatch(/^customer_name:/);
    await refused(owner, { method: "POST", url: "/en/api/order/", payload: JSON.stringify(DEMO_ORDER).replace('"Layla"', '"La\\ud800yla"'), headers: { "content-type": "application/json" } }, 400);
    await refused(owner, { method: "POST", url: "/en/api/order/", payload: "[".repeat(5000) + "]".repeat(5000), headers: { "content-type": "application/json" } }, 400);
    await refused(owner, { method: "POST", url: "/en/api/order/", payload: "{not json", headers: { "content-type": "application/json" } }, 400);
    await refused(owner, { method: "POST", url: "/en/api/order/", payload: "<order/>", headers: { "content-type": "application/xml" } }, 415);
    await refused(owner, { method: "GET", url: "/en/api/order/%00/" }, 400);
    await refused(owner, { method: "GET", url: "/en/api/coupon/1/%00/" }, 400);
  });

  it("idempotency keys: another body with a used key is refused (not answered with the first guest's order); keys are kept whole", async () => {
    const key = "k-" + "x".repeat(240);
    const first = await owner.inject({ method: "POST", url: "/en/api/order/", payload: DEMO_ORDER, headers: { "idempotency-key": key } });
    expect(first.statusCode).toBe(201);
    const reused = await refused(stranger, { method: "POST", url: "/en/api/order/", payload: { ...DEMO_ORDER, customer_name: "Mallory" }, headers: { "idempotency-key": key } }, 422);
    expect(reused.body).not.toMatch(/Layla|971501234567/);
    // The same request again is a retry: the same order, once.
    const retry = await owner.inject({ method: "POST", url: "/en/api/order/", payload: DEMO_ORDER, headers: { "idempotency-key": key } });
    expect((retry.json() as { uuid: string }).uuid).toBe((first.json() as { uuid: string }).uuid);
    // Keys differing only past the 200th character are two keys.
    const other = await owner.inject({ method: "POST", url: "/en/api/order/", payload: DEMO_ORDER, headers: { "idempotency-key": key.slice(0, -1) + "y" } });
    expect((other.json() as { uuid: string }).uuid).not.toBe((first.json() as { uuid: string }).uuid);
    await refused(owner, { method: "POST", url: "/en/api/order/", payload: DEMO_ORDER, headers: { "idempotency-key": "z".repeat(256) } }, 400);

    const table = guestClient(() => app);
    const { uuid } = await place(table, { ...TABLE_ORDER, customer_name: "Table# 5" }, "tables.localhost");
    const patch = (lines: object[]) => ({ method: "PATCH" as const, url: `/en/api/order/${uuid}/`, payload: { line_items: lines }, headers: { host: "tables.localhost", "idempotency-key": "merge-1" } });
    expect((await table.inject(patch(TABLE_ORDER.line_items))).statusCode).toBe(200);
    await refused(table, patch([{ product: 21, product_price: "48.000", quantity: 1 }]), 422);
  });

  it("every error answers in one shape, never a database message", async () => {
    for (const request of [
      { url: "/en/api/no-such-call/" },
      { url: "/iiko/active-order/1/not-a-number/" },
      { url: `/en/api/order/${"f".repeat(36)}/` },
      { method: "POST" as const, url: "/iiko/af/payments/", payload: { order_id: "'; drop table orders; --", payment_options: "full" } },
    ]) {
      const response = await stranger.inject(request);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(Object.keys(response.json() as object)).toEqual(["detail"]);
    }
  });
});

describe("rate limits (issue 17)", () => {
  let db: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await openTestDatabase();
    await importVenueFile(db, "server/venues/demo/venue.json");
    await importVenueFile(db, "tests/fixtures/venues/arabic.json");
    app = await buildServer({ db, defaultLicense: "demo", now: CLOCK, live: false });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it("guessing employee ids and coupon codes stops at the limit with 429 and Retry-After, per address and host", async () => {
    const guess = (url: string, host = "localhost") => app.inject({ url, headers: { host } });
    for (let i = 0; i < DEFAULT_RATE_LIMITS.employee; i++) expect((await guess(`/iiko/af/verify-employee-id/E${i}/`)).statusCode).toBe(404);
    const limited = await guess("/iiko/af/verify-employee-id/E-last/");
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({ detail: expect.stringMatching(/^Too many requests: try again in \d+ s\.$/) });
    // Each kind of call counts on its own, and each venue's host too.
    expect((await guess("/en/api/coupon/1/WELCOME10/")).statusCode).toBe(200);
    expect((await guess("/iiko/af/verify-employee-id/E0/", OTHER_VENUE)).statusCode).toBe(404);
    // Menus are not limited.
    for (let i = 0; i < 40; i++) expect((await guess("/en/api/menu/demo/")).statusCode).toBe(200);
  });
});
