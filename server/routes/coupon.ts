import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../server-context";
import { findServedCoupon } from "../venues/venue-coupons";
import { decodeWith } from "../../schemas/decode";
import { VenueCoupon } from "../../schemas/venue-file";
import type { CouponRefusal } from "../../schemas/api/coupon";
import { notFound } from "./errors";
import { hostVenueForMenu } from "../access/order-access";
import { couponCall } from "../../schemas/calls/venue-extras";
import { routeCall } from "./route-call";

/**
 * Whether the venue has `code`, enabled, but past its `valid_until`: the guest is told the coupon expired rather
 * than that it does not exist (issue 18). A disabled code still reads as unknown.
 */
export function isExpiredCode(stored: readonly unknown[], code: string, now: number): boolean {
  const wanted = code.trim().toUpperCase();
  for (const entry of stored) {
    const decoded = decodeWith(VenueCoupon, entry);
    if (!decoded.ok || decoded.value.code.toUpperCase() !== wanted) continue;
    const { enabled, valid_until } = decoded.value;
    return enabled && valid_until !== null && Date.parse(valid_until) < now;
  }
  return false;
}

/**
 * GET /en/api/coupon/{menuId}/{CODE}/ (ordering spec §7) → the coupon, which the app applies to the cart (and the
 * server will apply again when the order is placed). 404 for an unknown venue and for an unknown, disabled or
 * expired code; an expired one says `reason: "expired"` (schemas/api/coupon.ts).
 */
export function registerCouponRoute(app: FastifyInstance, ctx: ServerContext): void {
  routeCall(app, couponCall, async (request, reply) => {
    const { menuId = "", code = "" } = request.params;
    // Only the coupons of the venue at the host: another venue's codes are not found from here.
    const venue = await hostVenueForMenu(ctx, request, menuId);
    if (!venue) return notFound(reply, `Unknown menu ${menuId}`);
    const now = (ctx.now ?? Date.now)();
    const coupon = findServedCoupon(venue.coupons, code, now);
    if (!coupon) {
      if (isExpiredCode(venue.coupons, code, now)) return reply.code(404).send({ detail: "The coupon has expired.", reason: "expired" } satisfies CouponRefusal);
      return notFound(reply, "No such coupon");
    }
    reply.header("cache-control", "no-store");
    return coupon;
  });
}
