import { createStore } from "@tanstack/store";

/**
 * Whether a loyalty call is running: the cart's blur and spinner show meanwhile (spec §2). Its own module, so the
 * plugin's context fields read it on the first screen while the loyalty call itself loads only when first needed.
 */
export const loyaltyLoading = createStore(false);
