import fc from "fast-check";
import * as Result from "effect/Result";
import * as Schema from "effect/Schema";
import { describe, expect, it } from "vitest";
import { decodeValidCustomDomainAnswer, decodeValidMenuLanguageAnswer } from "virtual:carta-menu-decoder";
import { CustomDomainAnswer } from "../../schemas/api/custom-domain";
import { MenuLanguageAnswer } from "../../schemas/api/menu-language";

/**
 * The boot calls' decoders generated at build time (decision 0058) against Effect: on real answers and on anything
 * JSON can carry in their place, each accepts exactly what Effect accepts and returns the same value.
 */
function agreement<S extends Schema.Top>(schema: S, generated: (input: unknown) => unknown) {
  const effect = Schema.decodeUnknownResult(schema as unknown as Schema.Codec<unknown, unknown>);
  return (input: unknown) => {
    const decoded = effect(input);
    if (Result.isSuccess(decoded)) expect(generated(input)).toStrictEqual(decoded.success);
    else expect(generated(input), "Effect refuses it, so the generated decoder must too").toBeUndefined();
  };
}

const json = fc.jsonValue({ maxDepth: 3 });
const languageCode = fc.constantFrom("en", "ar", "fr", "", " ", "EN", "zh-hans");
const language = fc.record({ code: fc.oneof(languageCode, json), name_local: fc.oneof(fc.string(), json) }, { requiredKeys: [] });

describe("the generated boot-answer decoders agree with Effect", () => {
  it("on the menu-language answer", () => {
    const check = agreement(MenuLanguageAnswer, decodeValidMenuLanguageAnswer);
    check({ default_language: "en", languages: [{ code: "en", name_local: "English" }, { code: "ar", name_local: "العربية" }] });
    fc.assert(
      fc.property(
        fc.oneof(json, fc.record({ default_language: fc.oneof(languageCode, json), languages: fc.oneof(fc.array(fc.oneof(language, json), { maxLength: 4 }), json) }, { requiredKeys: [] })),
        check,
      ),
      { numRuns: 300 },
    );
  });

  it("on the custom-domain answer", () => {
    const check = agreement(CustomDomainAnswer, decodeValidCustomDomainAnswer);
    check({ license: "demo" });
    fc.assert(fc.property(fc.oneof(json, fc.record({ license: fc.oneof(fc.string(), json) }, { requiredKeys: [] })), check), { numRuns: 300 });
  });
});
