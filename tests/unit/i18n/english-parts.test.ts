import { describe, expect, it } from "vitest";
import { enFirstScreens } from "../../../engine/i18n/catalogue/en-first-screens";
import { enOtherScreens } from "../../../engine/i18n/catalogue/en-other-screens";
import { uiText } from "../../../engine/i18n/ui-text";

/**
 * The English catalogue loads in two parts (engine/i18n/other-screens-texts.ts): this file runs isolated
 * (tests/support/isolated-test-files.ts), so it sees the app as a first screen does, before any module that names
 * an other screens' text has loaded.
 */
describe("the English catalogue's two parts", () => {
  it("has the first screens' texts from the start", () => {
    expect(uiText("ui_str_add_to_cart", "en", undefined)).toBe(enFirstScreens.ui_str_add_to_cart);
    expect(uiText("cart_with_count", "en", undefined, { count: 2 })).toBe("Cart with 2 items");
  });

  it("reads an other screens' key as itself until its part has loaded, then as its text, in English and as the fallback", async () => {
    expect(uiText("continue_to_payment", "en", undefined)).toBe("continue_to_payment");
    await import("../../../engine/i18n/other-screens-texts");
    expect(uiText("continue_to_payment", "en", undefined)).toBe(enOtherScreens.continue_to_payment);
    expect(uiText("continue_to_payment", "pt", undefined)).toBe(enOtherScreens.continue_to_payment);
    expect(uiText("ui_str_add_to_cart", "en", undefined)).toBe(enFirstScreens.ui_str_add_to_cart);
  });
});
