import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guestClient } from "../../support/guest-client";
import { buildServer } from "../../../server/app";
import type { Database } from "../../../server/db/database";
import { openTestDatabase } from "../../support/test-database";
import { importVenueFile } from "../../../server/venues/import-venue";
import { announceVenueChanged } from "../../../server/venues/venue-changes";
import { createRegistry } from "../../../engine/plugin-api";
import { plugins } from "../../../screens/app/plugins";

const registry = createRegistry(plugins);
const CLOCK = () => Date.parse("2026-11-23T12:00:00+04:00");
/** Tabbouleh: 30.00 + 5 % VAT 1.50 + the municipality fee 2.00, paid by card. */
const CARD_ORDER = {
  menu: 1,
  customer_name: "Layla",
  order_type: "takeaway",
  payment_type: "card",
  sub_total: "30.000",
  total: "33.500",
  taxes: [
    { id: 1, name: "VAT", amount: "1.500" },
    { id: 2, name: "Municipality fee", amount: "2.000" },
  ],
  line_items: [{ product: 133, product_price: "30.000", quantity: 1 }],
};

describe("online payments end to end: issue, the provider's sandbox, the return, the status call (issue 12)", () => {
  let db: Database;
  let app: FastifyInstance;
  const guest = guestClient(() => app);

  beforeAll(async () => {
    db = await openTestDatabase();
    await importVenueFile(db, "server/venues/demo/venue.json");
    await importVenueFile(db, "tests/fixtures/venues/arabic.json");
    app = await buildServer({ db, paymentSandbox: true, rateLimits: false, defaultLicense: "demo", now: CLOCK });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  /** Changes the demo venue's provider as an import would, announcing it so the server's cached venue follows. */
  const setProvider = async (provider: string | null) => {
    await db.query("update venues set payment_provider = $1, updated_at = now() where license = 'demo'", [provider]);
    await announceVenueChanged(db, "demo");
    // The announcement reaches the server's listener asynchronously, as it would from another process.
    await new Promise((resolve) => setTimeout(resolve, 50));
  };
  const placeCardOrder = async () => {
    const response = await guest.inject({ method: "POST", url: "/en/api/order/", payload: CARD_ORDER });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { uuid: string; payment_url: string; balance_due: string };
  };
  /** The guest's choice on the sandbox page; the address it sends the guest back to. */
  const choose = async (paymentUrl: string, action: string) => {
    const response = await guest.inject({ method: "POST", url: paymentUrl, headers: { "content-type": "application/x-www-form-urlencoded" }, payload: `action=${action}` });
    expect(response.statusCode, response.body).toBe(303);
    return new URL(response.headers.location as string, "http://localhost");
  };
  /** The status call as the provider's browser half makes it from its return URL. */
  const statusCall = async (provider: string, query: Record<string, string>, host = "localhost") => {
    const call = (await registry.paymentProviders.get(provider)!.value.readsReturn()).statusCall(query)!;
    return guest.inject({ method: call.method, url: call.path, payload: call.body ?? {}, headers: { host } });
  };
  const readOrder = async (uuid: string) => (await guest.inject({ url: `/en/api/order/${uuid}/` })).json() as { payments: unknown[]; balance_due: string; payment_url: string | null };

  it("pays through every provider's sandbox, each returning with its own query, and the status call marks the order paid", async () => {
    for (const provider of registry.paymentProviders.keys()) {
      await setProvider(provider);
      const order = await placeCardOrder();
      expect(order.payment_url).toMatch(new RegExp(`^/sandbox/pay/${provider}/`));
      const page = await guest.inject({ url: order.payment_url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("AED 33.50");
      // Before the guest pays, the server says so.
      const back = await choose(order.payment_url, "pay");
      expect(back.pathname).toBe(`/payment/${provider}`);
      const query = Object.fromEntries(back.searchParams);
      expect(Object.keys(query).sort(), provider).toEqual([...(await registry.paymentProviders.get(provider)!.value.readsReturn()).queryParams].filter((p) => !(provider === "thawani" && p === "ref")).sort());
      const status = await statusCall(provider, query);
      expect(status.statusCode, `${provider}: ${status.body}`).toBe(200);
      expect(status.json()).toMatchObject({ status: "PAID", orderUUID: order.uuid });
      expect(await readOrder(order.uuid)).toMatchObject({ payments: [{ payment_type: "card", amount: "33.500" }], balance_due: "0.000" });
    }
    await setProvider("paylink");
  });

  it("a declined payment leaves the balance due; a second choice or a second status call changes nothing", async () => {
    const order = await placeCardOrder();
    const unpaid = await statusCall("paylink", { reference: new URL(await choose(order.payment_url, "decline")).searchParams.get("reference")!, checkout: "x" });
    // A forged checkout id is not this payment's.
    expect(unpaid.statusCode).toBe(404);
    const back = await choose(order.payment_url, "pay");
    const query = Object.fromEntries(back.searchParams);
    expect((await statusCall("paylink", query)).json()).toMatchObject({ status: "DECLINED" });
    expect((await statusCall("paylink", query)).json()).toMatchObject({ status: "DECLINED" });
    expect(await readOrder(order.uuid)).toMatchObject({ payments: [], balance_due: "33.500" });
  });

  it("an unpaid payment reads as UNPAID; a reference never issued, or asked from another venue's host, is not found", async () => {
    const order = await placeCardOrder();
    const reference = decodeURIComponent(order.payment_url.split("/").pop()!);
    const [{ session }] = (await db.query<{ session: string }>("select session from payments where reference = $1", [reference])) as [{ session: string }];
    expect((await statusCall("paylink", { reference, checkout: session })).json()).toMatchObject({ status: "UNPAID" });
    expect((await statusCall("paylink", { reference: "PAY-FORGED", checkout: session })).statusCode).toBe(404);
    expect((await statusCall("paylink", { reference, checkout: session }, "arabic.localhost")).statusCode).toBe(404);
    expect(await readOrder(order.uuid)).toMatchObject({ payments: [], balance_due: "33.500" });
  });

  it("a card order at a venue without online payment is refused and stores nothing", async () => {
    await setProvider(null);
    const response = await guest.inject({ method: "POST", url: "/en/api/order/", payload: CARD_ORDER });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: "This venue takes no online payment.", reasons: [{ code: "no_online_payment", field: "payment_type" }] });
    await setProvider("paylink");
  });
});

describe("POST /iiko/af/payments/: paying an order's balance online after it was placed (ordering spec §2, §7)", () => {
  let db: Database;
  let app: FastifyInstance;
  const guest = guestClient(() => app);
  beforeAll(async () => {
    db = await openTestDatabase();
    await importVenueFile(db, "server/venues/demo/venue.json");
    app = await buildServer({ db, paymentSandbox: true, rateLimits: false, defaultLicense: "demo", now: CLOCK, adminToken: "t" });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await db.close();
  });
  const pay = (order_id: string) => guest.inject({ method: "POST", url: "/iiko/af/payments/", payload: { order_id, payment_options: "full" } });

  it("a cash order's balance is paid through the provider's page, once; then nothing is due", async () => {
    const placed = (await guest.inject({ method: "POST", url: "/en/api/order/", payload: { ...CARD_ORDER, payment_type: "cash" } })).json() as { uuid: string; payment_url: string | null };
    expect(placed.payment_url).toBeNull();
    const link = await pay(placed.uuid);
    expect(link.statusCode, link.body).toBe(200);
    const { payment_url } = link.json() as { payment_url: string };
    expect(payment_url).toMatch(/^\/sandbox\/pay\/paylink\//);
    const back = await guest.inject({ method: "POST", url: payment_url, headers: { "content-type": "application/x-www-form-urlencoded" }, payload: "action=pay" });
    const query = Object.fromEntries(new URL(back.headers.location as string, "http://localhost").searchParams);
    expect((await guest.inject({ method: "POST", url: "/en/paylink/status/", payload: query })).json()).toMatchObject({ status: "PAID", orderUUID: placed.uuid });
    expect((await guest.inject({ url: `/en/api/order/${placed.uuid}/` })).json()).toMatchObject({ payments: [{ amount: "33.500" }], balance_due: "0.000" });
    expect((await pay(placed.uuid)).statusCode).toBe(409);
  });

  it("refuses an unknown order, a canceled one, and a body that is not a full payment", async () => {
    expect((await pay("no-such-order")).statusCode).toBe(404);
    const placed = (await guest.inject({ method: "POST", url: "/en/api/order/", payload: { ...CARD_ORDER, payment_type: "cash" } })).json() as { uuid: string };
    expect((await guest.inject({ method: "POST", url: "/iiko/af/payments/", payload: { order_id: placed.uuid, payment_options: "split" } })).statusCode).toBe(400);
    await guest.inject({ method: "POST", url: `/admin/api/orders/${placed.uuid}/status/`, headers: { authorization: "Bearer t" }, payload: { status: "canceled" } });
    expect((await pay(placed.uuid)).statusCode).toBe(409);
  });
});

describe("split payment: the balance shared among guests, each paying a share (ordering spec §4, §5, §7, §9)", () => {
  let db: Database;
  let app: FastifyInstance;
  const guest = guestClient(() => app);
  beforeAll(async () => {
    db = await openTestDatabase();
    await importVenueFile(db, "server/venues/demo/venue.json");
    app = await buildServer({ db, paymentSandbox: true, rateLimits: false, defaultLicense: "demo", now: CLOCK });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await db.close();
  });
  const cashOrder = async () => (await guest.inject({ method: "POST", url: "/en/api/order/", payload: { ...CARD_ORDER, payment_type: "cash" } })).json() as { uuid: string };
  const split = (order_id: string, split_amounts: unknown[]) => guest.inject({ method: "POST", url: "/iiko/af/split-payments/create/", payload: { order_id, split_amounts } });
  const payShare = (order_id: string, split_payment_uuid: string) => guest.inject({ method: "POST", url: "/iiko/af/split-payments/", payload: { order_id, split_payment_uuid } });
  type Order = { balance_due: string; payments: unknown[]; split_payments: { uuid: string; guest_name: string; amount: string; status: string }[] };
  const read = async (uuid: string) => (await guest.inject({ url: `/en/api/order/${uuid}/` })).json() as Order;
  const choose = async (paymentUrl: string, action: string) => {
    const back = await guest.inject({ method: "POST", url: paymentUrl, headers: { "content-type": "application/x-www-form-urlencoded" }, payload: `action=${action}` });
    const query = Object.fromEntries(new URL(back.headers.location as string, "http://localhost").searchParams);
    return (await guest.inject({ method: "POST", url: "/en/paylink/status/", payload: query })).json() as { status: string };
  };

  it("shares must add up to the balance due: 2 to 6 guests, each above 0", async () => {
    const { uuid } = await cashOrder();
    expect((await split(uuid, ["20.000", "13.000"])).statusCode).toBe(422);
    expect((await split(uuid, ["33.500"])).statusCode).toBe(422);
    expect((await split(uuid, ["33.500", "0"])).statusCode).toBe(422);
    expect((await split(uuid, Array.from({ length: 7 }, () => "5.000"))).statusCode).toBe(422);
    expect((await split(uuid, ["abc", "1"])).statusCode).toBe(400);
    expect((await split("no-such-order", ["16.750", "16.750"])).statusCode).toBe(404);
    const shared = await split(uuid, ["16.750", "16.750"]);
    expect(shared.statusCode, shared.body).toBe(200);
    expect((shared.json() as Order).split_payments).toMatchObject([
      { guest_name: "Guest 1", amount: "16.750", status: "AVAILABLE" },
      { guest_name: "Guest 2", amount: "16.750", status: "AVAILABLE" },
    ]);
    // Not yet paid: the guests may agree again (three ways now).
    expect((await split(uuid, ["10.000", "10.000", "13.500"])).statusCode).toBe(200);
    expect((await read(uuid)).split_payments.map((s) => s.amount)).toEqual(["10.000", "10.000", "13.500"]);
    // A split order is paid share by share, not in full.
    expect((await guest.inject({ method: "POST", url: "/iiko/af/payments/", payload: { order_id: uuid, payment_options: "full" } })).statusCode).toBe(409);
  });

  it("each share is paid on its own: In Progress at the provider, available again when declined, Paid once paid", async () => {
    const { uuid } = await cashOrder();
    const [first, second] = ((await split(uuid, ["16.750", "16.750"])).json() as Order).split_payments;
    const link = await payShare(uuid, first!.uuid);
    expect(link.statusCode, link.body).toBe(200);
    const { payment_url } = link.json() as { payment_url: string };
    expect((await read(uuid)).split_payments[0]!.status).toBe("PENDING");
    // Open at the provider: asking again answers the same page (never a second payment), and the shares can no
    // longer change.
    const sameLink = await payShare(uuid, first!.uuid);
    expect(sameLink.statusCode).toBe(200);
    expect(sameLink.json()).toEqual({ payment_url });
    expect((await split(uuid, ["10.000", "23.500"])).statusCode).toBe(409);
    expect((await choose(payment_url, "decline")).status).toBe("DECLINED");
    expect((await read(uuid)).split_payments[0]!.status).toBe("AVAILABLE");

    const again = (await payShare(uuid, first!.uuid)).json() as { payment_url: string };
    expect((await choose(again.payment_url, "pay")).status).toBe("PAID");
    const paidOnce = await read(uuid);
    expect(paidOnce.split_payments.map((s) => s.status)).toEqual(["PAID", "AVAILABLE"]);
    expect(paidOnce).toMatchObject({ balance_due: "16.750", payments: [{ payment_type: "card", amount: "16.750" }] });
    expect((await payShare(uuid, first!.uuid)).statusCode).toBe(409);
    expect((await payShare(uuid, "no-such-share")).statusCode).toBe(404);

    const last = (await payShare(uuid, second!.uuid)).json() as { payment_url: string };
    expect((await choose(last.payment_url, "pay")).status).toBe("PAID");
    expect(await read(uuid)).toMatchObject({ balance_due: "0.000", split_payments: [{ status: "PAID" }, { status: "PAID" }] });
  });

  it("two guests tapping Pay on one share at once open one payment, and both get its page", async () => {
    const { uuid } = await cashOrder();
    const [first] = ((await split(uuid, ["16.750", "16.750"])).json() as Order).split_payments;
    const answers = await Promise.all([payShare(uuid, first!.uuid), payShare(uuid, first!.uuid), payShare(uuid, first!.uuid)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => (a.json() as { payment_url: string }).payment_url)).size).toBe(1);
    const rows = await db.query<{ n: string }>("select count(*)::text as n from payments where split_uuid = $1", [first!.uuid]);
    expect(rows[0]?.n).toBe("1");
  });
});
