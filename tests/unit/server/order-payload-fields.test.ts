import fs from "node:fs";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guestClient } from "../../support/guest-client";
import { openTestDatabase } from "../../support/test-database";
import { buildServer } from "../../../server/app";
import type { Database } from "../../../server/db/database";
import { importVenueFile } from "../../../server/venues/import-venue";
import { payloadFieldsOf } from "../../../server/plugins/payload-fields";
import { definePayloadField } from "../../../engine/plugin-api/server";
import { decodeMenuData } from "../../../schemas/menu";
import { formatMilliPlain, milli } from "../../../schemas/money";
import { computeCartTotals } from "../../../engine/rules";
import * as Schema from "effect/Schema";

const PLUGINS_DIR = "tests/fixtures/plugins";
const DEMO_FILE = "server/venues/demo/venue.json";
const demoMenu = (() => {
  const decoded = decodeMenuData(JSON.parse(fs.readFileSync(DEMO_FILE, "utf8")));
  if (!decoded.ok) throw new Error(decoded.problems[0].text);
  return decoded.value;
})();

/** A takeaway of one 30.000 dish at the demo venue, its totals with `discount` taken off as a named discount. */
function order(additional_data: Record<string, unknown>, discount = 0) {
  const lines = [{ id: 133, category: null, price: milli(30_000), qty: 1 }];
  const namedDiscounts = discount > 0 ? [{ id: "points", label: "Member points", amount: milli(discount) }] : [];
  const totals = computeCartTotals({ lines, coupon: null, orderType: "takeaway", deliveryFees: null, namedDiscounts, settings: demoMenu });
  return {
    menu: 1, customer_name: "Layla", order_type: "takeaway", payment_type: "cash",
    sub_total: formatMilliPlain(totals.subTotal), total: formatMilliPlain(totals.total),
    taxes: totals.taxes.filter((t) => !t.included).map((t) => ({ id: t.id, name: t.name, amount: formatMilliPlain(t.amount) })),
    line_items: [{ product: 133, product_price: "30.000", quantity: 1 }],
    additional_data,
  };
}

type Answer = { uuid: string; total: string; discounts: { name: string; amount_value: string }[]; additional_data: Record<string, unknown> };

describe("Order payload fields (decision 0064): additional_data holds the plugins' declared fields only, each priced by its plugin", () => {
  let db: Database;
  let app: FastifyInstance;
  let bare: FastifyInstance;
  const guest = guestClient(() => app);
  const bareGuest = guestClient(() => bare);
  beforeAll(async () => {
    db = await openTestDatabase();
    await importVenueFile(db, DEMO_FILE);
    await db.query("update venues set payload = jsonb_set(payload, '{enable_tips}', 'true'::jsonb) where license = 'demo'");
    const options = { db, paymentSandbox: true, rateLimits: false as const, defaultLicense: "demo", pluginsDir: PLUGINS_DIR, adminToken: "t", now: () => Date.parse("2026-11-23T12:00:00+04:00") };
    app = await buildServer({ ...options, pluginIds: ["sample-points"] });
    // The same server with the plugin removed from the list.
    bare = await buildServer({ ...options, pluginIds: [] });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await bare?.close();
    await db?.close();
  });
  const place = (body: object, client = guest) => client.inject({ method: "POST", url: "/en/api/order/", payload: body });

  it("refuses a field no plugin declares (400), as it refuses a field of a removed plugin; an order without fields is placed", async () => {
    const unknown = await place(order({ coupon_code: "X" }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ detail: "additional_data.coupon_code: no plugin at this server takes this field" });
    const removed = await place(order({ member_points: 4, member_discount: "2.000" }, 2000), bareGuest);
    expect(removed.statusCode).toBe(400);
    expect(removed.json()).toEqual({ detail: "additional_data.member_points: no plugin at this server takes this field" });
    expect((await place(order({}), bareGuest)).statusCode).toBe(201);
    expect((await place(order({}))).statusCode).toBe(201);
  });

  it("refuses a value its plugin's schema refuses, and more fields than the bound, before pricing anything", async () => {
    const bad = await place(order({ member_points: 2.5 }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: "additional_data.member_points: expected a whole number from 0 to 20" });
    const long = await place(order({ member_discount: "1".repeat(17) }));
    expect(long.statusCode).toBe(400);
    expect((long.json() as { detail: string }).detail).toMatch(/^additional_data\.member_discount: .*at most 16 characters/);
    const many = Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`f${i}`, i]));
    const tooMany = await place(order(many));
    expect(tooMany.statusCode).toBe(400);
    expect((tooMany.json() as { detail: string }).detail).toMatch(/^additional_data: .*at most 16 fields/);
  });

  it("hands the decoded fields to their plugin's pricing: its named discount is the server's, on the receipt, kept through a tip", async () => {
    const placed = await place(order({ member_points: 4, member_discount: "2.000" }, 2000));
    expect(placed.statusCode, placed.body).toBe(201);
    const answer = placed.json() as Answer;
    expect(answer.total).toBe(order({}, 2000).total);
    expect(answer.discounts).toEqual([{ name: "Member points", amount_value: "2.000", free_delivery: false }]);
    expect(answer.additional_data).toEqual({ member_points_used: 4, tips_amount: "0.000" });
    const read = (await guest.inject({ url: `/en/api/order/${answer.uuid}/` })).json() as Answer;
    expect(read.additional_data).toEqual({ member_points_used: 4, tips_amount: "0.000" });
    // A tip prices the order again with the discount it was placed with, and keeps the plugin's fields.
    const tipped = await guest.inject({ method: "POST", url: "/iiko/tips/loyalty/promotions/", payload: { order_uuid: answer.uuid, tips_amount: "1.000" } });
    expect(tipped.statusCode, tipped.body).toBe(200);
    expect(tipped.json()).toMatchObject({ discounts: [{ name: "Member points", amount_value: "2.000" }], additional_data: { member_points_used: 4, tips_amount: "1.000" } });
  });

  it("refuses an order whose fields claim another discount than the plugin gives (409 naming the field), and a pricing's own refusal", async () => {
    const tampered = await place(order({ member_points: 4, member_discount: "5.000" }, 5000));
    expect(tampered.statusCode).toBe(409);
    expect(tampered.json()).toMatchObject({ reasons: [{ code: "totals_changed", field: "additional_data.member_discount" }] });
    const unclaimed = await place(order({ member_points: 4 }));
    expect(unclaimed.statusCode).toBe(409);
    expect(unclaimed.json()).toMatchObject({ reasons: [{ code: "totals_changed", field: "additional_data.member_discount" }] });
    const refused = await place(order({ member_points: 12, member_discount: "6.000" }, 6000));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ detail: "At most 10 points an order.", reasons: [{ code: "totals_changed", field: "additional_data.member_points" }] });
  });

  it("names the declared fields in /openapi.json's order body; without the plugin, additional_data names none", async () => {
    type Doc = { paths: Record<string, Record<string, { requestBody: { content: Record<string, { schema: { properties: Record<string, { properties?: object }> } }> } }>> };
    const additionalData = async (client: typeof guest) =>
      ((await client.inject({ url: "/openapi.json" })).json() as Doc).paths["/{lang}/api/order/"]!["post"]!.requestBody.content["application/json"]!.schema.properties["additional_data"]!;
    expect(Object.keys((await additionalData(guest)).properties ?? {})).toEqual(["member_points", "member_discount"]);
    expect((await additionalData(bareGuest)).properties).toBeUndefined();
  });

  it("stops start-up when two plugins declare one field", () => {
    const field = definePayloadField({ name: "member_points", schema: Schema.Finite });
    expect(() => payloadFieldsOf([{ id: "a", payloadFields: [field] }, { id: "b", payloadFields: [field] }])).toThrow(/"a" and "b" both declare .*additional_data\.member_points/);
  });
});
