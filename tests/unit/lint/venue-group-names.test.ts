import { describe, expect, it } from "vitest";
import { quotedWordsOf } from "../../support/lint-rule";

/**
 * The venue-group mode stays in its plugin (issue 19): `carta/no-venue-group-names` refuses its names anywhere
 * else in the browser app, and lets the plugin, the server and the tests use them.
 */
const words = quotedWordsOf("carta/no-venue-group-names");

// The first lint loads the whole config: slow on a busy 2-core machine.
describe("lint: the venue-group mode's names live in plugins/integration-venue-group/ only", { timeout: 60_000 }, () => {
  it("refuses each name in the core: identifiers, property names, strings and template text", async () => {
    expect(await words("engine/rules/probe.ts", "export const blueWallet = 1;")).toEqual(["Wallet"]);
    expect(await words("screens/cart/probe.ts", "export const x = { al_futtaim_enabled: true };")).toEqual(["al_futtaim"]);
    expect(await words("engine/api/probe.ts", 'export const path = "/iiko/loyalty/promotions/";')).toEqual(["iiko"]);
    expect(await words("schemas/probe.ts", "export const id = (n: string) => `/verify-employee-id/${n}/`;")).toEqual(["employee"]);
    expect(await words("themes/probe.ts", "export const afActiveOrder = null;")).toEqual(["af"]);
    expect(await words("screens/order/probe.ts", 'export const to = "/af-checkout/$id";')).toEqual(["af"]);
    expect(await words("plugins/payment-stripe/probe.ts", "export const loyaltyPoints = 0;")).toEqual(["loyalty"]);
  });

  it("leaves alone words that only look alike, and comments", async () => {
    expect(await words("engine/rules/probe.ts", "// The employee discount lives in the plugin.\nexport const after = 1;\nexport const safe = 'craft';\nexport const leaf = 'Afterwards';")).toEqual([]);
  });

  it("reads a call contract's path as the spec's wire name, and nothing else of the contract", async () => {
    const contract = (path: string, summary = "Sets the tip") => `import { defineCall } from "./define-call";\nexport const c = defineCall({ method: "post", path: "${path}", summary: "${summary}" });`;
    expect(await words("schemas/calls/probe.ts", contract("/iiko/tips/loyalty/promotions/"))).toEqual([]);
    expect(await words("schemas/calls/probe.ts", contract("/iiko/tips/", "The loyalty tip"))).toEqual(["loyalty"]);
    expect(await words("schemas/calls/probe.ts", 'export const c = { path: "/iiko/af/payments/" };')).toEqual(["iiko"]);
    expect(await words("schemas/calls/probe.ts", 'declare const define: (c: object) => object;\nexport const c = define({ path: "/iiko/af/payments/" });')).toEqual(["iiko"]);
  });

  it("lets the plugin, the server and the tests name the mode", async () => {
    const code = 'export const blueWallet = "/iiko/af/blue/";';
    expect(await words("plugins/integration-venue-group/probe.ts", code)).toEqual([]);
    expect(await words("server/probe.ts", code)).toEqual([]);
    expect(await words("tests/unit/probe.ts", code)).toEqual([]);
  });
});
