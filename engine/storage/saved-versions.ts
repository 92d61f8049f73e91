/**
 * The versions of the records the stores keep in Web Storage. Their schemas (engine/cart/saved-cart.ts,
 * engine/checkout/saved-checkout.ts) are read only at build time and by the tests; the stores write and restore
 * these versions on the first screen, without the schemas (decision 0058).
 */
export const SAVED_CART_VERSION = 2;
export const SAVED_CONTACT_VERSION = 2;
export const SAVED_CHECKOUT_VERSION = 1;
