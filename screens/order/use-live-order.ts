import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useAppServices } from "../../engine/react/app-services";
import { useMenuState } from "../../engine/react/menu-context";
import { queryClient } from "../../engine/server-state/query-client";
import { orderQuery } from "../../engine/server-state/calls";
import { ORDER_UPDATE_EVENT } from "../../schemas/api/order-channel";

/** How often the order is read again while no live connection is up (issue 12: about every 10 s). */
export const ORDER_POLL_MS = 10_000;

/**
 * The order, kept current (ordering spec §4 "Order fetch"): read on load and again on each 'order-update' event
 * of the channel named by its uuid, through the first live-updates plugin available. While no connection is up
 * (none configured, the network dropped, the server unreachable) it is read every 10 s instead, silently.
 * `failure` is the last read's failure while no order has been read, kept through the reads again.
 */
export function useLiveOrder(language: string, id: string) {
  const { registry, config, cart } = useAppServices();
  const menu = useMenuState((s) => s.menuData);
  const [connected, setConnected] = useState(false);
  const order = useQuery({ ...orderQuery(language, id), refetchInterval: connected ? false : ORDER_POLL_MS }, queryClient);
  const failure = useFailureWhileReadingAgain(order);

  // Each reading of the order goes to the plugins that follow it (the venue-group integration's active order).
  const data = order.data;
  useEffect(() => {
    if (!data || !menu) return;
    for (const watcher of registry.orderWatchers) watcher.value.orderRead?.({ order: data, menu, cart });
  }, [data, menu, registry, cart]);

  useEffect(() => {
    const provider = registry.liveUpdates.find((p) => p.value.available(config))?.value;
    if (!provider || id === "") return undefined;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ["order", id] });
    return provider.subscribe(config, id, ORDER_UPDATE_EVENT, {
      onEvent: refresh,
      onConnected(up) {
        setConnected(up);
        // Events sent while the connection was down are lost: read the order once it is back.
        if (up) refresh();
      },
    });
  }, [registry, config, id]);

  return { order, connected, failure };
}

/**
 * The read's failure, kept while the order is read again. A query without data that fetches again (the poll, the live
 * connection coming up, Try again) starts over as pending and forgets its error, so the screen flashed "Loading" for
 * the moment of each read, twice in the first second of a typical visit, and took the card's way back to the menu
 * from under the guest's tap. The failure shows until an answer replaces it: the order, or another failure.
 */
function useFailureWhileReadingAgain(order: { error: unknown; data: unknown }): unknown {
  const [lastFailure, setLastFailure] = useState<unknown>(null);
  if (order.error !== null && order.error !== lastFailure) setLastFailure(order.error);
  return order.error ?? (order.data === undefined ? lastFailure : null);
}
