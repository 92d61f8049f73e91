import { createStore } from "@tanstack/store";

/**
 * Whether a loyalty call is running: the cart's blur and spinner show meanwhile (spec §2). Its own module, so the
 * plugin's context fields read it on the first screen while the loyalty call itself loads only when first needed.
 */
export const loyaltyLoading = createStore(false);

/** Whether a loyalty request makes a call: an empty cart has no promotions, and asks for none. */
export const asksForLoyalty = (request: { cart_items: readonly unknown[] }): boolean => request.cart_items.length > 0;
