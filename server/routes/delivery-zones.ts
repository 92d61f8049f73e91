import type { FastifyInstance } from "fastify";
import * as Schema from "effect/Schema";
import { DeliveryZonesAnswer } from "../../schemas/api/delivery-zones";
import type { ServerContext } from "../server-context";
import { zonesOf } from "../venues/delivery-zones";
import { notFound } from "./errors";
import { hostVenueForMenu } from "../access/order-access";
import { deliveryZonesCall } from "../../schemas/calls/venue-extras";
import { routeCall } from "./route-call";

const encode = Schema.encodeSync(DeliveryZonesAnswer);

/**
 * GET /en/api/delivery_zones/{menuId}/ → `{ zones: [{ name, delivery_amount, polygon }] }`: the venue's delivery
 * zones for the delivery-location map (the fee at a point is still the spec's delivery_zone call). Public data —
 * a venue's delivery area is what its map shows every guest — and scoped to the host's venue like every call.
 */
export function registerDeliveryZonesRoute(app: FastifyInstance, ctx: ServerContext): void {
  routeCall(app, deliveryZonesCall, async (request, reply) => {
    const { menuId = "" } = request.params;
    const venue = await hostVenueForMenu(ctx, request, menuId);
    if (!venue) return notFound(reply, `Unknown menu ${menuId}`);
    return encode({ zones: zonesOf(venue.deliveryZones).map((zone) => ({ name: zone.name, delivery_amount: zone.fee, polygon: zone.polygon })) });
  });
}
