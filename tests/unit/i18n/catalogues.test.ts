import { describe, expect, it } from "vitest";
import { UI_STRING_KEYS } from "../../../schemas/menu";
import { en, type TextKey } from "../../../engine/i18n/catalogue/en";
import { enFirstScreens } from "../../../engine/i18n/catalogue/en-first-screens";
import { enOtherScreens } from "../../../engine/i18n/catalogue/en-other-screens";
import { CATALOGUES, catalogueFor } from "../../../engine/i18n/all-catalogues";
import { UI_LANGUAGES } from "../../../engine/i18n/ui-text";

const keys = Object.keys(en) as TextKey[];
/** The sorted placeholder names of a text, duplicates kept. */
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("catalogues", () => {
  it("has one catalogue per UI language of the spec", () => {
    expect(Object.keys(CATALOGUES).sort()).toEqual([...UI_LANGUAGES].sort());
  });

  it("keeps keys in snake_case", () => {
    for (const key of keys) expect(key).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
  });

  describe.each(UI_LANGUAGES.filter((l) => l !== "en"))("%s", (language) => {
    const catalogue = CATALOGUES[language];

    it("has every key of en with a non-empty string, and no other key", () => {
      expect(Object.keys(catalogue).sort()).toEqual([...keys].sort());
      for (const key of keys) {
        const text = catalogue[key];
        expect(typeof text, key).toBe("string");
        expect(text.trim(), key).not.toBe("");
        expect(text, key).toBe(text.trim());
      }
    });

    it("keeps exactly the English placeholders", () => {
      for (const key of keys) expect(placeholders(catalogue[key]), key).toEqual(placeholders(en[key]));
    });

    it("leaves no stray braces", () => {
      for (const key of keys) expect(catalogue[key].replace(/\{\w+\}/g, ""), key).not.toMatch(/[{}]/);
    });
  });

  it("translates the texts: at most a few brand or code-like texts equal the English", () => {
    const sameEverywhere = new Set<TextKey>(["car_number_placeholder"]);
    for (const language of UI_LANGUAGES.filter((l) => l !== "en")) {
      const untranslated = keys.filter((k) => !sameEverywhere.has(k) && CATALOGUES[language][k] === en[k]);
      // Words such as "Menu", "Total", "Status" or "Version {version}" are spelled alike in some languages.
      expect(untranslated.length, `${language}: ${untranslated.join(", ")}`).toBeLessThanOrEqual(12);
    }
  });

  it("writes the spec's defaults word for word in English", () => {
    expect(en.ui_str_add_to_cart).toBe("Add To Cart");
    expect(en.already_added_to_cart).toBe("Already Added To Cart");
    expect(en.choose_up_to).toBe("Choose upto {n} option(s)");
    expect(en.new_version).toBe('A new version (v.{version}) is available. Close all tabs and re-open the app or press "Update"');
    expect(en.pay_now).toBe("PAY NOW");
    expect(en.redirecting).toBe("REDIRECTING ...");
    expect(en.table_number).toBe("Table# {number}");
    expect(en.not_there_yet_title).toBe("We're not there yet");
    expect(en.field_max_length).toBe("{label} can not have more than {n} characters");
    expect(en.venue_error).toBe(
      "Looks like there's an issue with your account. Please contact the product's support team to resolve this error.",
    );
  });

  it("keeps the ui_str_ keys to the spec's list of venue-overridable strings (the payload schema's list)", () => {
    expect(keys.filter((k) => k.startsWith("ui_str_")).sort()).toEqual([...UI_STRING_KEYS].sort());
  });

  it("writes each English text in one of its two parts, never both", () => {
    const first = Object.keys(enFirstScreens);
    const other = Object.keys(enOtherScreens);
    expect(first.filter((key) => other.includes(key))).toEqual([]);
    expect([...first, ...other].sort()).toEqual([...keys].sort());
  });

  it("keeps upper-case button texts upper case where the script has case", () => {
    const upper: TextKey[] = ["pay_now", "redirecting", "submitting_order", "submit_order"];
    for (const language of ["de", "es", "fr", "it", "nl", "ru", "tr"] as const) {
      for (const key of upper) {
        const text = CATALOGUES[language][key];
        expect(text, `${language}.${key}`).toBe(text.toLocaleUpperCase(language));
      }
    }
  });

  it("finds a language's catalogue whatever its case, and English for one it has none for", () => {
    expect(catalogueFor(" AR ")).toEqual({ language: "ar", texts: CATALOGUES.ar });
    for (const unknown of ["xx", "", "constructor", "toString"]) expect(catalogueFor(unknown), unknown).toEqual({ language: "en", texts: CATALOGUES.en });
  });
});
