import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../../../server/app";
import type { Database } from "../../../server/db/database";
import { openTestDatabase } from "../../support/test-database";
import { importVenueFile } from "../../../server/venues/import-venue";
import { LARGE_MIXED_GRILL } from "../../support/demo-orders";
import { guestClient } from "../../support/guest-client";

interface OrderAnswer {
  uuid: string;
  line_items: { product_name: string; product_variation: string }[];
  taxes: { name: string }[];
}

describe("an order keeps the language it was placed in (issue 18, decision 0044)", () => {
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

  it("placed in Arabic: dish, option and tax names in Arabic, read so in any language and kept through a merge", async () => {
    const placed = await guest.inject({ method: "POST", url: "/ar/api/order/", payload: LARGE_MIXED_GRILL });
    expect(placed.statusCode).toBe(201);
    const order = placed.json() as OrderAnswer;
    expect(order.line_items[0]).toMatchObject({ product_name: "مشاوي مشكّلة", product_variation: "الحصة: كبيرة (شخصان)" });
    expect(order.taxes.map((tax) => tax.name)).toEqual(["ضريبة القيمة المضافة", "رسم البلدية"]);

    // Read at an English address, the order still speaks the language it was placed in.
    const read = (await guest.inject(`/en/api/order/${order.uuid}/`)).json() as OrderAnswer;
    expect(read.line_items[0]!.product_name).toBe("مشاوي مشكّلة");

    // A line merged in later, and the taxes priced again, are named in the order's language too.
    const merged = await guest.inject({
      method: "PATCH",
      url: `/en/api/order/${order.uuid}/`,
      payload: { line_items: [{ product: 133, product_name: "Tabbouleh", product_price: "30.000", quantity: 1 }] },
    });
    expect(merged.statusCode).toBe(200);
    const after = merged.json() as OrderAnswer;
    expect(after.line_items.map((line) => line.product_name)).toEqual(["مشاوي مشكّلة", "تبّولة"]);
    expect(after.taxes.map((tax) => tax.name)).toEqual(["ضريبة القيمة المضافة", "رسم البلدية"]);
  });

  it("placed in English, or in a language the venue does not offer: the venue's default names", async () => {
    for (const language of ["en", "ja"]) {
      const placed = await guest.inject({ method: "POST", url: `/${language}/api/order/`, payload: LARGE_MIXED_GRILL });
      expect(placed.statusCode).toBe(201);
      const order = placed.json() as OrderAnswer;
      expect(order.line_items[0]).toMatchObject({ product_name: "Mixed Grill", product_variation: "Portion: Large (2 people)" });
      expect(order.taxes.map((tax) => tax.name)).toEqual(["VAT", "Municipality fee"]);
    }
  });
});
