import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guestClient } from "../../support/guest-client";
import { buildServer } from "../../../server/app";
import type { Database } from "../../../server/db/database";
import { openTestDatabase } from "../../support/test-database";
import { importVenueFile } from "../../../server/venues/import-venue";

const ORDER = {
  menu: 1, customer_name: "Layla", order_type: "takeaway", payment_type: "cash", sub_total: "30.000", total: "33.500",
  taxes: [{ id: 1, name: "VAT", amount: "1.500" }, { id: 2, name: "Municipality fee", amount: "2.000" }],
  line_items: [{ product: 133, product_price: "30.000", quantity: 1 }],
};

describe("POST /iiko/tips/loyalty/promotions/: the guest's tip (ordering spec §2, §4, §7)", () => {
  let db: Database;
  let app: FastifyInstance;
  const guest = guestClient(() => app);
  beforeAll(async () => {
    db = await openTestDatabase();
    await importVenueFile(db, "server/venues/demo/venue.json");
    app = await buildServer({ db, paymentSandbox: true, rateLimits: false, defaultLicense: "demo", now: () => Date.parse("2026-11-23T12:00:00+04:00"), adminToken: "t" });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await db.close();
  });
  const place = async () => ((await guest.inject({ method: "POST", url: "/en/api/order/", payload: ORDER })).json() as { uuid: string }).uuid;
  const tip = (order_uuid: string, tips_amount: string) => guest.inject({ method: "POST", url: "/iiko/tips/loyalty/promotions/", payload: { order_uuid, tips_amount } });

  it("adds the tip to the total and the receipt, and a tip of 0 takes it away again", async () => {
    const uuid = await place();
    const tipped = await tip(uuid, "5.250");
    expect(tipped.statusCode, tipped.body).toBe(200);
    expect(tipped.json()).toMatchObject({ total: "38.750", balance_due: "38.750", additional_data: { tips_amount: "5.250" } });
    expect((await tip(uuid, "0")).json()).toMatchObject({ total: "33.500", additional_data: { tips_amount: "0.000" } });
  });

  it("refuses a negative tip, an unknown order, a closed one, and a venue without tips; stores nothing then", async () => {
    const uuid = await place();
    expect((await tip(uuid, "-1.000")).statusCode).toBe(400);
    expect((await tip("no-such-order", "1.000")).statusCode).toBe(404);
    await guest.inject({ method: "POST", url: `/admin/api/orders/${uuid}/status/`, headers: { authorization: "Bearer t" }, payload: { status: "fulfilled" } });
    expect((await tip(uuid, "1.000")).statusCode).toBe(409);
    const open = await place();
    await db.query("update venues set payload = jsonb_set(payload, '{enable_tips}', 'false') where license = 'demo'");
    expect((await tip(open, "1.000")).statusCode).toBe(422);
    await db.query("update venues set payload = jsonb_set(payload, '{enable_tips}', 'true') where license = 'demo'");
    expect((await guest.inject({ url: `/en/api/order/${open}/` })).json()).toMatchObject({ total: "33.500" });
  });
});
