import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guestClient } from "../../support/guest-client";
import { buildServer } from "../../../server/app";
import type { Database } from "../../../server/db/database";
import { openTestDatabase } from "../../support/test-database";
import { importVenueFile } from "../../../server/venues/import-venue";
import { createCartStore, newCartLine } from "../../../engine/cart";
import { buildOrderPayload, type OrderPayload } from "../../../engine/order/order-payload";
import { loadDemoMenu } from "../../support/demo-menu";
import { OrderRefusal } from "../../../schemas/api/order-refusal";
import { decodeWith } from "../../../schemas/decode";
import { scheduledInstant } from "../../../server/orders/scheduled-time";
import { loadTemporal } from "../../../engine/rules/temporal";

/** Monday 23 November 2026, 20:45 in Dubai: the demo is open (07:00–00:00), Breakfast (07:00–12:00) is not. */
const EVENING = Date.parse("2026-11-23T20:45:00+04:00");

/** The app's order for these demo products (ids and quantities), as the app builds it. */
function demoOrder(items: readonly [number, number][], deliveryDatetime: string | null = null): OrderPayload {
  const menu = loadDemoMenu();
  let n = 0;
  const cart = createCartStore({ context: menu, newId: () => `uuid-${++n}` });
  for (const [id, qty] of items) cart.actions.addItem(newCartLine(menu.products.find((p) => p.id === id)!, { groups: [], choice: {}, comboGroups: null, qty }));
  cart.actions.setOrderType("takeaway");
  const s = cart.state;
  return buildOrderPayload({
    menuId: menu.id,
    currency: menu.currency,
    lines: s.products,
    totals: s.totals,
    orderType: s.orderType,
    couponId: null,
    paymentType: "cash",
    customer: { name: "Layla", email: "layla@example.com", phone: "+971501234567" },
    orderComments: "",
    deliveryDatetime,
    delivery: { formattedAddress: "", location: null, place: null, flatNo: "", buildingPremise: "", areaStreet: "", landmark: "" },
  });
}

describe("refusals the guest can act on: reasons per line or field (issue 18)", () => {
  let db: Database;
  let app: FastifyInstance;
  const guest = guestClient(() => app);

  beforeAll(async () => {
    db = await openTestDatabase();
    await importVenueFile(db, "server/venues/demo/venue.json");
    app = await buildServer({ db, paymentSandbox: true, rateLimits: false, defaultLicense: "demo", now: () => EVENING });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const post = (payload: unknown) => guest.inject({ method: "POST", url: "/ar/api/order/", payload: payload as object });

  it("a breakfast dish in the evening: not_available_now on its line, with when it is served again; every line named", async () => {
    // Tabbouleh (133) is served now; Za'atar Manakish (102) and Shakshuka (101) are Breakfast's (07:00–12:00).
    const refused = await post(demoOrder([[133, 1], [102, 1], [101, 2]]));
    expect(refused.statusCode).toBe(422);
    const body = refused.json() as unknown;
    expect(decodeWith(OrderRefusal, body).ok).toBe(true);
    expect(body).toEqual({
      // Placed at /ar/: the lines are named in the order's language (decision 0044).
      detail: "line_items[1]: منقوشة زعتر is not served now. line_items[2]: شكشوكة is not served now.",
      reasons: [
        { code: "not_available_now", line: 1, item_id: 102, next_available_at: "2026-11-24T03:00:00.000Z" },
        { code: "not_available_now", line: 2, item_id: 101, next_available_at: "2026-11-24T03:00:00.000Z" },
      ],
    });
  });

  it("a scheduled time when the venue is closed: closed_at_time on delivery_datetime, with when it opens", async () => {
    // 02:00 on Tuesday in Dubai: the demo is open 07:00–00:00.
    const refused = await post(demoOrder([[133, 1]], "2026-11-24T02:00:00+04:00"));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      detail: "The venue is closed at the chosen time.",
      reasons: [{ code: "closed_at_time", field: "delivery_datetime", opens_at: "2026-11-24T03:00:00.000Z" }],
    });
    const unreadable = await post(demoOrder([[133, 1]], "tomorrow-ish"));
    expect((unreadable.json() as { reasons: unknown }).reasons).toEqual([{ code: "invalid_time", field: "delivery_datetime" }]);
  });

  it("a scheduled time when the venue is open, or already past (as soon as possible), is taken", async () => {
    expect((await post(demoOrder([[133, 1]], "2026-11-23T22:30:00+04:00"))).statusCode).toBe(201);
    expect((await post(demoOrder([[133, 1]], "2026-11-23T22:30"))).statusCode).toBe(201);
    expect((await post(demoOrder([[133, 1]], "2026-11-23T18:00:00+04:00"))).statusCode).toBe(201);
  });

  it("an expired coupon's 404 says so; an unknown or disabled one does not", async () => {
    const menuId = loadDemoMenu().id;
    const expired = await guest.inject({ url: `/en/api/coupon/${menuId}/RAMADAN15/` });
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual({ detail: "The coupon has expired.", reason: "expired" });
    expect((await guest.inject({ url: `/en/api/coupon/${menuId}/SUMMER25/` })).json()).toEqual({ detail: "No such coupon" });
    expect((await guest.inject({ url: `/en/api/coupon/${menuId}/NOPE/` })).json()).toEqual({ detail: "No such coupon" });
  });
});

describe("a delivery_datetime's instant", () => {
  it("with an offset is that instant; without one the venue's wall time", async () => {
    const T = await loadTemporal();
    expect(scheduledInstant(T, "2026-11-23T20:45:00+04:00", "Asia/Dubai")).toBe(EVENING);
    expect(scheduledInstant(T, "2026-11-23 20:45", "Asia/Dubai")).toBe(EVENING);
    expect(scheduledInstant(T, "2026-11-23T16:45:00Z", "Europe/Berlin")).toBe(EVENING);
    expect(scheduledInstant(T, "next tuesday", "Asia/Dubai")).toBeUndefined();
  });
});
