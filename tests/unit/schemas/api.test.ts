import { describe, expect, it } from "vitest";
import { CustomDomainAnswer, MenuLanguageAnswer } from "../../../schemas/api";
import { decodeWith } from "../../../schemas/decode";

describe("custom-domain answer", () => {
  it("carries the license", () => {
    expect(decodeWith(CustomDomainAnswer, { license: "olive-house", extra: 1 })).toEqual({ ok: true, value: { license: "olive-house" } });
  });
  it("is refused without one", () => {
    const result = decodeWith(CustomDomainAnswer, { license: "" });
    expect(result.ok ? [] : result.problems.map((p) => p.text)).toEqual(["license: expected a non-empty string"]);
  });
});

describe("menu_language answer", () => {
  it("carries the default language and the offered ones", () => {
    expect(decodeWith(MenuLanguageAnswer, { default_language: "en", languages: [{ code: "ar", name_local: "العربية" }] })).toEqual({
      ok: true,
      value: { default_language: "en", languages: [{ code: "ar", name_local: "العربية" }] },
    });
    expect(decodeWith(MenuLanguageAnswer, { default_language: "en" })).toEqual({ ok: true, value: { default_language: "en", languages: [] } });
  });
  it("names a malformed language", () => {
    const result = decodeWith(MenuLanguageAnswer, { languages: [{ code: "ar" }] });
    expect(result.ok ? [] : result.problems.map((p) => p.text)).toEqual(["default_language: missing", "languages[0].name_local: missing"]);
  });
});
