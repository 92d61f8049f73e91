import "../../../engine/i18n/other-screens-texts";
import { describe, expect, it } from "vitest";
import { ar } from "../../../engine/i18n/catalogue/ar";
import { en } from "../../../engine/i18n/catalogue/en";
import { kp } from "../../../engine/i18n/catalogue/kp";
import { directionOf, loadCatalogue, uiText, UI_LANGUAGES } from "../../../engine/i18n/ui-text";
import { beforeAll } from "vitest";

beforeAll(() => Promise.all(UI_LANGUAGES.map((language) => loadCatalogue(language))));
import { intlLocale } from "../../../engine/rules/money-format";

describe("uiText", () => {
  it("uses the language's catalogue", () => {
    expect(uiText("cart", "ar", undefined)).toBe(ar.cart);
    expect(uiText("ui_str_add_to_cart", "kp", undefined)).toBe(kp.ui_str_add_to_cart);
    expect(uiText("cart", "AR", undefined)).toBe(ar.cart);
  });

  it("falls back to English for an unknown or missing language", () => {
    expect(uiText("checkout", "xx", undefined)).toBe("Checkout");
    expect(uiText("checkout", "fa", undefined)).toBe("Checkout");
    expect(uiText("checkout", undefined, undefined)).toBe("Checkout");
    expect(uiText("checkout", "constructor", undefined)).toBe("Checkout");
    expect(uiText("ui_str_menu_closed", "pt", {})).toBe("We are currently closed");
  });

  it("lets the venue's ui_strings override ui_str_ keys", () => {
    expect(uiText("ui_str_add_to_cart", "ar", { ui_str_add_to_cart: "اطلب" })).toBe("اطلب");
    expect(uiText("ui_str_add_to_cart", "en", { ui_str_add_to_cart: "Order it" })).toBe("Order it");
  });

  it("never lets the venue override Carta's own keys", () => {
    const venue = { checkout: "Hacked", cart: "Hacked", ui_str_checkout: "Hacked" };
    expect(uiText("checkout", "en", venue)).toBe("Checkout");
    expect(uiText("cart", "ar", venue)).toBe(ar.cart);
  });

  it("ignores empty, blank or null venue strings", () => {
    expect(uiText("ui_str_save", "en", { ui_str_save: "" })).toBe("Save");
    expect(uiText("ui_str_save", "en", { ui_str_save: "   " })).toBe("Save");
    expect(uiText("ui_str_save", "ar", { ui_str_save: null })).toBe(ar.ui_str_save);
  });

  it("fills placeholders and leaves unknown ones as written", () => {
    expect(uiText("table_number", "en", undefined, { number: 12 })).toBe("Table# 12");
    expect(uiText("ui_str_minimum_order_amount", "en", undefined, { amount: "AED 50.00" })).toBe(
      "Minimum order amount required: AED 50.00",
    );
    expect(uiText("field_min", "en", undefined, { label: "Age" })).toBe("Age requires minimum value of {min}");
    expect(uiText("new_version", "en", undefined, { version: "1.9.60" })).toBe(
      'A new version (v.1.9.60) is available. Close all tabs and re-open the app or press "Update"',
    );
    expect(uiText("choose_up_to", "de", undefined, { n: 3 })).toBe("Bis zu 3 Option(en) wählen");
  });

  it("fills placeholders in a venue override", () => {
    expect(uiText("ui_str_minimum_order_amount", "en", { ui_str_minimum_order_amount: "Min {amount}" }, { amount: 5 })).toBe(
      "Min 5",
    );
  });

  it("returns the English text verbatim without values", () => {
    expect(uiText("choose_up_to", "en", undefined)).toBe(en.choose_up_to);
  });
});

describe("directionOf", () => {
  it("is rtl for ar, he and fa", () => {
    expect(directionOf("ar")).toBe("rtl");
    expect(directionOf("he")).toBe("rtl");
    expect(directionOf("fa")).toBe("rtl");
    expect(directionOf("ar-AE")).toBe("rtl");
  });

  it("is ltr otherwise", () => {
    for (const language of ["en", "de", "kp", "zh", "ja", "tr", undefined]) expect(directionOf(language)).toBe("ltr");
  });
});

describe("kp", () => {
  it("maps to the Korean Intl locale in engine/rules", () => {
    expect(intlLocale("kp")).toBe("ko");
  });
});
