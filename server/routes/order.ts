import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { OrderEditRequest, OrderRequest } from "../../schemas/api/order";
import { decodeWith } from "../../schemas/decode";
import { formatMilliPlain } from "../../schemas/money";
import type { ServerContext } from "../server-context";
import { findVenueByMenuId, findVenueCoupons, findVenueEmployee, findVenueZones } from "../venues/venue-store";
import { zoneAt } from "../venues/delivery-zones";
import { findCouponById } from "../venues/venue-coupons";
import { orderFigures, priceLines, priceOrder, type PricedLine } from "../orders/price-order";
import { repriceOrder } from "../orders/reprice-order";
import {
  findOpenOrderAt,
  findOrderByKey,
  insertOrderLines,
  orderLocation,
  readOrder,
  type OrderPricing,
  type OrderSnapshot,
  type StoredLine,
} from "../orders/order-store";
import { orderVenueNow, venueMenuNow } from "../orders/venue-menu";
import { idempotencyKeyOf } from "./idempotency-key";
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
    const key = idempotencyKeyOf(request);
    if (key) {
      const earlier = await findOrderByKey(ctx.db, venue.license, key);
      if (earlier) return reply.code(201).send(earlier);
    }

    const venueNow = await venueMenuNow(ctx, venue);
    if (!venueNow) return reply.code(422).send({ detail: "The venue's menu cannot be read." });
    const { menu, clock, now } = venueNow;
    const coupon = order.coupon === null ? undefined : findCouponById((await findVenueCoupons(ctx.db, order.menu)) ?? [], order.coupon, now);
    // A delivery pays its zone's fee. A venue without zones, or that does not locate addresses on a map (its
    // guests type them), charges none.
    let deliveryFee = null;
    if (order.order_type === "delivery" && menu.enable_address_google_maps) {
      const zones = (await findVenueZones(ctx.db, order.menu)) ?? [];
      if (zones.length > 0) {
        const point = order.address_coordinates?.coordinates;
        if (!point) return reply.code(422).send({ detail: "A delivery needs its location." });
        const zone = zoneAt(zones, point[1], point[0]);
        if (!zone) return reply.code(422).send({ detail: "The address is outside the delivery area." });
        deliveryFee = zone.fee;
      }
    }
    const priced = priceOrder(menu, order, coupon, clock, deliveryFee);
    if (!priced.ok) return reply.code(priced.status).send({ detail: priced.detail });
    // An employee discount names an employee the venue has (the verification call's own check).
    const employeeId = order.additional_data.employee_id?.trim() || null;
    if (employeeId !== null && !(await findVenueEmployee(ctx.db, venue.license, employeeId))) {
      return reply.code(422).send({ detail: `No employee ${employeeId} at this venue.` });
    }

    // A second guest at a table with an open order is offered to merge into it (ordering spec §4, §8).
    const location = order.order_type === "dine_in" ? orderLocation(order.customer_name) : null;
    if (location) {
      const open = await findOpenOrderAt(ctx.db, venue.license, location);
      if (open) return reply.code(409).send({ detail: "There is an existing order on this table", existing_order: open });
    }

    // A card order is paid online with the venue's provider (its sandbox without keys): one must be set up.
    const provider = order.payment_type === "card" ? venue.paymentProvider : null;
    if (order.payment_type === "card" && (!menu.payment_enabled || !provider || !ctx.payments?.providers.has(provider))) {
      return reply.code(422).send({ detail: "This venue takes no online payment." });
    }

    const uuid = randomUUID();
    const pricing: OrderPricing = { coupon: coupon ?? null, delivery_fee: deliveryFee === null ? null : formatMilliPlain(deliveryFee) };
    const placed = await ctx.db.transaction(async (tx) => {
      const inserted = await tx.query<{ order_number: number }>(
        `insert into orders (uuid, license, idempotency_key, order_type, total, payload, answer, location, pricing)
         values ($1, $2, $3, $4, $5, $6::jsonb, '{}'::jsonb, $7, $8::jsonb)
         on conflict (license, idempotency_key) where idempotency_key is not null do nothing
         returning order_number`,
        [uuid, venue.license, key, order.order_type, formatMilliPlain(priced.totals.total), JSON.stringify(request.body), location, JSON.stringify(pricing)],
      );
      const row = inserted[0];
      if (!row) return false; // the same key won a race a moment ago: its answer is the one to give
      const snapshot: OrderSnapshot = {
        uuid,
        padded_order_id: String(row.order_number).padStart(5, "0"),
        created: new Date(now).toISOString(),
        customer_name: order.customer_name,
        phone: order.phone,
        reference: String(row.order_number).padStart(5, "0"),
        order_type: order.order_type,
        order_comments: order.order_comments,
        additional_data: { tips_amount: "0.000" },
        ...orderFigures(priced.totals, coupon ?? null),
      };
      await tx.query("update orders set answer = $2::jsonb where uuid = $1", [uuid, JSON.stringify(snapshot)]);
      await insertOrderLines(tx, uuid, 0, priced.lines.map(storedLine));
      if (provider && ctx.payments) {
        const amount = formatMilliPlain(priced.totals.total);
        const paymentUrl = await ctx.payments.issue(tx, { license: venue.license, provider, orderId: snapshot.padded_order_id, orderUuid: uuid, amount });
        await tx.query("update orders set payment_url = $2 where uuid = $1", [uuid, paymentUrl]);
      }
      return true;
    });
    const answer = placed ? await readOrder(ctx.db, uuid) : key ? await findOrderByKey(ctx.db, venue.license, key) : undefined;
    return reply.code(201).send(answer);
  });
}

const storedLine = (line: PricedLine): StoredLine => ({ productId: Number(line.id), name: line.name, unitPrice: line.price, qty: line.qty, detail: line.detail });

/** GET /{lang}/api/order/{id}/ (ordering spec §7): the order as placed; 404 for an id the store does not have. */
export function registerOrderReadRoute(app: FastifyInstance, ctx: ServerContext): void {
  app.get<{ Params: { lang: string; id: string } }>("/:lang/api/order/:id/", async (request, reply) => {
    const order = await readOrder(ctx.db, request.params.id);
    if (!order) return reply.code(404).send({ detail: "No such order" });
    reply.header("cache-control", "no-store");
    return order;
  });
}

/**
 * PATCH /{lang}/api/order/{uuid}/ (ordering spec §7): adds line items to an open order — a second guest's cart
 * merged into the table's order. The lines are priced from the menu like any order's; the order's total is
 * recomputed by the server, once per Idempotency-Key. 404 for an unknown order, 409 for one no longer open.
 */
export function registerOrderEditRoute(app: FastifyInstance, ctx: ServerContext): void {
  app.patch<{ Params: { lang: string; id: string } }>("/:lang/api/order/:id/", async (request, reply) => {
    const body = decodeWith(OrderEditRequest, request.body);
    if (!body.ok) return badRequest(reply, body.problems[0].text);
    const venueNow = await orderVenueNow(ctx, request.params.id, { open: true });
    if (!venueNow.ok) return reply.code(venueNow.status).send({ detail: venueNow.detail });
    const { menu, clock } = venueNow;
    const key = idempotencyKeyOf(request);
    if (key) {
      const [earlier] = await ctx.db.query<{ order_uuid: string }>("select order_uuid from order_edits where order_uuid = $1 and idempotency_key = $2", [request.params.id, key]);
      if (earlier) return readOrder(ctx.db, request.params.id);
    }
    const added = priceLines(menu, body.value.line_items, clock);
    if (!added.ok) return reply.code(added.status).send({ detail: added.detail });

    await ctx.db.transaction(async (tx) => {
      if (key) {
        // A parallel retry with the same key loses here and rolls back: its lines are never added twice.
        await tx.query("insert into order_edits (order_uuid, idempotency_key, answer) values ($1, $2, '{}'::jsonb)", [request.params.id, key]);
      }
      const [{ n }] = (await tx.query<{ n: number | string }>("select count(*) as n from order_lines where order_uuid = $1", [request.params.id])) as [{ n: number | string }];
      await insertOrderLines(tx, request.params.id, Number(n), added.lines.map(storedLine));
      await repriceOrder(tx, request.params.id, menu);
    });
    await ctx.live?.orderUpdated(request.params.id);
    return readOrder(ctx.db, request.params.id);
  });
}
