/**
 * §4 "Order fetch" in venue-group mode: what each reading of an order on the order screen does to the table's active
 * order (active-order.ts's watcher loads this with the order screen).
 */
import type { CartStore } from "../../engine/cart";
import type { MenuData } from "../../schemas/menu";
import { isOrderAccepted, isOrderOpen, isOrderStatus } from "../../engine/rules/order-receipt";
import type { VenueGroupStore } from "./venue-group-state";

const digitsOf = (text: string | null | undefined) => (text ?? "").replace(/\D+/g, "");

/** §4 "Order fetch", for one order read by the order screen at a venue in the mode (the watcher checks it first). */
export function followOrderRead(
  store: VenueGroupStore,
  event: { order: { uuid: string; status: string; customer_name: string; common_order?: boolean | undefined }; menu: MenuData; cart: CartStore },
): void {
  const { order, cart } = event;
  // Another table's order (a shared link, a guest who moved): reset the cart and location, hold nothing.
  const here = digitsOf(cart.state.orderLocation);
  const its = digitsOf(order.customer_name);
  if (here !== "" && its !== "" && here !== its) {
    cart.actions.resetCart();
    store.actions.releaseActiveOrder();
    return;
  }
  // Fulfilled, canceled or rejected: the table has no active order any more.
  if (isOrderStatus(order.status) && !isOrderOpen(order.status)) {
    if (store.state.activeOrder === order.uuid) store.actions.releaseActiveOrder();
    return;
  }
  const held = store.state.activeOrder === order.uuid;
  // Spec §3: the read says whether the point of sale holds the table now (it took it, or let it go, since the scan).
  const common = order.common_order ?? (held && store.state.commonOrder);
  // Accepted or preparing (spec §4): the venue has taken the order on.
  const accepted = isOrderOpen(order.status) && isOrderAccepted(order.status);
  if (!accepted && !held) return;
  if (!held || store.state.orderAccepted !== accepted || store.state.commonOrder !== common) store.actions.holdActiveOrder(order.uuid, { accepted, common });
}
