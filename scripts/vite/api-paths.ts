/**
 * API and venue-asset paths: the service worker never answers them with the app's HTML, and the dev server forwards
 * them to the backend. Every call contract's path is one of them (tests/unit/api/call-contracts.test.ts).
 */
export const API_PATHS: readonly RegExp[] = [/^\/[a-z]{2}(?:-[a-z]+)?\/(?:api|menus|orders)\//, /^\/media\//, /^\/iiko\//, /^\/sandbox\//];
