import { describe, expect, it } from "vitest";
import { pluginText } from "../../../engine/i18n/ui-text";

const texts = new Map([
  ["loyalty.points", { value: new Map([["en", "{count} points"], ["ar", "{count} نقاط"]]) }],
  ["loyalty.join", { value: new Map([["en", "Join"]]) }],
]);

describe("plugin texts: the guest's language, English as the fallback", () => {
  it("reads the language's text and fills its placeholders", () => {
    expect(pluginText(texts, "loyalty.points", "ar", { count: 3 })).toBe("3 نقاط");
    expect(pluginText(texts, "loyalty.points", "ar-AE", { count: 3 })).toBe("3 نقاط");
  });
  it("falls back to English for a language without the text, and shows an unknown key as itself", () => {
    expect(pluginText(texts, "loyalty.join", "fr")).toBe("Join");
    expect(pluginText(texts, "loyalty.points", undefined, { count: 1 })).toBe("1 points");
    expect(pluginText(texts, "loyalty.missing", "en")).toBe("loyalty.missing");
  });
});
