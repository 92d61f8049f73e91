import type { useRouter } from "@tanstack/react-router";
import type { AppServices } from "../../engine/react/app-services";
import type { OrderHandoff, PlacedOrderEvent } from "../../engine/plugin-api";
import type { OrderPayload } from "../../engine/order/order-payload";
import { queryClient } from "../../engine/server-state/query-client";
import type { PlacedOrderAnswer } from "../../schemas/api/placed-order";
import type { MenuData } from "../../schemas/menu";

/**
 * What follows a placed order, wherever it was placed from (the checkout, or the outbox once back online): the
 * plugins' watchers and hand-offs hear of it, the cart and the form are cleared, and the guest goes to the payment
 * page (card) or to the order, which is already in the cache.
 */
export function afterOrderPlaced(input: {
  services: AppServices;
  router: ReturnType<typeof useRouter>;
  order: OrderPayload;
  placed: PlacedOrderAnswer;
  menu: MenuData;
  money: (text: string) => string;
}): void {
  const { services, router, order, placed, menu, money } = input;
  for (const watcher of services.registry.orderWatchers) watcher.value.orderPlaced?.({ placed, menu });
  for (const handoff of services.registry.orderHandoffs) runHandoff(handoff.value, { order, placed, menu, money });
  services.cart.actions.resetCart();
  services.checkout.actions.resetAfterOrder();
  if (placed.payment_url) {
    services.checkout.actions.awaitPayment(placed.payment_url);
    window.location.assign(placed.payment_url);
    return;
  }
  queryClient.setQueryData(["order", placed.uuid], placed);
  void router.navigate({ to: "/order/$id", params: { id: placed.uuid }, state: (prev) => ({ ...prev, orderPlaced: true }) });
}

/** A hand-off that fails (its code did not load) says so in the console; the order is placed all the same. */
function runHandoff(handoff: OrderHandoff, event: PlacedOrderEvent): void {
  const report = (error: unknown) => console.warn(`[carta] the ${handoff.id} hand-off failed`, error);
  try {
    void Promise.resolve(handoff.afterOrder(event)).catch(report);
  } catch (error) {
    report(error);
  }
}
