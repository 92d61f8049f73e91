import type { FastifyInstance } from "fastify";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guestClient } from "../support/guest-client";
import { buildServer } from "../../server/app";
import { openTestDatabase } from "../support/test-database";
import type { Database } from "../../server/db/database";
import { importVenueFile } from "../../server/venues/import-venue";
import { DEMO_GROUP_VENUE_FILE } from "../../server/venues/seed";
import { loyaltyPromotions, type LoyaltyRule } from "../../plugins/integration-venue-group/loyalty-rules";
import { evenSplit } from "../../engine/rules/split-payment";
import { milli, parseAmount, type Milli } from "../../schemas/money";

const money = (max: number) => fc.integer({ min: 0, max }).map((n) => milli(n));
const rule: fc.Arbitrary<LoyaltyRule> = fc.oneof(
  fc.record({ kind: fc.constant("category_percent" as const), name: fc.constant("c"), category_id: fc.integer({ min: 1, max: 3 }), percent: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ kind: fc.constant("employee_percent" as const), name: fc.constant("e"), percent: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ kind: fc.constant("subtotal_fixed" as const), name: fc.constant("f"), min_subtotal: money(500_000), amount: money(500_000) }),
);
const line = fc.record({ category: fc.integer({ min: 1, max: 3 }), price: money(200_000), qty: fc.integer({ min: 1, max: 9 }) });

describe("loyalty rules (plugins/integration-venue-group/loyalty-rules.ts, decision 0048)", () => {
  it("never push a line below zero, and give exactly what they took from the lines", () => {
    fc.assert(
      fc.property(fc.array(rule, { maxLength: 6 }), fc.array(line, { maxLength: 8 }), fc.boolean(), fc.constantFrom(0, 2, 3), (rules, lines, employee, decimals) => {
        const outcome = loyaltyPromotions(rules, { lines, orderType: "takeaway", employeeVerified: employee, priceDecimalPlaces: decimals });
        outcome.linesLeft.forEach((left, index) => {
          expect(left).toBeGreaterThanOrEqual(0);
          expect(left).toBeLessThanOrEqual(lines[index]!.price * lines[index]!.qty);
        });
        const subtotal = lines.reduce((sum, l) => sum + l.price * l.qty, 0);
        expect(outcome.total).toBe(subtotal - outcome.linesLeft.reduce((sum, left) => sum + left, 0));
        // Every promotion's sum is at the menu's decimals and reads back as the amount it took.
        outcome.promotions.forEach((promotion, index) => expect(parseAmount(promotion.discounts[0]!.discountSum)).toBe(outcome.amounts[index]));
        expect(outcome.amounts.every((amount) => amount > 0 && amount % 10 ** (3 - decimals) === 0)).toBe(true);
      }),
    );
  });
});

type Order = { uuid: string; total: string; balance_due: string; payments: { amount: string }[]; split_payments: unknown[] };
const MARINA = { host: "marina.localhost" };
const PHONE = "+971501112233";
const ORDER = {
  menu: 2, customer_name: "Layla", phone: PHONE, order_type: "takeaway", payment_type: "cash", sub_total: "30.000", total: "33.500",
  taxes: [{ id: 1, name: "VAT", amount: "1.500" }, { id: 2, name: "Municipality fee", amount: "2.000" }],
  line_items: [{ product: 133, product_price: "30.000", quantity: 1 }],
};

/** One step a guest or the staff takes on an order after placing it. */
type Step = { kind: "tip"; amount: Milli } | { kind: "wallet"; amount: Milli } | { kind: "split"; guests: number } | { kind: "pay-full" } | { kind: "pay-share"; index: number };
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant("tip" as const), amount: money(9_000).map((n) => milli(n - (n % 10))) }),
  fc.record({ kind: fc.constant("wallet" as const), amount: fc.integer({ min: 1, max: 40_000 }).map((n) => milli(n * 10)) }),
  fc.record({ kind: fc.constant("split" as const), guests: fc.integer({ min: 2, max: 4 }) }),
  fc.record({ kind: fc.constant("pay-full" as const) }),
  fc.record({ kind: fc.constant("pay-share" as const), index: fc.integer({ min: 0, max: 3 }) }),
);

describe("the venue-group mode's money on one order (server use cases)", () => {
  let db: Database;
  let app: FastifyInstance;
  const guest = guestClient(() => app);
  beforeAll(async () => {
    db = await openTestDatabase();
    await importVenueFile(db, DEMO_GROUP_VENUE_FILE);
    app = await buildServer({ db, paymentSandbox: true, rateLimits: false, adminToken: "t", now: () => Date.parse("2026-11-23T12:00:00+04:00") });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const post = (url: string, payload: object) => guest.inject({ method: "POST", url, headers: MARINA, payload });
  const read = async (uuid: string) => (await guest.inject({ url: `/en/api/order/${uuid}/`, headers: MARINA })).json() as Order;
  /** Pays a payment page in the sandbox and brings the outcome back, as the guest's return screen does. */
  const payThrough = async (paymentUrl: string) => {
    const back = await guest.inject({ method: "POST", url: paymentUrl, headers: { ...MARINA, "content-type": "application/x-www-form-urlencoded" }, payload: "action=pay" });
    const query = Object.fromEntries(new URL(back.headers.location as string, "http://x").searchParams);
    await post("/en/paylink/status/", query);
  };
  const run = async (uuid: string, s: Step) => {
    if (s.kind === "tip") await post("/iiko/tips/loyalty/promotions/", { order_uuid: uuid, tips_amount: String(s.amount / 1000) });
    if (s.kind === "wallet") {
      await db.query("update integration_venue_group_wallets set balance = '500.000', redeemable_amount = '500.000', locked = false, failed_attempts = 0");
      const code = await guest.inject({ method: "POST", url: "/admin/api/plugins/integration-venue-group/commands/otp/", headers: { authorization: "Bearer t" }, payload: { args: ["W1"], license: "marina" } });
      const otp = (code.json() as { lines: string[] }).lines[0]!;
      await post(`/iiko/af/blue/${uuid}/`, { wallet_id: "W1", amount: String(s.amount / 1000), otp });
    }
    if (s.kind === "split") {
      const due = parseAmount((await read(uuid)).balance_due)!;
      await post("/iiko/af/split-payments/create/", { order_id: uuid, split_amounts: evenSplit(due, s.guests, 2).map((a) => String(a / 1000)) });
    }
    if (s.kind === "pay-full") {
      const link = await post("/iiko/af/payments/", { order_id: uuid, payment_options: "full" });
      if (link.statusCode === 200) await payThrough((link.json() as { payment_url: string }).payment_url);
    }
    if (s.kind === "pay-share") {
      const share = ((await read(uuid)).split_payments as { uuid: string }[])[s.index];
      if (!share) return;
      const link = await post("/iiko/af/split-payments/", { order_id: uuid, split_payment_uuid: share.uuid });
      if (link.statusCode === 200) await payThrough((link.json() as { payment_url: string }).payment_url);
    }
  };

  it("no sequence of tips, wallet redemptions, split shares and payments makes the amount paid exceed the total", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 5 }), async (steps) => {
        const placed = await post("/en/api/order/", ORDER);
        expect(placed.statusCode, placed.body).toBe(201);
        const uuid = (placed.json() as Order).uuid;
        for (const s of steps) {
          await run(uuid, s);
          const order = await read(uuid);
          const paid = order.payments.reduce((sum, p) => sum + parseAmount(p.amount)!, 0);
          expect(paid).toBeLessThanOrEqual(parseAmount(order.total)!);
          expect(parseAmount(order.balance_due)).toBe(Math.max(0, parseAmount(order.total)! - paid));
        }
      }),
      { numRuns: 10 },
    );
  }, 120_000);
});
