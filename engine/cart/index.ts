/**
 * The cart: state, store and persistence. In the browser, create it with
 * `{ storages: { persistent: localStorage, session: sessionStorage, scope: license } }`.
 */
export * from "./cart-state";
export * from "./cart-persistence";
export * from "./recompute-cart";
export * from "./cart-store";
export * from "./new-cart-line";
