import { useCallback } from "react";
import { useRouter } from "@tanstack/react-router";
import type { NewCartLine } from "../../engine/cart";
import { afterAddRedirect, type AddOrigin } from "../../engine/rules";
import { useCartActions } from "../../engine/react/app-services";
import { useMenuState } from "../../engine/react/menu-context";
import { showToast } from "../../engine/react/toasts";
import { ACTIVE_ORDER } from "../../engine/plugin-api";
import { useContextValue } from "../../engine/react/layout/use-layout-context";
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
  const redirect = useMenuState((s) => s.menuData?.addtocart_redirect);
  const language = useMenuState((s) => s.selected_language) ?? "en";
  const currency = useMenuState((s) => s.menuData?.currency) ?? "";
  const activeOrder = useContextValue(ACTIVE_ORDER);
  return useCallback(
    (line, options) => {
      if (activeOrder !== null) {
        options?.onAdded?.();
        // The buttons read 'Adding to Order' from the tap on, while the call's code loads and while it runs.
        setRequestState(ADD_TO_ORDER_REQUEST, { pending: true, failed: false });
        const context = { language, currency };
        void import("./add-to-order")
          .then(({ addToOrder }) => addToOrder(activeOrder, line, context))
          .then((order) => {
            if (order) void router.navigate({ to: "/order/$id", params: { id: order } });
          });
        return true;
      }
      if (actions.addItem(line) === null) return false;
      showToast({ textKey: "ui_str_cart_item_added", tone: "success" });
      options?.onAdded?.();
      const where = afterAddRedirect(redirect, options?.origin);
      if (where === "cart") void router.navigate({ to: "/cart" });
      else if (where === "back") {
        if (router.history.canGoBack()) router.history.back();
        else void router.navigate({ to: options?.backFallback ?? "/home" });
      }
      return true;
    },
    [actions, router, redirect, activeOrder, language, currency],
  );
}
