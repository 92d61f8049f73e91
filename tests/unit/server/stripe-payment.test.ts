import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Stripe from "stripe";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guestClient } from "../../support/guest-client";
import { startFakeStripe, type FakeStripe } from "../../support/fake-stripe";
import { buildServer } from "../../../server/app";
import type { Database } from "../../../server/db/database";
import { openTestDatabase } from "../../support/test-database";
import { importVenueFile } from "../../../server/venues/import-venue";
import { announceVenueChanged } from "../../../server/venues/venue-changes";
import { createRegistry } from "../../../engine/plugin-api";
import { plugins } from "../../../screens/app/plugins";
import { minorUnits } from "../../../plugins/payment-stripe/stripe-gateway";

const registry = createRegistry(plugins);
const CLOCK = () => Date.parse("2026-11-23T12:00:00+04:00");
const DEMO_KEYS = { secret_key: "sk_test_demo", webhook_secret: "whsec_demo" };
const OTHER_KEYS = { secret_key: "sk_test_other", webhook_secret: "whsec_other" };
/** Tabbouleh: 30.00 + 5 % VAT 1.50 + the municipality fee 2.00, paid by card: AED 33.50 is 3350 fils. */
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
/** Stripe's signature over a webhook body, as Stripe computes it with a venue's signing secret. */
const sign = (payload: string, secret: string) => Stripe.webhooks.generateTestHeaderString({ payload, secret });

describe("Stripe for real: Checkout Sessions against a local fake of Stripe's API, keys per venue from the venue file", () => {
  let db: Database;
  let app: FastifyInstance;
  let stripe: FakeStripe;
  const guest = guestClient(() => app);

  beforeAll(async () => {
    stripe = await startFakeStripe();
    db = await openTestDatabase();
    await importVenueFile(db, "server/venues/demo/venue.json");
    // Another venue, its own Stripe account, given in its venue file as an integrator writes it.
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "carta-stripe-"));
    const other = { ...JSON.parse(fs.readFileSync("tests/fixtures/venues/arabic.json", "utf8")), payment_provider: "stripe", plugins: { "payment-stripe": OTHER_KEYS } };
    fs.writeFileSync(path.join(folder, "venue.json"), JSON.stringify(other));
    await importVenueFile(db, path.join(folder, "venue.json"));
    // No sandbox: Stripe is reached with the venue's keys or not at all.
    app = await buildServer({ db, paymentSandbox: false, rateLimits: false, defaultLicense: "demo", now: CLOCK, paymentApiBases: { stripe: stripe.base } });
    await db.query("update venues set payment_provider = 'stripe', plugin_options = $1::jsonb, updated_at = now() where license = 'demo'", [JSON.stringify({ "payment-stripe": DEMO_KEYS })]);
    await announceVenueChanged(db, "demo");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await stripe?.close();
  });

  const placeCardOrder = async () => {
    const response = await guest.inject({ method: "POST", url: "/en/api/order/", payload: CARD_ORDER });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { uuid: string; payment_url: string };
  };
  /** The guest follows the order's payment address: the server creates the Checkout Session and sends them on. */
  const follow = async (paymentUrl: string) => {
    const response = await guest.inject({ url: paymentUrl });
    expect(response.statusCode, response.body).toBe(303);
    const session = [...stripe.sessions.values()].at(-1)!;
    expect(response.headers.location).toBe(session.url);
    return session;
  };
  /** The return Stripe sends the guest to, and the status call the browser half makes from it. */
  const statusCallFor = async (returnUrl: string, host = "localhost") => {
    const query = Object.fromEntries(new URL(returnUrl).searchParams);
    const call = (await registry.paymentProviders.get("stripe")!.value.readsReturn()).statusCall(query)!;
    return guest.inject({ method: call.method, url: call.path, payload: call.body ?? {}, headers: { host } });
  };
  const readOrder = async (uuid: string) => (await guest.inject({ url: `/en/api/order/${uuid}/` })).json() as { payments: unknown[]; balance_due: string };
  const webhook = (payload: string, signature: string, host = "localhost") =>
    app.inject({ method: "POST", url: "/en/stripe/webhook/", payload, headers: { host, "content-type": "application/json", "stripe-signature": signature } });
  const completed = (session: { id: string; client_reference_id: string | null }) =>
    JSON.stringify({ id: "evt_1", object: "event", type: "checkout.session.completed", data: { object: { ...session, object: "checkout.session", status: "complete", payment_status: "paid" } } });

  it("the venue file's keys stay on the server: stored apart, never in the menu payload", async () => {
    const [row] = await db.query<{ options: unknown; leaked: boolean }>("select plugin_options as options, payload::text like '%sk_test%' as leaked from venues where license = 'arabi'");
    expect(row).toEqual({ options: { "payment-stripe": OTHER_KEYS }, leaked: false });
  });

  it("amounts go to Stripe in the currency's minor units", () => {
    expect(minorUnits("33.500", "AED")).toBe(3350);
    expect(minorUnits("1.234", "KWD")).toBe(1234);
    expect(minorUnits("1500.000", "JPY")).toBe(1500);
  });

  it("create: the order's payment address opens a Checkout Session with the venue's key and sends the guest to it", async () => {
    const order = await placeCardOrder();
    expect(order.payment_url).toMatch(/^\/pay\/stripe\/STR-/);
    const session = await follow(order.payment_url);
    const created = stripe.requests.find((r) => r.method === "POST" && r.form["client_reference_id"] === session.client_reference_id)!;
    expect(created.key).toBe(DEMO_KEYS.secret_key);
    expect(created.form).toMatchObject({ mode: "payment", "line_items[0][price_data][currency]": "aed", "line_items[0][price_data][unit_amount]": "3350", "line_items[0][quantity]": "1" });
    const reference = decodeURIComponent(order.payment_url.split("/").pop()!);
    // The return is the app at the host the guest came from (inject names port 80).
    expect(session.success_url).toBe(`http://localhost:80/payment/stripe?ref=${reference}&session={CHECKOUT_SESSION_ID}`);
    // Following it again (a reload, a second tap) goes to the same session: one payment, one session.
    const again = await guest.inject({ url: order.payment_url });
    expect(again.headers.location).toBe(session.url);
    expect(stripe.requests.filter((r) => r.method === "POST" && r.form["client_reference_id"] === reference)).toHaveLength(1);
  });

  it("the return's status call asks Stripe: UNPAID while Stripe says unpaid, PAID only once Stripe says paid", async () => {
    const order = await placeCardOrder();
    const session = await follow(order.payment_url);
    const returnUrl = session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id);
    // The guest comes back without paying (or forges the return): Stripe says unpaid, so nothing is paid.
    expect((await statusCallFor(returnUrl)).json()).toMatchObject({ status: "UNPAID", orderUUID: order.uuid });
    expect(await readOrder(order.uuid)).toMatchObject({ payments: [], balance_due: "33.500" });
    // A session that is not the payment's is not found.
    expect((await statusCallFor(returnUrl.replace(session.id, "cs_test_forged"))).statusCode).toBe(404);
    stripe.pay(session.id);
    expect((await statusCallFor(returnUrl)).json()).toMatchObject({ status: "PAID", orderUUID: order.uuid });
    expect(await readOrder(order.uuid)).toMatchObject({ payments: [{ payment_type: "card", amount: "33.500" }], balance_due: "0.000" });
    const asked = stripe.requests.filter((r) => r.method === "GET" && r.path === `/v1/checkout/sessions/${session.id}`);
    expect(asked.length).toBe(2);
    // Once recorded, Stripe is not asked again.
    await statusCallFor(returnUrl);
    expect(stripe.requests.filter((r) => r.method === "GET" && r.path === `/v1/checkout/sessions/${session.id}`)).toHaveLength(2);
  });

  it("an expired session is recorded as canceled, and the balance stays due", async () => {
    const order = await placeCardOrder();
    const session = await follow(order.payment_url);
    stripe.expire(session.id);
    expect((await statusCallFor(session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id))).json()).toMatchObject({ status: "CANCELED" });
    expect(await readOrder(order.uuid)).toMatchObject({ payments: [], balance_due: "33.500" });
  });

  it("webhooks: a forged signature is refused; another venue's host cannot confirm; a paid event marks paid once", async () => {
    const order = await placeCardOrder();
    const session = await follow(order.payment_url);
    const payload = completed(session);

    const forged = await webhook(payload, sign(payload, "whsec_forged"));
    expect(forged.statusCode).toBe(400);
    expect((await webhook(payload, "t=1,v1=00")).statusCode).toBe(400);
    // Signed with this venue's secret but sent to another venue's host: that venue's secret does not verify it...
    expect((await webhook(payload, sign(payload, DEMO_KEYS.webhook_secret), "arabi.localhost")).statusCode).toBe(400);
    // ...and a payment of this venue is not the other venue's to settle, even with the other venue's own signature.
    expect((await webhook(payload, sign(payload, OTHER_KEYS.webhook_secret), "arabi.localhost")).statusCode).toBe(404);
    expect(await readOrder(order.uuid)).toMatchObject({ payments: [], balance_due: "33.500" });

    const first = await webhook(payload, sign(payload, DEMO_KEYS.webhook_secret));
    expect(first.statusCode, first.body).toBe(200);
    const again = await webhook(payload, sign(payload, DEMO_KEYS.webhook_secret));
    expect(again.statusCode).toBe(200);
    expect(await readOrder(order.uuid)).toMatchObject({ payments: [{ payment_type: "card", amount: "33.500" }], balance_due: "0.000" });
    const [{ count }] = (await db.query<{ count: string }>("select count(*)::text as count from payments where order_uuid = $1 and status = 'PAID'", [order.uuid])) as [{ count: string }];
    expect(count).toBe("1");
  });

  it("an event that settles nothing is acknowledged; a venue without Stripe keys has no webhook", async () => {
    const other = JSON.stringify({ id: "evt_2", object: "event", type: "customer.created", data: { object: { id: "cus_1" } } });
    expect((await webhook(other, sign(other, DEMO_KEYS.webhook_secret))).json()).toEqual({ received: true });
    await db.query("update venues set plugin_options = '{}'::jsonb where license = 'demo'");
    try {
      expect((await webhook(other, sign(other, DEMO_KEYS.webhook_secret))).statusCode).toBe(404);
      // Without keys and without the sandbox, paying online is not offered.
      const placed = (await guest.inject({ method: "POST", url: "/en/api/order/", payload: { ...CARD_ORDER, payment_type: "cash" } })).json() as { uuid: string };
      expect((await guest.inject({ method: "POST", url: "/iiko/af/payments/", payload: { order_id: placed.uuid, payment_options: "full" } })).statusCode).toBe(422);
    } finally {
      await db.query("update venues set plugin_options = $1::jsonb where license = 'demo'", [JSON.stringify({ "payment-stripe": DEMO_KEYS })]);
    }
  });
});
