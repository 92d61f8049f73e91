import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guestClient } from "../../support/guest-client";
import { buildServer } from "../../../server/app";
import type { Database } from "../../../server/db/database";
import { openTestDatabase } from "../../support/test-database";
import { importVenueFile } from "../../../server/venues/import-venue";
import { countOrders } from "../../../server/orders/order-store";
import { createCartStore, newCartLine } from "../../../engine/cart";
import { buildOrderPayload, type OrderPayload } from "../../../engine/order/order-payload";
import type { Coupon, OrderType } from "../../../engine/rules";
import { loadDemoMenu } from "../../support/demo-menu";

/** Monday 23 November 2026, noon in Dubai: the demo is open. */
const NOON = Date.parse("2026-11-23T12:00:00+04:00");

/** An order the app would send for these demo products, built by the same function the app uses. */
function demoOrder(items: readonly [number, number][], options: { orderType?: OrderType; coupon?: Coupon } = {}): OrderPayload {
  const menu = loadDemoMenu();
  const cart = createCartStore({ context: menu, newId: (() => { let n = 0; return () => `uuid-${++n}`; })() });
  for (const [id, qty] of items) {
    const product = menu.products.find((p) => p.id === id)!;
    cart.actions.addItem(newCartLine(product, { groups: [], choice: {}, comboGroups: null, qty }));
  }
  cart.actions.setOrderType(options.orderType ?? "takeaway");
  if (options.coupon) cart.actions.applyCoupon(options.coupon);
  const s = cart.state;
  return buildOrderPayload({
    menuId: menu.id,
    currency: menu.currency,
    lines: s.products,
    totals: s.totals,
    orderType: s.orderType,
    couponId: options.coupon?.id ?? null,
    paymentType: "cash",
    customer: { name: "Layla", email: "layla@example.com", phone: "+971501234567" },
    orderComments: "",
    deliveryDatetime: null,
    delivery: { formattedAddress: "", location: null, place: null, flatNo: "", buildingPremise: "", areaStreet: "", landmark: "" },
  });
}

describe("orders: POST /{lang}/api/order/, the server as the price authority (issue 11)", () => {
  let db: Database;
  let app: FastifyInstance;
  const guest = guestClient(() => app);
  let now = NOON;

  beforeAll(async () => {
    db = await openTestDatabase();
    for (const file of ["server/venues/demo/venue.json", "tests/fixtures/venues/arabic.json"]) await importVenueFile(db, file);
    app = await buildServer({ db, paymentSandbox: true, rateLimits: false, defaultLicense: "demo", now: () => now });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const post = (payload: unknown, key?: string) =>
    guest.inject({ method: "POST", url: "/en/api/order/", payload: payload as object, headers: key ? { "idempotency-key": key } : {} });

  it("places an order the server prices the same way, with its lines, and answers 201", async () => {
    const before = await countOrders(db, "demo");
    const response = await post(demoOrder([[133, 2], [126, 1]]));
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json() as { uuid: string; padded_order_id: string; total: string; line_items: unknown[] };
    expect(body.padded_order_id).toMatch(/^\d{5}$/);
    // 185.00 + 5 % VAT 9.25 + the municipality fee 2.00.
    expect(body.total).toBe("196.250");
    expect(body.line_items).toMatchObject([
      { quantity: 2, product_name: "Tabbouleh", product_price: "30.000" },
      { quantity: 1, product_name: "Mixed Grill", product_price: "125.000" },
    ]);
    // The order as read (ordering spec §3): its figures, its status, nothing paid yet.
    expect(body).toMatchObject({ status: "pending", sub_total: "185.000", delivery_fees: "0.000", payments: [], balance_due: "196.250", change: "0.000" });
    expect((body as unknown as { taxes: { amount: string }[] }).taxes.map((t) => t.amount)).toEqual(["9.250", "2.000"]);
    expect(await countOrders(db, "demo")).toBe(before + 1);
    const lines = await db.query("select product_id, quantity from order_lines where order_uuid = $1 order by position", [body.uuid]);
    expect(lines).toEqual([{ product_id: 133, quantity: 2 }, { product_id: 126, quantity: 1 }]);
  });

  it("happens once per Idempotency-Key: a retry and parallel submits get the first answer", async () => {
    const before = await countOrders(db, "demo");
    const order = demoOrder([[144, 1], [126, 1]]);
    const first = await post(order, "key-1");
    const again = await post(order, "key-1");
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const parallel = await Promise.all(Array.from({ length: 6 }, () => post(order, "key-2")));
    expect(new Set(parallel.map((r) => (r.json() as { uuid: string }).uuid)).size).toBe(1);
    expect(await countOrders(db, "demo")).toBe(before + 2);
  });

  it("refuses the same Idempotency-Key with another order, and places nothing for it", async () => {
    const first = await post(demoOrder([[144, 1]]), "key-reused");
    expect(first.statusCode, first.body).toBe(201);
    const before = await countOrders(db, "demo");
    const other = await post(demoOrder([[144, 3]]), "key-reused");
    expect(other.statusCode).toBe(422);
    expect((other.json() as { detail: string }).detail).toBe("Idempotency-Key key-reused was already used for another request.");
    expect(await countOrders(db, "demo")).toBe(before);
  });

  it("applies a coupon only as the venue defines it: FEAST20 is capped at 25.00", async () => {
    const feast: Coupon = { id: 3, code: "FEAST20", discount_value_type: "percentage", discount_value: 20, max_discount_value: 25000 as never };
    const honest = demoOrder([[126, 2]], { coupon: feast });
    expect((await post(honest)).statusCode).toBe(201);
    const uncapped = demoOrder([[126, 2]], { coupon: { ...feast, max_discount_value: null } });
    const response = await post(uncapped);
    expect(response.statusCode).toBe(409);
    expect((response.json() as { detail: string }).detail).toMatch(/^discount is 25\.000, not 50\.000/);
  });

  it("refuses every tampered order and stores nothing", async () => {
    const valid = demoOrder([[133, 2], [126, 1]]);
    const tampered: [string, unknown, number, RegExp][] = [
      ["a lowered price", { ...valid, line_items: [{ ...valid.line_items[0]!, product_price: "1.000" }, valid.line_items[1]] }, 409, /Tabbouleh costs 30\.000, not 1\.000/],
      ["a lowered total", { ...valid, total: "10.000" }, 409, /^total is/],
      ["a made-up discount", { ...valid, discount: "50.000" }, 409, /^discount is/],
      ["a changed tax", { ...valid, taxes: valid.taxes.map((t) => ({ ...t, amount: "0.000" })) }, 409, /taxes/],
      ["a zero quantity", { ...valid, line_items: [{ ...valid.line_items[0]!, quantity: 0 }] }, 400, /quantity/],
      ["a product the menu lacks", { ...valid, line_items: [{ ...valid.line_items[0]!, product: 9999 }] }, 422, /no product 9999/],
      ["another venue's product", { ...valid, line_items: [{ ...valid.line_items[0]!, product: 11 }] }, 422, /no product 11/],
      ["another venue's menu", { ...valid, menu: 999 }, 422, /Unknown menu/],
      ["a coupon the venue does not have", { ...valid, coupon: 999 }, 422, /coupon/],
      ["a disabled coupon", { ...valid, coupon: 8 }, 422, /coupon/],
      ["an option the product does not offer", { ...valid, line_items: [{ ...valid.line_items[0]!, variations: [12345] }] }, 422, /offers no option/],
    ];
    const before = await countOrders(db, "demo");
    for (const [what, payload, status, detail] of tampered) {
      const response = await post(payload);
      expect(response.statusCode, what).toBe(status);
      expect((response.json() as { detail: string }).detail, what).toMatch(detail);
    }
    expect(await countOrders(db, "demo")).toBe(before);
  });

  it("refuses an order for a closed venue and one below the delivery minimum", async () => {
    now = Date.parse("2026-11-23T03:00:00+04:00");
    const closed = await post(demoOrder([[133, 2]]));
    now = NOON;
    expect(closed.statusCode).toBe(422);
    expect((closed.json() as { detail: string }).detail).toBe("The venue is closed now.");
    const small = await post(demoOrder([[158, 1]], { orderType: "delivery" }));
    expect(small.statusCode).toBe(422);
    expect((small.json() as { detail: string }).detail).toMatch(/below the minimum of 30\.000/);
  });
});
