import type { FastifyInstance, FastifyReply } from "fastify";
import { addToOrderCall, placeOrderCall, readOrderCall } from "../../schemas/calls/order";
import { ensureGuest } from "../access/guest-cookie";
import { accessOrder, hostVenueContext, tableView } from "../access/order-access";
import { mergeIntoOrder } from "../orders/merge-order";
import { readOrder } from "../orders/order-store";
import { placeOrder } from "../orders/place-order";
import { paymentTypeProblem } from "../orders/payment-types";
import { NO_PAYLOAD_FIELDS } from "../plugins/payload-fields";
import type { ServerContext } from "../server-context";
import { venueContextsOf } from "../venues/venue-context";
import { idempotencyKeyOf, requestHash } from "./idempotency-key";
import { badRequest, notFound } from "./errors";
import { routeCall } from "./route-call";

/**
 * A refusal's body: `detail` (the sentence every client reads), and for the app `reasons` — one per line or field the
 * guest can act on (schemas/api/order-refusal.ts) — and a table's `existing_order` to merge into.
 */
const refuse = (reply: FastifyReply, failure: { status: number; detail: string; reasons?: readonly unknown[]; existing_order?: unknown }) =>
  reply.code(failure.status).send({
    detail: failure.detail,
    ...(failure.reasons && failure.reasons.length > 0 ? { reasons: failure.reasons } : {}),
    ...(failure.existing_order ? { existing_order: failure.existing_order } : {}),
  });

/**
 * POST /{lang}/api/order/ (ordering spec §7): placed by server/orders/place-order.ts for the venue at the request's
 * host; 201 with the order, and the guest's secret cookie (server/access/guest-cookie.ts) that lets the guest follow
 * and pay it. 400 for a body that does not read, 409 when a figure disagrees with the menu or the table has an open
 * order, 422 when the venue cannot take it or the Idempotency-Key was used for another request.
 */
export function registerOrderRoute(app: FastifyInstance, ctx: ServerContext): void {
  routeCall(app, placeOrderCall, async (request, reply, order) => {
    const venue = await hostVenueContext(ctx, request);
    if (!venue) return notFound(reply, `No venue answers at ${request.host}`);
    const paymentType = paymentTypeProblem(ctx, venue, order.payment_type);
    if (paymentType) return badRequest(reply, paymentType);
    // `additional_data` is the plugins' fields only, each read by its plugin's schema (decision 0064).
    const pluginFields = (ctx.payloadFields ?? NO_PAYLOAD_FIELDS)(order.additional_data);
    if (!pluginFields.ok) return badRequest(reply, pluginFields.problem);
    const key = idempotencyKeyOf(request);
    const guest = ensureGuest(request, reply);
    const placed = await placeOrder(ctx, { venue, order, pluginFields: pluginFields.fields, key, requestHash: requestHash(request.body), guest, language: request.params["lang"] ?? "en" });
    return placed.ok ? reply.code(201).send(placed.order) : refuse(reply, placed);
  });
}

/**
 * GET /{lang}/api/order/{id}/ (ordering spec §7): the order of the venue at the host — whole for the guest who placed
 * it, as a guest at the same table sees it otherwise (server/access/order-access.ts); 404 for an id the venue does
 * not have.
 */
export function registerOrderReadRoute(app: FastifyInstance, ctx: ServerContext): void {
  routeCall(app, readOrderCall, async (request, reply) => {
    const access = await accessOrder(ctx, request, request.params["id"] ?? "", "read");
    if (!access.ok) return refuse(reply, access);
    const order = await readOrder(ctx.db, access.uuid);
    if (!order) return notFound(reply, "No such order");
    reply.header("cache-control", "no-store");
    const view = access.owner ? order : tableView(order);
    // What the plugins add (the venue-group mode's common_order); the core's own fields win.
    const venue = ctx.orderReadFields ? await venueContextsOf(ctx).get(access.license) : undefined;
    return venue ? { ...(await ctx.orderReadFields!(venue, { order, location: access.location })), ...view } : view;
  });
}

/**
 * PATCH /{lang}/api/order/{uuid}/ (ordering spec §7): adds line items to an open order — a second guest's cart merged
 * into the table's order (server/orders/merge-order.ts). Its guests, or anyone at the venue for an open table or room
 * order (the spec's table flow), may; 404 for an unknown order, 403 for another guest's order away from a table, 409
 * for one no longer open.
 */
export function registerOrderEditRoute(app: FastifyInstance, ctx: ServerContext): void {
  routeCall(app, addToOrderCall, async (request, reply, edit) => {
    const access = await accessOrder(ctx, request, request.params["id"] ?? "", "join");
    if (!access.ok) return refuse(reply, access);
    const key = idempotencyKeyOf(request);
    const guest = ensureGuest(request, reply);
    const merged = await mergeIntoOrder(ctx, { uuid: access.uuid, edit, key, requestHash: requestHash(request.body), guest });
    if (!merged.ok) return refuse(reply, merged);
    return access.owner ? merged.order : tableView(merged.order);
  });
}
