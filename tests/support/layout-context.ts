import type { LayoutContext } from "../../engine/layout-core/layout-context";

type ContextChanges = Partial<Omit<LayoutContext, "cart">> & { cart?: Partial<LayoutContext["cart"]> };

/**
 * A layout context for tests of layouts and blocks: the demo, in English, open, an empty delivery cart, nothing
 * pending; `changes` sets what a test is about (the cart's fields one by one).
 */
export function layoutContext(changes: ContextChanges = {}): LayoutContext {
  const { cart, ...rest } = changes;
  return {
    settings: {},
    license: "demo",
    route: { path: "/", params: {}, search: {} },
    language: "en",
    languages: ["en", "ar"],
    direction: "ltr",
    isOpen: true,
    canOrder: true,
    checkout: { paymentUrl: null },
    activeOrder: null,
    updateAvailable: false,
    data: {},
    requests: {},
    ...rest,
    cart: { orderType: "delivery", totalQuantity: 0, lineCount: 0, total: 0, orderLocation: null, orderLocationType: null, wishlist: false, minOrderAmountError: false, deliveryLocationConfirmed: false, ...cart },
  };
}
