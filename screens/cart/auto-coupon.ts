import type { RouteArgs } from "../../engine/plugin-api";

/**
 * The coupon the guest should not have to type: the one in the address they came in by (`?c=`), else the
 * venue's `coupon_auto_apply`. Applied once the cart has lines and no coupon yet; a refusal is logged only.
 * Applied on a preload too (a hover or touch on a link to /cart): the router keeps a preloaded match for the
 * navigation that follows without running the loader again, so skipping it there left the coupon unapplied.
 */
export async function applyAutoCoupon({ services }: RouteArgs<unknown>): Promise<void> {
  const cart = services.cart.state;
  const code = cart.couponAutoApply ?? services.menu.coupon_auto_apply;
  if (!code || cart.coupon || cart.products.length === 0 || !services.menu.enable_coupons) return;
  const [{ queryClient }, { couponQuery }] = await Promise.all([import("../../engine/server-state/query-client"), import("../../engine/server-state/calls")]);
  try {
    const coupon = await queryClient.fetchQuery(couponQuery(services.menu.id, code));
    services.cart.actions.applyCoupon({ ...coupon, code: coupon.code ?? code.trim().toUpperCase() });
  } catch {
    // Logged by the call; the guest can still type a code.
  }
}

