import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { buildServer } from "../../../server/app";
import type { Database } from "../../../server/db/database";
import { openTestDatabase } from "../../support/test-database";
import { importVenueFile } from "../../../server/venues/import-venue";
import { announceVenueChanged } from "../../../server/venues/venue-changes";
import { encodeLocationHash, encodeHexText } from "../../../engine/rules/location-url";
import { guestClient, type GuestClient } from "../../support/guest-client";
import type { TableSessionState } from "../../../schemas/api/table-session";
import { TABLE_LIMITS } from "../../../schemas/api/table-session";
import { tablesHummusOrder } from "../../support/demo-orders";

const hummus = { uuid: "a1", id: 11, name: "anything the guest typed", price: "18.000", qty: 1, variations: [], combo_groups: [], special_instructions: "" };
const DUBAI_NOON = Date.parse("2026-11-23T12:00:00+04:00");
const taouk = { ...hummus, uuid: "b1", id: 21, price: "48.000" };

const tableOrder = tablesHummusOrder;

describe("the shared table: one session per table joined by its QR token, a member's lines, the table's order (issue 21)", () => {
  let db: Database;
  let app: FastifyInstance;
  let port: number;
  const guest = () => guestClient(() => app);
  const join = (g: GuestClient, table: number | string, name?: string) =>
    g.inject({ method: "POST", url: "/en/api/table-session/", payload: { kind: "t", token: typeof table === "number" ? encodeLocationHash(table) : table, ...(name ? { name } : {}) } });

  beforeAll(async () => {
    db = await openTestDatabase();
    for (const file of ["tests/fixtures/venues/tables.json", "server/venues/demo/venue.json"]) await importVenueFile(db, file);
    app = await buildServer({ db, paymentSandbox: true, rateLimits: false, defaultLicense: "tables", now: () => DUBAI_NOON });
    await app.listen({ port: 0, host: "127.0.0.1" });
    port = (app.server.address() as AddressInfo).port;
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it("guests who scan one table join one session, numbered as they come; another table is another session", async () => {
    const [a, b, c] = [guest(), guest(), guest()];
    const first = (await join(a, 3, "Layla")).json() as TableSessionState;
    const second = (await join(b, 3)).json() as TableSessionState;
    expect(second.id).toBe(first.id);
    expect(second.place).toEqual({ location: "3", type: "Table" });
    expect([first.you, second.you]).toEqual([1, 2]);
    expect(second.members).toEqual([{ no: 1, name: "Layla", here: true }, { no: 2, name: "", here: true }]);
    // Joining again (a reload) keeps the guest's number; another table is its own session.
    expect(((await join(a, 3)).json() as TableSessionState).you).toBe(1);
    expect(((await join(c, 4)).json() as TableSessionState).id).not.toBe(first.id);
  });

  it("joining needs the table's token: a bare number, a token that does not decode or another kind is not found", async () => {
    const g = guest();
    for (const payload of [{ kind: "t", token: "zzzzzzzzzzzzzzzzzzz" }, { kind: "t", token: 7 }, { kind: "x", token: encodeLocationHash(3) }, { kind: "t", token: "a/../b" }, {}]) {
      const answer = await g.inject({ method: "POST", url: "/en/api/table-session/", payload });
      expect(answer.statusCode, JSON.stringify(payload)).toBe(404);
    }
    // An area link carries its place as hex text: it decodes, as the app reads it.
    expect((await g.inject({ method: "POST", url: "/en/api/table-session/", payload: { kind: "a", token: encodeHexText("Terrace") } })).statusCode).toBe(200);
  });

  it("a member replaces their own lines; the names are the venue's; a late joiner reads them all", async () => {
    const [a, b] = [guest(), guest()];
    const session = (await join(a, 5)).json() as TableSessionState;
    await join(b, 5);
    const put = await a.inject({ method: "POST", url: `/en/api/table-session/${session.id}/lines/`, payload: { lines: [hummus, { ...taouk, qty: 2 }] } });
    expect(put.statusCode, put.body).toBe(200);
    await b.inject({ method: "POST", url: `/en/api/table-session/${session.id}/lines/`, payload: { lines: [taouk] } });
    const late = guest();
    const seen = (await join(late, 5)).json() as TableSessionState;
    expect(seen.lines.map((l) => [l.member, l.line.id, l.line.name, l.line.qty])).toEqual([
      [1, 11, "Hummus", 1],
      [1, 21, "Shish Taouk", 2],
      [2, 21, "Shish Taouk", 1],
    ]);
    // An empty list takes the member's lines away, and only theirs.
    await a.inject({ method: "POST", url: `/en/api/table-session/${session.id}/lines/`, payload: { lines: [] } });
    expect(((await b.inject(`/en/api/table-session/${session.id}/`)).json() as TableSessionState).lines.map((l) => l.member)).toEqual([2]);
  });

  it("bounds the lines: a quantity out of range, too many or too large lines are 400; a product the venue lacks is 422", async () => {
    const a = guest();
    const { id } = (await join(a, 6)).json() as TableSessionState;
    const put = (lines: unknown) => a.inject({ method: "POST", url: `/en/api/table-session/${id}/lines/`, payload: { lines } });
    for (const lines of [[{ ...hummus, qty: 0 }], [{ ...hummus, qty: 1.5 }], [{ ...hummus, qty: 100 }], Array(TABLE_LIMITS.linesPerMember + 1).fill(hummus), [{ ...hummus, special_instructions: "x".repeat(5000) }], "no", [null]]) {
      expect((await put(lines)).statusCode, JSON.stringify(lines).slice(0, 80)).toBe(400);
    }
    for (const lines of [[{ ...hummus, id: 999_999 }], [{ ...hummus, id: { $ne: 1 } }]]) expect((await put(lines)).statusCode).toBe(422);
  });

  it("prices every shared line from the venue's menu: a tampered price, name or option text is not kept", async () => {
    const a = guest();
    const { id } = (await join(a, 7)).json() as TableSessionState;
    const tampered = { ...hummus, price: 1, name: "Free hummus", image: "https://evil.example/x.png", variations: [{ id: 9, name: "Size", values: [{ id: 1, name: "Gold", selected: true }] }] };
    // An option the product does not offer is refused, not dropped; without it the line is the menu's at its price.
    expect((await a.inject({ method: "POST", url: `/en/api/table-session/${id}/lines/`, payload: { lines: [tampered] } })).statusCode).toBe(422);
    const put = await a.inject({ method: "POST", url: `/en/api/table-session/${id}/lines/`, payload: { lines: [{ ...tampered, variations: [], qty: 3 }, { ...taouk, price: -48_000 }] } });
    expect(put.statusCode, put.body).toBe(200);
    const lines = (put.json() as TableSessionState).lines.map((l) => l.line);
    expect(lines.map((l) => [l.id, l.name, l["price"], l.qty, l["image"], l["variations"]])).toEqual([
      [11, "Hummus", 18_000, 3, null, []],
      [21, "Shish Taouk", 48_000, 1, null, []],
    ]);
  });

  it("prices options and combos with the order's own rule, and refuses what the product screen could not send", async () => {
    const demo = guest();
    const { id } = (await demo.inject({ method: "POST", url: "/en/api/table-session/", headers: { host: "demo.localhost" }, payload: { kind: "t", token: encodeLocationHash(2) } })).json() as TableSessionState;
    const put = (lines: unknown[]) => demo.inject({ method: "POST", url: `/en/api/table-session/${id}/lines/`, headers: { host: "demo.localhost" }, payload: { lines } });
    const value = (valueId: number, name = "Anything") => ({ id: valueId, name, selected: true });
    // Hummus (28) with feta (+5) and pine nuts (+6), the value names as a phone might lie about them.
    const hummusPlate = { uuid: "s1", id: 109, name: "x", price: 0, qty: 2, special_instructions: "no onion", variations: [{ name: "Extra toppings", values: [value(21, "Caviar"), value(23)] }], combo_groups: [] };
    const answer = await put([hummusPlate]);
    expect(answer.statusCode, answer.body).toBe(200);
    const [line] = (answer.json() as TableSessionState).lines.map((l) => l.line);
    expect(line).toMatchObject({ uuid: "s1", id: 109, name: "Hummus", price: 39_000, qty: 2, special_instructions: "no onion" });
    expect(JSON.stringify(line!["variations"])).not.toContain("Caviar");
    // A combo (65) with Lamb Arayes (+8) in Main, one item of each group.
    const combo = (main: number[]) => ({ uuid: "c1", id: 142, name: "x", price: 0, qty: 1, variations: [], combo_groups: [{ id: 501, name: "", products: main.map((p) => ({ id: p, name: "", selected: true })) }, { id: 502, name: "", products: [{ id: 132, name: "", selected: true }] }, { id: 503, name: "", products: [{ id: 154, name: "", selected: true }] }] });
    const comboAnswer = await put([combo([140])]);
    expect(comboAnswer.statusCode, comboAnswer.body).toBe(200);
    expect((comboAnswer.json() as TableSessionState).lines[0]!.line).toMatchObject({ id: 142, price: 73_000 });
    for (const [lines, why] of [
      [[{ ...hummusPlate, variations: [{ name: "", values: [value(21), value(22), value(23)] }] }], "three toppings where two are allowed"],
      [[{ ...hummusPlate, variations: [{ name: "", values: [value(11)] }] }], "a size Hummus does not offer"],
      [[{ ...hummusPlate, id: 101, variations: [] }], "a breakfast dish at noon"],
      [[combo([137, 140])], "two mains in a combo"],
      [[combo([])], "a combo without its main"],
      [[{ ...hummusPlate, id: 129, variations: [] }], "an out-of-stock dish"],
      [[{ ...hummusPlate, id: 146, qty: 6, variations: [] }], "more than the 5 in stock"],
    ] as const) {
      expect((await put([...lines])).statusCode, why).toBe(422);
    }
  });

  it("only members reach a session, and only at its venue's host", async () => {
    const [a, outsider] = [guest(), guest()];
    const { id } = (await join(a, 8)).json() as TableSessionState;
    expect((await outsider.inject(`/en/api/table-session/${id}/`)).statusCode).toBe(404);
    expect((await outsider.inject({ method: "POST", url: `/en/api/table-session/${id}/lines/`, payload: { lines: [hummus] } })).statusCode).toBe(404);
    expect((await a.inject({ url: `/en/api/table-session/${id}/`, headers: { host: "demo.localhost" } })).statusCode).toBe(404);
    expect((await a.inject(`/en/api/table-session/${id}/`)).statusCode).toBe(200);
  });

  it("keeps a member's name bounded and free of control and direction characters", async () => {
    const a = guest();
    const { id } = (await join(a, 9)).json() as TableSessionState;
    const renamed = await a.inject({ method: "POST", url: `/en/api/table-session/${id}/name/`, payload: { name: `  \u202eSam\u0007ir${"a".repeat(80)}` } });
    const name = (renamed.json() as TableSessionState).members[0]!.name;
    expect(name.startsWith("Samir")).toBe(true);
    expect([...name].length).toBe(TABLE_LIMITS.nameLength);
  });

  it("records the table's order from a member who holds it at this table, and empties the shared cart", async () => {
    const [a, b] = [guest(), guest()];
    const { id } = (await join(a, 11)).json() as TableSessionState;
    await join(b, 11);
    await b.inject({ method: "POST", url: `/en/api/table-session/${id}/lines/`, payload: { lines: [hummus] } });
    const placed = await a.inject({ method: "POST", url: "/en/api/order/", payload: tableOrder(11) });
    expect(placed.statusCode, placed.body).toBe(201);
    const uuid = (placed.json() as { uuid: string }).uuid;
    // b does not hold a's order; an order at another table is not this table's.
    expect((await b.inject({ method: "POST", url: `/en/api/table-session/${id}/order/`, payload: { order_uuid: uuid } })).statusCode).toBe(403);
    const elsewhere = (await a.inject({ method: "POST", url: "/en/api/order/", payload: tableOrder(12) })).json() as { uuid: string };
    expect((await a.inject({ method: "POST", url: `/en/api/table-session/${id}/order/`, payload: { order_uuid: elsewhere.uuid } })).statusCode).toBe(409);
    const recorded = await a.inject({ method: "POST", url: `/en/api/table-session/${id}/order/`, payload: { order_uuid: uuid } });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const seen = (await b.inject(`/en/api/table-session/${id}/`)).json() as TableSessionState;
    expect(seen.orders).toEqual([{ uuid, member: 1, item_shares: [] }]);
    expect(seen.lines).toEqual([]);
  });

  it("splits by items: each member pays for the lines they had, priced by the server, never a line twice, never over the total", async () => {
    const demo = { host: "demo.localhost" };
    const [layla, omar, outsider] = [guest(), guest(), guest()];
    const sit = async (g: GuestClient, name: string) => (await g.inject({ method: "POST", url: "/en/api/table-session/", headers: demo, payload: { kind: "t", token: encodeLocationHash(30), name } })).json() as TableSessionState;
    const { id } = await sit(layla, "Layla");
    await sit(omar, "Omar");
    // Tabbouleh 2 × 30 and Kunafa 36: 96.00, with 5 % VAT and the 2.00 municipality fee 102.80.
    const placed = await layla.inject({
      method: "POST",
      url: "/en/api/order/",
      headers: demo,
      payload: {
        menu: 1,
        customer_name: "Table# 30",
        email: "layla@example.com",
        order_type: "dine_in",
        payment_type: "cash",
        sub_total: "96.000",
        total: "102.800",
        discount: "0.000",
        taxes: [{ id: 1, name: "VAT", amount: "4.800" }, { id: 2, name: "Municipality fee", amount: "2.000" }],
        line_items: [
          { product: 133, product_name: "Tabbouleh", product_price: "30.000", quantity: 2, variations: [], combo_groups: [] },
          { product: 144, product_name: "Kunafa", product_price: "36.000", quantity: 1, variations: [], combo_groups: [] },
        ],
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const uuid = (placed.json() as { uuid: string }).uuid;
    expect((await layla.inject({ method: "POST", url: `/en/api/table-session/${id}/order/`, headers: demo, payload: { order_uuid: uuid } })).statusCode).toBe(200);

    const pay = (g: GuestClient, lines: unknown, order = uuid) => g.inject({ method: "POST", url: `/en/api/table-session/${id}/items/`, headers: demo, payload: { order_uuid: order, lines } });
    const complete = async (g: GuestClient, paymentUrl: string, action = "pay") => {
      const back = await g.inject({ method: "POST", url: paymentUrl, headers: { ...demo, "content-type": "application/x-www-form-urlencoded" }, payload: `action=${action}` });
      const query = Object.fromEntries(new URL(back.headers.location as string, "http://localhost").searchParams);
      return (await g.inject({ method: "POST", url: "/en/paylink/status/", headers: demo, payload: query })).json() as { status: string };
    };
    // Nobody but a member, no line the order lacks, no order off the tab; no amount is ever read from the request.
    expect((await pay(outsider, [0])).statusCode).toBe(404);
    for (const lines of [[], [2], [-1], [0.5], "0", Array(501).fill(0)]) {
      expect((await pay(omar, lines)).statusCode, JSON.stringify(lines).slice(0, 40)).toBeGreaterThanOrEqual(400);
    }
    expect((await pay(omar, [0], "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);

    // Layla had the tabbouleh: 60 of the lines' 96, so 60/96 of 102.80 = 64.25. Omar cannot take that line too.
    const first = await pay(layla, [0]);
    expect(first.statusCode, first.body).toBe(200);
    const laylas = first.json() as { payment_url: string; amount: string };
    expect(laylas.amount).toBe("64.250");
    expect((await pay(omar, [0, 1])).statusCode).toBe(409);
    // A declined payment frees the line: Layla picks it again and pays.
    expect((await complete(layla, laylas.payment_url, "decline")).status).not.toBe("PAID");
    const again = (await pay(layla, [0])).json() as { payment_url: string; amount: string };
    expect(again.amount).toBe("64.250");
    expect((await complete(layla, again.payment_url)).status).toBe("PAID");
    // Omar's kunafa is the last line: his share is what remains, so the two add up to the total exactly.
    const second = (await pay(omar, [1])).json() as { payment_url: string; amount: string };
    expect(second.amount).toBe("38.550");
    expect((await complete(omar, second.payment_url)).status).toBe("PAID");
    const order = (await omar.inject({ url: `/en/api/order/${uuid}/`, headers: demo })).json() as { balance_due: string; payments: { amount: string }[] };
    expect(order.balance_due).toBe("0.000");
    expect(order.payments.map((p) => p.amount).sort()).toEqual(["38.550", "64.250"]);
    expect((await pay(omar, [1])).statusCode).toBe(409);
    const seen = (await layla.inject({ url: `/en/api/table-session/${id}/`, headers: demo })).json() as TableSessionState;
    expect(seen.orders[0]!.item_shares).toEqual([
      { member: 1, lines: [0], amount: "64.250", status: "PAID" },
      { member: 2, lines: [1], amount: "38.550", status: "PAID" },
    ]);
    // The order is paid by items: sharing it by amount now is refused (a share is paid).
    expect((await layla.inject({ method: "POST", url: "/iiko/af/split-payments/create/", headers: demo, payload: { order_id: uuid, split_amounts: ["1.000", "1.000"] } })).statusCode).toBeGreaterThanOrEqual(400);
  });

  it("signs the table's private channel for members only; the socket then hears each change", async () => {
    const [a, b, outsider] = [guest(), guest(), guest()];
    const { id } = (await join(a, 14)).json() as TableSessionState;
    const channel = `private-table-${id}`;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/app/carta?protocol=7`);
    const messages: { event: string; channel?: string; data?: unknown }[] = [];
    socket.on("message", (raw) => messages.push(JSON.parse(String(raw)) as (typeof messages)[number]));
    const next = async (event: string) => {
      await expect.poll(() => messages.some((m) => m.event === event), { timeout: 5000 }).toBe(true);
      return messages.find((m) => m.event === event)!;
    };
    const established = await next("pusher:connection_established");
    const socketId = (JSON.parse(established.data as string) as { socket_id: string }).socket_id;

    const auth = (g: GuestClient) => g.inject({ method: "POST", url: "/en/api/live-auth/", payload: { socket_id: socketId, channel_name: channel } });
    expect((await auth(outsider)).statusCode).toBe(403);
    // A forged signature is refused by the socket itself.
    socket.send(JSON.stringify({ event: "pusher:subscribe", data: { channel, auth: "carta:00" } }));
    expect((await next("pusher:subscription_error")).channel).toBe(channel);

    const signed = (await auth(a)).json() as { auth: string };
    socket.send(JSON.stringify({ event: "pusher:subscribe", data: { channel, auth: signed.auth } }));
    await next("pusher_internal:subscription_succeeded");
    await join(b, 14);
    expect((await next("table-update")).channel).toBe(channel);
    socket.close();
  });
  it("the venue's setting: where each guest orders their own lines, only theirs go into their cart and leave the shared cart", async () => {
    const setOrdering = async (value: string | null) => {
      await db.query(`update venues set payload = ${value === null ? "payload - 'shared_table_ordering'" : "payload || jsonb_build_object('shared_table_ordering', $1::text)"}, updated_at = now() where license = 'tables'`, value === null ? [] : [value]);
      await announceVenueChanged(db, "tables");
    };
    const [a, b] = [guest(), guest()];
    expect(((await join(a, 15)).json() as TableSessionState).ordering).toBe("one");
    await setOrdering("each");
    try {
      // The announcement reaches the server's cached venue asynchronously, as from another process.
      await expect.poll(async () => ((await join(a, 15)).json() as TableSessionState).ordering).toBe("each");
      const { id } = (await join(b, 15)).json() as TableSessionState;
      for (const g of [a, b]) await g.inject({ method: "POST", url: `/en/api/table-session/${id}/lines/`, payload: { lines: [hummus] } });
      const placed = (await a.inject({ method: "POST", url: "/en/api/order/", payload: tableOrder(15) })).json() as { uuid: string };
      const recorded = (await a.inject({ method: "POST", url: `/en/api/table-session/${id}/order/`, payload: { order_uuid: placed.uuid } })).json() as TableSessionState;
      expect(recorded.orders.map((o) => o.uuid)).toEqual([placed.uuid]);
      expect(recorded.lines.map((l) => l.member)).toEqual([2]);
    } finally {
      await setOrdering(null);
      await expect.poll(async () => ((await join(a, 15)).json() as TableSessionState).ordering).toBe("one");
    }
  });
  it("presence: a member whose phone has not read the table for a while is away; reading again brings them back", async () => {
    const [a, b] = [guest(), guest()];
    const { id } = (await join(a, 16)).json() as TableSessionState;
    await join(b, 16);
    await db.query("update table_session_members set last_seen_at = now() - interval '2 minutes' where session_id = $1 and member_no = 2", [id]);
    const seen = async (g: GuestClient) => ((await g.inject(`/en/api/table-session/${id}/`)).json() as TableSessionState).members.map((m) => [m.no, m.here]);
    expect(await seen(a)).toEqual([[1, true], [2, false]]);
    // b opens the table again: here, for everyone.
    expect(await seen(b)).toEqual([[1, true], [2, true]]);
    expect(await seen(a)).toEqual([[1, true], [2, true]]);
  });
});
