import { describe, expect, it } from "vitest";
import { quotedWordsOf } from "../../support/lint-rule";

/**
 * `carta/other-screens-texts-imported` (scripts/eslint/other-screens-texts.js): a module that names an English text
 * of the other screens imports engine/i18n/other-screens-texts, so those texts have loaded before it runs.
 */
const keys = quotedWordsOf("carta/other-screens-texts-imported");

// The first lint loads the whole config: slow on a busy 2-core machine.
describe("lint: the other screens' English texts load with the modules that name them", { timeout: 60_000 }, () => {
  it("refuses a module that names one without importing them: strings, templates without placeholders, map values", async () => {
    expect(await keys("screens/cart/probe.tsx", 'export const label = (t: (k: string) => string) => t("continue_to_payment");')).toEqual(["continue_to_payment"]);
    expect(await keys("screens/order/probe.ts", "export const key = `order_pending`;")).toEqual(["order_pending"]);
    expect(await keys("plugins/payment-stripe/probe.ts", 'export const TEXT = { declined: "payment_status_declined" };')).toEqual(["payment_status_declined"]);
  });

  it("accepts the module once it imports them, by any relative path", async () => {
    const code = 'import "../../engine/i18n/other-screens-texts";\nexport const key = "continue_to_payment";';
    expect(await keys("screens/cart/probe.ts", code)).toEqual([]);
  });

  it("leaves alone the first screens' texts, other strings and templates with placeholders", async () => {
    expect(await keys("screens/home/probe.ts", 'export const keys = ["ui_str_add_to_cart", "cart_with_count", "Continue to payment"];')).toEqual([]);
    expect(await keys("screens/home/probe.ts", "export const key = (s: string) => `order_${s}`;")).toEqual([]);
  });

  it("leaves alone the catalogues, the schemas' payload names and the server halves", async () => {
    const code = 'export const key = "continue_to_payment";';
    expect(await keys("engine/i18n/probe.ts", code)).toEqual([]);
    expect(await keys("schemas/api/probe.ts", code)).toEqual([]);
    expect(await keys("plugins/payment-stripe/server/probe.ts", code)).toEqual([]);
  });
});
