import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../../../server/app";
import type { Database } from "../../../server/db/database";
import { openTestDatabase } from "../../support/test-database";
import { importVenueFile } from "../../../server/venues/import-venue";
import { countOrders, orderLocation } from "../../../server/orders/order-store";

/** A dine-in order at table 1 of the `tables` test venue (integration mode: the name is the table's). */
const tableOrder = (lines: [number, string, number][]) => {
  const subTotal = lines.reduce((sum, [, , price]) => sum + price, 0);
  return {
    menu: 1903,
    customer_name: "Table# 1",
    order_type: "dine_in",
    payment_type: "cash",
    sub_total: subTotal.toFixed(3),
    total: subTotal.toFixed(3),
    discount: "0.000",
    taxes: [],
    line_items: lines.map(([product, name, price]) => ({ product, product_name: name, product_price: price.toFixed(3), quantity: 1, variations: [], combo_groups: [] })),
  };
};

describe("an open order on the table: existing_order, then merging (ordering spec sections 4, 7, 8)", () => {
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await openTestDatabase();
    await importVenueFile(db, "tests/fixtures/venues/tables.json");
    app = await buildServer({ db, paymentSandbox: true, rateLimits: false, defaultLicense: "tables" });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it("reads the table from the order's name", () => {
    expect(orderLocation("Table# 7")).toBe("table:7");
    expect(orderLocation("Room#12")).toBe("room:12");
    expect(orderLocation("Layla")).toBeNull();
  });

  it("a second guest at the table meets the first order, stores nothing, and merges into it", async () => {
    const first = await app.inject({ method: "POST", url: "/en/api/order/", payload: tableOrder([[11, "Hummus", 18]]) });
    expect(first.statusCode, first.body).toBe(201);
    const uuid = (first.json() as { uuid: string }).uuid;

    const second = await app.inject({ method: "POST", url: "/en/api/order/", payload: tableOrder([[21, "Shish Taouk", 48]]) });
    expect(second.statusCode).toBe(409);
    const existing = (second.json() as { existing_order: { uuid: string; line_items: unknown[] } }).existing_order;
    expect(existing.uuid).toBe(uuid);
    expect(existing.line_items).toMatchObject([{ quantity: 1, product_name: "Hummus", product_price: "18.000" }]);
    expect(await countOrders(db, "tables")).toBe(1);

    const merged = await app.inject({ method: "PATCH", url: `/en/api/order/${uuid}/`, payload: { line_items: tableOrder([[21, "Shish Taouk", 48]]).line_items } });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json()).toMatchObject({ uuid, total: "66.000", line_items: [{ product_name: "Hummus" }, { product_name: "Shish Taouk" }] });
    // A merged line is priced by the menu too.
    const cheap = await app.inject({ method: "PATCH", url: `/en/api/order/${uuid}/`, payload: { line_items: [{ ...tableOrder([[21, "Shish Taouk", 48]]).line_items[0], product_price: "1.000" }] } });
    expect(cheap.statusCode).toBe(409);
    expect((await app.inject({ method: "PATCH", url: "/en/api/order/nope/", payload: { line_items: tableOrder([[11, "Hummus", 18]]).line_items } })).statusCode).toBe(404);
    // Merging twice with one key adds the lines once.
    const merge = () => app.inject({ method: "PATCH", url: `/en/api/order/${uuid}/`, headers: { "idempotency-key": "merge-1" }, payload: { line_items: tableOrder([[11, "Hummus", 18]]).line_items } });
    const [a, b] = [await merge(), await merge()];
    expect(b.json()).toEqual(a.json());
    expect((a.json() as { line_items: unknown[] }).line_items).toHaveLength(3);
  });

  it("GET /iiko/active-order/{table}/{menuId}/ names the table's open order until it ends", async () => {
    const empty = await app.inject({ method: "GET", url: "/iiko/active-order/2/1903/" });
    expect(empty.statusCode).toBe(404);
    const placed = await app.inject({ method: "POST", url: "/en/api/order/", payload: { ...tableOrder([[11, "Hummus", 18]]), customer_name: "Table# 2" } });
    expect(placed.statusCode, placed.body).toBe(201);
    const uuid = (placed.json() as { uuid: string }).uuid;
    const active = await app.inject({ method: "GET", url: "/iiko/active-order/2/1903/" });
    expect(active.statusCode).toBe(200);
    expect(active.json()).toEqual({ order_id: uuid, common_order: false });
    // Another venue's menu id, another table: not this order.
    expect((await app.inject({ method: "GET", url: "/iiko/active-order/2/999999/" })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: "/iiko/active-order/3/1903/" })).statusCode).toBe(404);
    await db.query("update orders set status = 'fulfilled' where uuid = $1", [uuid]);
    expect((await app.inject({ method: "GET", url: "/iiko/active-order/2/1903/" })).statusCode).toBe(404);
  });

  it("the employee discount: GET /iiko/af/verify-employee-id/{id}/ answers the venue's employees, and an order names only one of them", async () => {
    const known = await app.inject({ url: "/iiko/af/verify-employee-id/E100/", headers: { host: "tables.localhost" } });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ employee_id: "E100", employee_phone: "+971501234567" });
    expect((await app.inject({ url: "/iiko/af/verify-employee-id/E200/", headers: { host: "tables.localhost" } })).json()).toEqual({ employee_id: "E200", employee_phone: null });
    expect((await app.inject({ url: "/iiko/af/verify-employee-id/E999/", headers: { host: "tables.localhost" } })).statusCode).toBe(404);
    const order = { ...tableOrder([[11, "Hummus", 18]]), customer_name: "Table# 5" };
    const stranger = await app.inject({ method: "POST", url: "/en/api/order/", payload: { ...order, additional_data: { employee_id: "E999" } } });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json()).toEqual({ detail: "No employee E999 at this venue.", reasons: [{ code: "unknown_employee", field: "additional_data.employee_id" }] });
    const staffMeal = await app.inject({ method: "POST", url: "/en/api/order/", payload: { ...order, additional_data: { employee_id: "E100" } } });
    expect(staffMeal.statusCode, staffMeal.body).toBe(201);
  });
});
