import { useCallback } from "react";
import { useRouter } from "@tanstack/react-router";
import type { CartLine, NewCartLine } from "../../engine/cart";
import { afterAddRedirect, type AddOrigin } from "../../engine/rules";
import { useCartActions } from "../../engine/react/app-services";
import { useMenuState, useText } from "../../engine/react/menu-context";
import { showToast } from "../../engine/react/toasts";
import { ACTIVE_ORDER } from "../../engine/plugin-api";
import { useContextValue } from "../../engine/react/layout/use-layout-context";
import { describeApiError } from "../../engine/api/http";
import { ADD_TO_ORDER_REQUEST, setRequestState } from "../../engine/server-state/request-states";

export interface AddOptions {
  /** Runs after the line is in the cart and before the app moves on (a picker closes itself here). */
  onAdded?: () => void;
  /** Where "back" goes when there is no history to go back through (a shared link opened directly). */
  backFallback?: string;
  /** Where the add was made (default the product screen): on a list, "back" stays on it (docs/decisions/0043). */
  origin?: AddOrigin;
}

/**
 * Adds a line to the cart, then shows 'Item added to cart' and goes on per `addtocart_redirect` (doc 1 §2):
 * to /cart, back, or nowhere. Returns false, doing nothing else, when the cart refused the line (already in
 * the cart with `enable_adding_same_item_cart` off). While the table has an active order (venue-group mode),
 * the line goes straight into that order instead ('Add to Order', ordering spec §4).
 */
export function useAddToCart(): (line: NewCartLine, options?: AddOptions) => boolean {
  const actions = useCartActions();
  const router = useRouter();
  const t = useText();
  const redirect = useMenuState((s) => s.menuData?.addtocart_redirect);
  const language = useMenuState((s) => s.selected_language) ?? "en";
  const currency = useMenuState((s) => s.menuData?.currency) ?? "";
  const activeOrder = useContextValue(ACTIVE_ORDER);
  return useCallback(
    (line, options) => {
      if (activeOrder !== null) {
        options?.onAdded?.();
        void addToOrder(activeOrder, line, { language, currency, errorText: t("error_adding_item"), offlineText: t("add_to_order_offline") }).then((order) => {
          if (order) void router.navigate({ to: "/order/$id", params: { id: order } });
        });
        return true;
      }
      if (actions.addItem(line) === null) return false;
      showToast({ text: t("ui_str_cart_item_added"), tone: "success" });
      options?.onAdded?.();
      const where = afterAddRedirect(redirect, options?.origin);
      if (where === "cart") void router.navigate({ to: "/cart" });
      else if (where === "back") {
        if (router.history.canGoBack()) router.history.back();
        else void router.navigate({ to: options?.backFallback ?? "/home" });
      }
      return true;
    },
    [actions, router, t, redirect, activeOrder, language, currency],
  );
}

/**
 * Sends one line to the table's active order (PATCH, once per key however often it is sent); the add buttons
 * read 'Adding to Order' meanwhile. Resolves to the order's uuid, or undefined when it failed. Every failure is
 * logged; a refusal from the server is the spec's alert 'Error adding item' (§8), and one without an answer (the
 * network) says so too rather than nothing (issue 18), so the guest knows the dish is not in the order.
 */
async function addToOrder(
  orderUuid: string,
  line: NewCartLine,
  context: { language: string; currency: string; errorText: string; offlineText: string },
): Promise<string | undefined> {
  setRequestState(ADD_TO_ORDER_REQUEST, { pending: true, failed: false });
  const cartLine: CartLine = { ...line, uuid: line.uuid ?? globalThis.crypto.randomUUID(), qty: line.qty };
  // The order calls, their answers' schemas and the order line's payload load with the first add to an order,
  // not with every list or product screen.
  const [{ patchOrder }, { orderLine }] = await Promise.all([import("../../engine/api/order-calls"), import("../../engine/order/order-payload")]);
  const result = await patchOrder(context.language, orderUuid, [orderLine(cartLine, context.currency)], globalThis.crypto.randomUUID());
  setRequestState(ADD_TO_ORDER_REQUEST, { pending: false, failed: !result.ok });
  if (result.ok) {
    const { queryClient } = await import("../../engine/server-state/query-client");
    queryClient.setQueryData(["order", result.value.uuid], result.value);
    return result.value.uuid;
  }
  console.warn(`[carta] adding to order ${orderUuid}: ${describeApiError(result.error)}`);
  showToast({ text: result.error.kind === "network" ? context.offlineText : context.errorText, tone: "error" });
  return undefined;
}
