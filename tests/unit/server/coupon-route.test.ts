import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../../../server/app";
import type { Database } from "../../../server/db/database";
import { openTestDatabase } from "../../support/test-database";
import { importVenueFile } from "../../../server/venues/import-venue";
import { CouponAnswer } from "../../../schemas/api";
import { decodeWith } from "../../../schemas/decode";
import { couponDiscount } from "../../../engine/rules/coupon";
import { milli } from "../../../schemas/money";

/** 25 November 2026, noon in Dubai. */
const NOW = Date.parse("2026-11-25T12:00:00+04:00");

describe("coupons: GET /en/api/coupon/{menuId}/{CODE}/ (ordering spec §7)", () => {
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await openTestDatabase();
    for (const file of ["server/venues/demo/venue.json", "tests/fixtures/venues/arabic.json"]) await importVenueFile(db, file);
    app = await buildServer({ db, paymentSandbox: true, rateLimits: false, defaultLicense: "demo", now: () => NOW });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const get = (menuId: number | string, code: string) => app.inject({ url: `/en/api/coupon/${menuId}/${code}/` });

  it("answers each kind of the demo's coupons with exactly its fields", async () => {
    const answers = Object.fromEntries(
      await Promise.all(["WELCOME10", "FIVEOFF", "FEAST20", "KUNAFA50", "GRILL15", "BIGORDER", "FREEDELIVERY"].map(async (code) => [code, (await get(1, code)).json()] as const)),
    );
    expect(answers["WELCOME10"]).toEqual({
      id: 1,
      code: "WELCOME10",
      products: [],
      categories: [],
      discount_value_type: "percentage",
      discount_value: 10,
      min_order_value: null,
      max_discount_value: null,
      free_delivery: false,
    });
    expect(answers["FIVEOFF"]).toMatchObject({ discount_value_type: "fixed", discount_value: 5 });
    expect(answers["FEAST20"]).toMatchObject({ discount_value: 20, max_discount_value: "25.000" });
    expect(answers["KUNAFA50"]).toMatchObject({ products: [144], categories: [] });
    expect(answers["GRILL15"]).toMatchObject({ products: [], categories: [6] });
    expect(answers["BIGORDER"]).toMatchObject({ discount_value: 20, min_order_value: "150.000" });
    expect(answers["FREEDELIVERY"]).toMatchObject({ discount_value: 0, free_delivery: true });
  });

  it("never lists the coupons in the menu payload", async () => {
    const menu = (await app.inject({ url: "/en/api/menu/demo/" })).json() as Record<string, unknown>;
    expect(menu).not.toHaveProperty("coupons");
    expect(JSON.stringify(menu)).not.toContain("WELCOME10");
  });

  it("matches the code whatever its case", async () => {
    const response = await get(1, "welcome10");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: "WELCOME10" });
  });

  it("404s an unknown, a disabled and an expired code, and another venue's menu, all alike", async () => {
    for (const [menuId, code] of [[1, "NOPE"], [1, "SUMMER25"], [1, "RAMADAN15"], [999, "WELCOME10"], ["abc", "WELCOME10"]] as const) {
      const response = await get(menuId, code);
      expect(response.statusCode, `${menuId}/${code}`).toBe(404);
      expect(response.json(), `${menuId}/${code}`).not.toHaveProperty("discount_value");
    }
  });

  it("answers what the app's decoder reads, and what its rules then discount", async () => {
    const decoded = decodeWith(CouponAnswer, (await get(1, "FEAST20")).json());
    expect(decoded.ok).toBe(true);
    if (!decoded.ok) return;
    expect(decoded.value.max_discount_value).toBe(25000);
    // 20 % of 200.00 would be 40.00: capped at 25.00.
    expect(couponDiscount(decoded.value, [{ id: 106, category: 2, price: milli(200000), qty: 1 }], milli(200000), 2)).toBe(25000);
  });

  it("a coupon past its valid_until stops answering at that moment", async () => {
    const early = await buildServer({ db, paymentSandbox: true, rateLimits: false, defaultLicense: "demo", now: () => Date.parse("2025-03-31T23:59:00+04:00") });
    expect((await early.inject({ url: "/en/api/coupon/1/RAMADAN15/" })).statusCode).toBe(200);
    await early.close();
  });
});
