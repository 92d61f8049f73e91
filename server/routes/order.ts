import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { OrderRequest } from "../../schemas/api/order";
import { decodeWith } from "../../schemas/decode";
import { decodeMenuData } from "../../schemas/menu";
import { formatMilliPlain } from "../../schemas/money";
import { loadTemporal } from "../../engine/rules/temporal";
import { wallClockAt } from "../../engine/rules/wall-clock";
import type { ServerContext } from "../server-context";
import { findVenueByMenuId, findVenueCoupons, findVenueZones } from "../venues/venue-store";
import { zoneAt } from "../venues/delivery-zones";
import { findCouponById } from "../venues/venue-coupons";
import { localisedPayload } from "../venues/localised-payload";
import { priceOrder } from "../orders/price-order";
import { findOrderByKey, type PlacedOrder } from "../orders/order-store";
import { badRequest } from "./errors";

/**
 * POST /{lang}/api/order/ (ordering spec §7): the order is priced again from the venue's own menu and coupons
 * (server/orders/price-order.ts) and stored with its lines in one transaction; 201 with the order. A retry with
 * the same Idempotency-Key — a double tap, a lost answer, a second tab — gets the first answer and stores nothing.
 * 400 for a body that does not read, 409 when a figure disagrees with the menu, 422 when the venue cannot take it.
 */
export function registerOrderRoute(app: FastifyInstance, ctx: ServerContext): void {
  app.post<{ Params: { lang: string } }>("/:lang/api/order/", async (request, reply) => {
    const decoded = decodeWith(OrderRequest, request.body);
    if (!decoded.ok) return badRequest(reply, decoded.problems[0].text);
    const order = decoded.value;
    const venue = await findVenueByMenuId(ctx.db, order.menu);
    if (!venue) return reply.code(422).send({ detail: `Unknown menu ${order.menu}` });
    const keyHeader = request.headers["idempotency-key"];
    const key = typeof keyHeader === "string" && keyHeader.trim() !== "" ? keyHeader.trim().slice(0, 200) : null;
    if (key) {
      const earlier = await findOrderByKey(ctx.db, venue.license, key);
      if (earlier) return reply.code(201).send(earlier);
    }

    const menu = decodeMenuData(localisedPayload(venue, venue.defaultLanguage));
    if (!menu.ok) return reply.code(422).send({ detail: "The venue's menu cannot be read." });
    const now = (ctx.now ?? Date.now)();
    const clock = wallClockAt(await loadTemporal(), now, menu.value.timezone);
    const coupon = order.coupon === null ? undefined : findCouponById((await findVenueCoupons(ctx.db, order.menu)) ?? [], order.coupon, now);
    // A delivery pays its zone's fee; a venue without zones charges none.
    let deliveryFee = null;
    if (order.order_type === "delivery") {
      const zones = (await findVenueZones(ctx.db, order.menu)) ?? [];
      if (zones.length > 0) {
        const point = order.address_coordinates?.coordinates;
        if (!point) return reply.code(422).send({ detail: "A delivery needs its location." });
        const zone = zoneAt(zones, point[1], point[0]);
        if (!zone) return reply.code(422).send({ detail: "The address is outside the delivery area." });
        deliveryFee = zone.fee;
      }
    }
    const priced = priceOrder(menu.value, order, coupon, clock, deliveryFee);
    if (!priced.ok) return reply.code(priced.status).send({ detail: priced.detail });

    const uuid = randomUUID();
    const placed = await ctx.db.transaction(async (tx) => {
      const inserted = await tx.query<{ order_number: number }>(
        `insert into orders (uuid, license, idempotency_key, order_type, total, payload, answer)
         values ($1, $2, $3, $4, $5, $6::jsonb, '{}'::jsonb)
         on conflict (license, idempotency_key) where idempotency_key is not null do nothing
         returning order_number`,
        [uuid, venue.license, key, order.order_type, formatMilliPlain(priced.total), JSON.stringify(request.body)],
      );
      const row = inserted[0];
      if (!row) return undefined; // the same key won a race a moment ago: its answer is the one to give
      const answer: PlacedOrder = {
        uuid,
        padded_order_id: String(row.order_number).padStart(5, "0"),
        payment_url: null,
        created: new Date(now).toISOString(),
        status: "pending",
        customer_name: order.customer_name,
        order_type: order.order_type,
        sub_total: formatMilliPlain(priced.subTotal),
        total: formatMilliPlain(priced.total),
        line_items: priced.lines.map((line) => ({ quantity: line.qty, product_name: line.name, product_price: formatMilliPlain(line.price) })),
      };
      await tx.query("update orders set answer = $2::jsonb where uuid = $1", [uuid, JSON.stringify(answer)]);
      for (const [position, line] of priced.lines.entries()) {
        await tx.query("insert into order_lines (order_uuid, position, product_id, name, unit_price, quantity) values ($1, $2, $3, $4, $5, $6)", [
          uuid,
          position,
          Number(line.id),
          line.name,
          formatMilliPlain(line.price),
          line.qty,
        ]);
      }
      return answer;
    });
    const answer = placed ?? (key ? await findOrderByKey(ctx.db, venue.license, key) : undefined);
    return reply.code(201).send(answer);
  });
}

/** GET /{lang}/api/order/{id}/ (ordering spec §7): the order as placed; 404 for an id the store does not have. */
export function registerOrderReadRoute(app: FastifyInstance, ctx: ServerContext): void {
  app.get<{ Params: { lang: string; id: string } }>("/:lang/api/order/:id/", async (request, reply) => {
    const rows = await ctx.db.query<{ answer: PlacedOrder }>("select answer from orders where uuid = $1", [request.params.id]);
    const order = rows[0]?.answer;
    if (!order) return reply.code(404).send({ detail: "No such order" });
    reply.header("cache-control", "no-store");
    return order;
  });
}
