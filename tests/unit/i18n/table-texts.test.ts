import { describe, expect, it } from "vitest";
import { missingPluginTexts } from "../../../engine/plugin-api/plugin-texts";
import { UI_LANGUAGES } from "../../../engine/i18n/ui-text";
import { TABLE_TEXTS } from "../../../screens/table/table-texts";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the shared table's texts (screens/table/table-texts.ts), kept as the catalogues are", () => {
  it("has every English key in each of the 14 languages, and no other key", () => {
    expect(missingPluginTexts(TABLE_TEXTS)).toEqual([]);
    for (const language of UI_LANGUAGES) expect(Object.keys(TABLE_TEXTS[language]!).sort(), language).toEqual(Object.keys(TABLE_TEXTS["en"]!).sort());
  });

  it("keeps exactly the English placeholders, and translates (no English copies)", () => {
    const en = TABLE_TEXTS["en"]!;
    for (const language of UI_LANGUAGES.filter((l) => l !== "en")) {
      const texts = TABLE_TEXTS[language]!;
      for (const [key, english] of Object.entries(en)) {
        expect(placeholders(texts[key]!), `${language}:${key}`).toEqual(placeholders(english));
      }
      const copies = Object.keys(en).filter((key) => texts[key] === en[key]);
      // "Table {place}" reads the same in French; a whole catalogue copied would not.
      expect(copies.length, `${language}: ${copies.join(", ")}`).toBeLessThanOrEqual(2);
    }
  });
});
