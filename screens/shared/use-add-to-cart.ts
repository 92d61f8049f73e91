import { useCallback } from "react";
import { useRouter } from "@tanstack/react-router";
import type { NewCartLine } from "../../engine/cart";
import { afterAddRedirect } from "../../engine/rules";
import { useCartActions } from "../../engine/react/app-services";
import { useMenuState, useText } from "../../engine/react/menu-context";
import { showToast } from "../../engine/react/toasts";

export interface AddOptions {
  /** Runs after the line is in the cart and before the app moves on (a picker closes itself here). */
  onAdded?: () => void;
  /** Where "back" goes when there is no history to go back through (a shared link opened directly). */
  backFallback?: string;
}

/**
 * Adds a line to the cart, then shows 'Item added to cart' and goes on per `addtocart_redirect` (doc 1 §2):
 * to /cart, back, or nowhere. Returns false, doing nothing else, when the cart refused the line (already in
 * the cart with `enable_adding_same_item_cart` off).
 */
export function useAddToCart(): (line: NewCartLine, options?: AddOptions) => boolean {
  const actions = useCartActions();
  const router = useRouter();
  const t = useText();
  const redirect = useMenuState((s) => s.menuData?.addtocart_redirect);
  return useCallback(
    (line, options) => {
      if (actions.addItem(line) === null) return false;
      showToast({ text: t("ui_str_cart_item_added"), tone: "success" });
      options?.onAdded?.();
      const where = afterAddRedirect(redirect);
      if (where === "cart") void router.navigate({ to: "/cart" });
      else if (where === "back") {
        if (router.history.canGoBack()) router.history.back();
        else void router.navigate({ to: options?.backFallback ?? "/home" });
      }
      return true;
    },
    [actions, router, t, redirect],
  );
}
