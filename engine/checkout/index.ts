/**
 * The checkout form: contact details, comments, payment choice, employee discount. In the browser, create it
 * with `{ persistent: localStorage, session: sessionStorage, scope: host }`.
 */
export * from "./checkout-form-store";
