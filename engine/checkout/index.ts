/**
 * The checkout form: contact details, comments, payment choice, what plugins keep with the order. In the browser, create it
 * with `{ persistent: localStorage, session: sessionStorage, scope: host }`.
 */
export * from "./checkout-form-store";
