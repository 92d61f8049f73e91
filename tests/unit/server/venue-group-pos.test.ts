import { spawnSync } from "node:child_process";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guestClient, type GuestClient } from "../../support/guest-client";
import { openTestDatabase } from "../../support/test-database";
import { buildServer } from "../../../server/app";
import type { Database } from "../../../server/db/database";
import { importVenueFile } from "../../../server/venues/import-venue";
import { DEMO_GROUP_VENUE_FILE, DEMO_VENUE_FILE } from "../../../server/venues/seed";
import { formatMilliPlain, milli } from "../../../schemas/money";
import type { LoyaltyDiscount } from "../../../plugins/integration-venue-group/loyalty-discount";
import { marinaOrder } from "../../support/marina-orders";

const MARINA = { host: "marina.localhost" };
const DEMO = { host: "demo.localhost" };
const NOWHERE = { host: "nowhere.example" };

type Order = { uuid: string; total: string; balance_due: string; payments: { payment_type: string; amount: string }[]; additional_data: { iiko_loyalty_discounts?: LoyaltyDiscount[] } };

describe("The venue-group mode's simulated point of sale: wallet, loyalty, common POS orders (decision 0048)", () => {
  let db: Database;
  let app: FastifyInstance;
  const guest = guestClient(() => app);
  const stranger = guestClient(() => app);
  beforeAll(async () => {
    db = await openTestDatabase();
    await importVenueFile(db, DEMO_VENUE_FILE);
    await importVenueFile(db, DEMO_GROUP_VENUE_FILE);
    app = await buildServer({ db, paymentSandbox: true, rateLimits: false, adminToken: "t", now: () => Date.parse("2026-11-23T12:00:00+04:00") });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const place = async (client: GuestClient, order: unknown) => client.inject({ method: "POST", url: "/en/api/order/", headers: MARINA, payload: order as object });
  const placed = async (order: unknown) => {
    const answer = await place(guest, order);
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json() as Order;
  };
  const pos = async (...args: string[]) => {
    const venue = args.includes("--venue") ? args.splice(args.indexOf("--venue"), 2)[1] : "marina";
    const answer = await guest.inject({ method: "POST", url: `/admin/api/plugins/integration-venue-group/commands/${args[0]}/`, headers: { authorization: "Bearer t" }, payload: { args: args.slice(1), license: venue } });
    return answer;
  };
  const otp = async (wallet: string) => ((await pos("otp", wallet)).json() as { lines: string[] }).lines[0]!;
  const redeem = (client: GuestClient, uuid: string, body: object, headers = MARINA) => client.inject({ method: "POST", url: `/iiko/af/blue/${uuid}/`, headers, payload: body });
  const promotions = (body: object, headers = MARINA) => guest.inject({ method: "POST", url: "/iiko/loyalty/promotions/", headers, payload: body });

  describe("loyalty promotions", () => {
    const cart = [{ product: 110, product_price: "30.000", quantity: 2 }, { product: 116, product_price: "26.000", quantity: 1 }];

    it("answers the promotions the venue's rules give the cart, and follows the order type and a verified employee", async () => {
      const takeaway = await promotions({ emenu_id: 2, cart_items: cart, employee_id: null, order_type: "takeaway" });
      expect(takeaway.statusCode, takeaway.body).toBe(200);
      expect(takeaway.json()).toEqual([{ name: "Cold mezze 10%", discounts: [{ discountSum: "6.00" }] }]);
      const dineIn = (await promotions({ emenu_id: 2, cart_items: cart, employee_id: null, order_type: "dine_in" })).json() as LoyaltyDiscount[];
      expect(dineIn.map((p) => p.name)).toEqual(["Cold mezze 10%", "Dine-in hot mezze 15%"]);
      expect(dineIn[1]!.discounts).toEqual([{ discountSum: "3.90" }]);
      const staff = (await promotions({ emenu_id: 2, cart_items: cart, employee_id: "E100", order_type: "takeaway" })).json() as LoyaltyDiscount[];
      expect(staff).toContainEqual({ name: "Staff 20%", discounts: [{ discountSum: "16.00" }] });
      // An id the venue does not have earns nothing.
      expect(((await promotions({ emenu_id: 2, cart_items: cart, employee_id: "E999", order_type: "takeaway" })).json() as unknown[]).length).toBe(1);
    });

    it("is refused outside the mode, at another venue's menu and at no venue's host", async () => {
      expect((await promotions({ emenu_id: 1, cart_items: cart, employee_id: null, order_type: "takeaway" }, DEMO)).statusCode).toBe(404);
      expect((await promotions({ emenu_id: 1, cart_items: cart, employee_id: null, order_type: "takeaway" })).statusCode).toBe(404);
      expect((await promotions({ emenu_id: 2, cart_items: cart, employee_id: null, order_type: "takeaway" }, NOWHERE)).statusCode).toBe(404);
    });

    it("prices the order with the same promotions, keeps them on the order, and refuses a tampered value", async () => {
      const order = await placed(marinaOrder([[110, 2], [116, 1]]));
      expect(order.additional_data.iiko_loyalty_discounts).toEqual([{ name: "Cold mezze 10%", discounts: [{ discountSum: "6.00" }] }]);
      const tampered = marinaOrder([[110, 2], [116, 1]], { loyalty: [{ name: "Cold mezze 10%", discounts: [{ discountSum: "16.00" }] }] });
      const refused = await place(guest, tampered);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ reasons: [{ code: "totals_changed", field: "additional_data.iiko_loyalty_discounts" }] });
      // Leaving the promotions out is refused too: the price is the server's.
      expect((await place(guest, marinaOrder([[110, 2], [116, 1]], { loyalty: [] }))).statusCode).toBe(409);
    });

    it("lets a verified employee id change the price by its rule", async () => {
      const plain = await placed(marinaOrder([[110, 1]]));
      const staff = await placed(marinaOrder([[110, 1]], { employeeId: "E200" }));
      expect(Number(staff.total)).toBeLessThan(Number(plain.total));
      expect(staff.additional_data.iiko_loyalty_discounts?.map((p) => p.name)).toEqual(["Cold mezze 10%", "Staff 20%"]);
    });
  });

  describe("the spec's payment types loyalty and blue_wallet (decision 0061)", () => {
    it("are accepted as the plugin's server half registers them; any other value is refused as a body that does not read", async () => {
      for (const paymentType of ["loyalty", "blue_wallet", "machine"]) await placed({ ...marinaOrder([[110, 1]]), payment_type: paymentType });
      const refused = await place(guest, { ...marinaOrder([[110, 1]]), payment_type: "bitcoin" });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ detail: expect.stringContaining('payment_type: expected "cash" | "machine" | "card" | "loyalty" | "blue_wallet"') });
    });

    it("are refused at a venue outside the mode, where the plugin's server half does not offer them", async () => {
      const order = { menu: 1, customer_name: "Layla", phone: "+971501112233", order_type: "takeaway", payment_type: "blue_wallet", sub_total: "30.000", total: "33.500", line_items: [{ product: 133, product_price: "30.000", quantity: 1 }] };
      const answer = await app.inject({ method: "POST", url: "/en/api/order/", headers: DEMO, payload: order });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ detail: expect.stringContaining('payment_type: expected "cash" | "machine" | "card", got "blue_wallet"') });
    });

    it("are refused by a server without the plugin", async () => {
      const bare = await buildServer({ db, paymentSandbox: true, rateLimits: false, pluginIds: [], now: () => Date.parse("2026-11-23T12:00:00+04:00") });
      try {
        const order = { menu: 1, customer_name: "Layla", phone: "+971501112233", order_type: "takeaway", payment_type: "loyalty", sub_total: "30.000", total: "33.500", line_items: [{ product: 133, product_price: "30.000", quantity: 1 }] };
        const answer = await bare.inject({ method: "POST", url: "/en/api/order/", headers: DEMO, payload: order });
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toMatchObject({ detail: expect.stringContaining('payment_type: expected "cash" | "machine" | "card", got "loyalty"') });
      } finally {
        await bare.close();
      }
    });
  });

  describe("the wallet", () => {
    it("reads the wallet of the order's phone, for the guest who holds the order only", async () => {
      const order = await placed(marinaOrder([[110, 2]]));
      const read = await guest.inject({ url: `/iiko/af/blue/${order.uuid}/`, headers: MARINA });
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json()).toEqual({ name: "Layla Haddad", balance: "150.00", wallet_id: "W1", redeemable_amount: "60.00" });
      expect((await stranger.inject({ url: `/iiko/af/blue/${order.uuid}/`, headers: MARINA })).statusCode).toBe(403);
      expect((await guest.inject({ url: `/iiko/af/blue/${order.uuid}/`, headers: DEMO })).statusCode).toBe(404);
      expect((await guest.inject({ url: `/iiko/af/blue/${order.uuid}/`, headers: NOWHERE })).statusCode).toBe(404);
      const noWallet = await placed(marinaOrder([[110, 1]], { phone: "+971500000000" }));
      expect((await guest.inject({ url: `/iiko/af/blue/${noWallet.uuid}/`, headers: MARINA })).statusCode).toBe(404);
    });

    it("pays part of the order with the right code, never above the redeemable amount or the balance due", async () => {
      const order = await placed(marinaOrder([[110, 2]]));
      const code = await otp("W1");
      expect(code).toMatch(/^\d{6}$/);
      // From another venue's host, from no venue's host and by another guest: refused, and the code stays unspent.
      expect((await redeem(guest, order.uuid, { wallet_id: "W1", amount: "10.00", otp: code }, DEMO)).statusCode).toBe(404);
      expect((await redeem(guest, order.uuid, { wallet_id: "W1", amount: "10.00", otp: code }, NOWHERE)).statusCode).toBe(404);
      expect((await redeem(stranger, order.uuid, { wallet_id: "W1", amount: "10.00", otp: code })).statusCode).toBe(403);
      expect((await redeem(guest, order.uuid, { wallet_id: "W1", amount: "60.01", otp: code })).statusCode).toBe(409);
      const paid = await redeem(guest, order.uuid, { wallet_id: "W1", amount: "10.00", otp: code });
      expect(paid.statusCode, paid.body).toBe(200);
      const after = paid.json() as Order;
      expect(after.payments).toEqual([{ payment_type: "blue_wallet", amount: "10.000" }]);
      expect(after.balance_due).toBe(formatMilliPlain(milli(Number(order.total.replace(".", "")) - 10_000)));
      // The order as read says the same; the wallet lost what it paid.
      expect(((await guest.inject({ url: `/en/api/order/${order.uuid}/`, headers: MARINA })).json() as Order).payments).toHaveLength(1);
      expect((await guest.inject({ url: `/iiko/af/blue/${order.uuid}/`, headers: MARINA })).json()).toMatchObject({ balance: "140.00", redeemable_amount: "50.00" });
      // A code is spent once.
      expect((await redeem(guest, order.uuid, { wallet_id: "W1", amount: "1.00", otp: code })).json()).toEqual({ detail: "Incorrect OTP" });
    });

    it("never pays more than the balance due", async () => {
      const order = await placed(marinaOrder([[116, 1]], { phone: "+971504445566" }));
      const due = order.balance_due;
      const above = await redeem(guest, order.uuid, { wallet_id: "W2", amount: "39.00", otp: await otp("W2") });
      expect(above.statusCode).toBe(409);
      const exact = await redeem(guest, order.uuid, { wallet_id: "W2", amount: due, otp: await otp("W2") });
      expect(exact.statusCode, exact.body).toBe(200);
      expect((exact.json() as Order).balance_due).toBe("0.000");
      expect((await redeem(guest, order.uuid, { wallet_id: "W2", amount: "0.01", otp: await otp("W2") })).statusCode).toBe(409);
    });

    it("refuses a wrong code with 'Incorrect OTP' and locks the wallet at the fifth, until staff unlock it", async () => {
      await db.query("update integration_venue_group_wallets set failed_attempts = 0, locked = false");
      const order = await placed(marinaOrder([[110, 2]]));
      const code = await otp("W1");
      const wrong = code === "000000" ? "111111" : "000000";
      for (let attempt = 1; attempt <= 5; attempt++) {
        const answer = await redeem(guest, order.uuid, { wallet_id: "W1", amount: "1.00", otp: wrong });
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toEqual({ detail: "Incorrect OTP" });
      }
      const locked = await redeem(guest, order.uuid, { wallet_id: "W1", amount: "1.00", otp: code });
      expect(locked.statusCode).toBe(423);
      expect(((await guest.inject({ url: `/en/api/order/${order.uuid}/`, headers: MARINA })).json() as Order).payments).toEqual([]);
      expect((await pos("unlock", "W1")).statusCode).toBe(200);
      expect((await redeem(guest, order.uuid, { wallet_id: "W1", amount: "1.00", otp: await otp("W1") })).statusCode).toBe(200);
    });

    it("is answered by the staff command for the venue's own wallets only", async () => {
      expect((await pos("otp", "W1", "--venue", "demo")).statusCode).toBe(400);
      expect((await guest.inject({ method: "POST", url: "/admin/api/plugins/integration-venue-group/commands/otp/", payload: { args: ["W1"], license: "marina" } })).statusCode).toBe(401);
    });
  });

  describe("the common POS order", () => {
    it("answers common_order while the point of sale holds the table, and not after", async () => {
      const active = () => guest.inject({ url: "/iiko/active-order/9/2/", headers: MARINA });
      expect((await active()).statusCode).toBe(404);
      expect((await pos("busy", "9")).statusCode).toBe(200);
      expect((await active()).json()).toEqual({ order_id: "", common_order: true });
      // Only at its own venue.
      expect((await guest.inject({ url: "/iiko/active-order/9/1/", headers: DEMO })).statusCode).toBe(404);
      await pos("free", "9");
      expect((await active()).statusCode).toBe(404);
    });

    it("the order as read carries common_order while the point of sale holds the order's table (spec §3)", async () => {
      const order = await placed({ ...marinaOrder([[110, 1]], { orderType: "dine_in" }), customer_name: "Table# 8" });
      const read = async (client: GuestClient = guest) => (await client.inject({ url: `/en/api/order/${order.uuid}/`, headers: MARINA })).json() as { common_order?: boolean };
      expect((await read()).common_order).toBe(false);
      expect((await pos("busy", "8")).statusCode).toBe(200);
      expect((await read()).common_order).toBe(true);
      // A guest at the table who did not place it reads it too.
      expect((await read(stranger)).common_order).toBe(true);
      await pos("free", "8");
      expect((await read()).common_order).toBe(false);
      // An order away from a table says nothing of it, nor does an order outside the mode.
      const takeaway = await placed(marinaOrder([[110, 1]], { orderType: "takeaway" }));
      expect((await guest.inject({ url: `/en/api/order/${takeaway.uuid}/`, headers: MARINA })).json()).not.toHaveProperty("common_order");
    });
  });

  it("runs the pos command from a terminal: a fresh code on the store", () => {
    // Only the usage here (the store of a running server is its own): the command exists and names its commands.
    const run = spawnSync(process.execPath, ["--import", "tsx", "server/cli/plugin-command.ts", "integration-venue-group"], { encoding: "utf8", timeout: 60_000 });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/otp WALLET_ID/);
  }, 60_000);
});
