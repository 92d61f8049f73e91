/**
 * The test files that each get a fresh module context (Vitest's `isolate`), because they change what a later file
 * in the same worker would see: globals they stub or replace (fetch, window, console), a DOM environment, module-level
 * state of the app they drive (the toasts' queue, the English texts loaded so far, the OpenAPI document's components, which grow with each plugin
 * list it is built for). Every other file shares its worker's modules with the files before it (decision 0071):
 * importing the server, PGlite and jsdom once per worker instead of once per file. A file that stubs a global and is
 * not listed fails tests/unit/lint/isolated-test-files.test.ts.
 */
export const ISOLATED = [
  "tests/unit/screens/router-preload.test.ts",
  "tests/unit/api/call-contracts.test.ts",
  "tests/unit/api/early-requests.test.ts",
  "tests/unit/api/expected-status.test.ts",
  "tests/unit/docs/plugin-guide.test.ts",
  "tests/unit/plugins/venue-group/loyalty.test.ts",
  "tests/unit/plugins/venue-group/wallet.test.ts",
  "tests/unit/plugins/integration-venue-group.test.ts",
  "tests/unit/engine/toasts.test.ts",
  "tests/unit/server/openapi.test.ts",
  "tests/unit/server/openapi-fuzz.test.ts",
  // Reads the English texts before their second part loads (module state of engine/i18n/ui-text.ts).
  "tests/unit/i18n/english-parts.test.ts",
];
