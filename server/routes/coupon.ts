import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../server-context";
import { findServedCoupon } from "../venues/venue-coupons";
import { notFound } from "./errors";
import { hostVenueForMenu } from "../access/order-access";

/**
 * GET /en/api/coupon/{menuId}/{CODE}/ (ordering spec §7) → the coupon, which the app applies to the cart (and the
 * server will apply again when the order is placed). 404 for an unknown venue and for an unknown, disabled or
 * expired code alike.
 */
export function registerCouponRoute(app: FastifyInstance, ctx: ServerContext): void {
  app.get<{ Params: { menuId: string; code: string } }>("/en/api/coupon/:menuId/:code/", async (request, reply) => {
    // Only the coupons of the venue at the host: another venue's codes are not found from here.
    const venue = await hostVenueForMenu(ctx, request, request.params.menuId);
    if (!venue) return notFound(reply, `Unknown menu ${request.params.menuId}`);
    const coupon = findServedCoupon(venue.coupons, request.params.code, (ctx.now ?? Date.now)());
    if (!coupon) return notFound(reply, "No such coupon");
    reply.header("cache-control", "no-store");
    return coupon;
  });
}
