import type { RouteArgs, RouteDecision } from "../../engine/plugin-api";
import { decodeLocationPath } from "../../engine/rules/location-url";
import { orderTypeAfterScan } from "../../engine/rules/order-type";
import { joinOnScan } from "../../engine/table-session/join-on-scan";

/**
 * A table, room or area URL (menu spec section 2): `/t/{value}`, `/r/{value}`, `/a/{value}`, or the same after
 * the custom-domain segment (`/{segment}/t/{value}`). The location and its type go into the cart (from then on the table-order
 * wishlist flag applies: engine/rules/wishlist.ts), and the guest goes on to `/`. A value that does not decode stores nothing.
 * Hashids settings (docs/decisions/0004) come from the app's configuration: `locationHashSalt`,
 * `locationHashMinLength`.
 */
export async function storeLocation({ pathname, preload, services }: RouteArgs<unknown>): Promise<RouteDecision> {
  if (preload) return { redirect: "/" };
  const segments = pathname.split("/").filter((s) => s !== "");
  const minLength = Number(services.config["locationHashMinLength"] ?? 0);
  const decoded = decodeLocationPath(pathname, {
    customDomain: segments.length === 3,
    salt: services.config["locationHashSalt"] ?? "",
    minLength: Number.isFinite(minLength) ? minLength : 0,
  });
  if (decoded) {
    services.cart.actions.setOrderLocation(decoded.orderLocation, decoded.orderLocationType);
    // At a table the order is dine-in where the venue takes it, unless a plugin's rules decide (the venue-group
    // mode's §4 switches).
    const state = services.cart.state;
    const decided = services.registry.orderWatchers.map((watcher) => watcher.value.orderTypeAfterScan?.({ state, menu: services.menu })).find((type) => type !== undefined);
    services.cart.actions.setOrderType(decided ?? orderTypeAfterScan(state, services.menu));
    // Guests who scan one table share its session (docs/shared-table.md); joining must not hold this screen. The
    // join's code is in this module's chunk: a chunk of its own cost a request and its bytes to the scan's first
    // screen, after this one's.
    const token = segments[segments.length - 1] ?? "";
    joinOnScan({ kind: decoded.kind, token }).catch((error: unknown) => console.warn(`[carta] the table could not be joined: ${String(error)}`));
    // The venue-group integration looks up the order already open at this table (ordering spec §7).
    for (const watcher of services.registry.orderWatchers) {
      try {
        await watcher.value.locationScanned?.({ ...decoded, menu: services.menu, cart: services.cart });
      } catch (error) {
        console.warn(`[carta] ${watcher.pluginId}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  } else {
    console.warn(`[carta] ${pathname}: not a table, room or area this venue can read`);
  }
  return { redirect: "/" };
}
