import type { FastifyInstance } from "fastify";
import * as Schema from "effect/Schema";
import { DeliveryZoneAnswer } from "../../schemas/api/delivery-zone";
import type { ServerContext } from "../server-context";
import { zoneAt } from "../venues/delivery-zones";
import { badRequest, notFound } from "./errors";
import { hostVenueForMenu } from "../access/order-access";

/**
 * GET /en/api/delivery_zone/{lat},{lng}/{menuId}/ (ordering spec §7) → `{ delivery_amount }`, the fee of the zone
 * that contains the point; 404 outside every zone ("We're not there yet") or for an unknown menu.
 */
export function registerDeliveryZoneRoute(app: FastifyInstance, ctx: ServerContext): void {
  app.get<{ Params: { point: string; menuId: string } }>("/en/api/delivery_zone/:point/:menuId/", async (request, reply) => {
    const [lat, lng] = request.params.point.split(",").map(Number);
    if (lat === undefined || lng === undefined || !Number.isFinite(lat) || !Number.isFinite(lng)) return badRequest(reply, "expected {lat},{lng}");
    const venue = await hostVenueForMenu(ctx, request, request.params.menuId);
    if (!venue) return notFound(reply, `Unknown menu ${request.params.menuId}`);
    const zone = zoneAt(venue.deliveryZones, lat, lng);
    if (!zone) return notFound(reply, "Outside the delivery area");
    return Schema.encodeSync(DeliveryZoneAnswer)({ delivery_amount: zone.fee, zone: zone.name });
  });
}
