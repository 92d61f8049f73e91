import { describe, expect, it } from "vitest";
import fc from "fast-check";
import jsonLogic from "json-logic-js";
import { applyWhen, unsupportedOperator, WHEN_OPERATORS } from "../../engine/layout-core/when-logic";
import { evaluateCondition } from "../../engine/layout-core/evaluate-condition";

/** What a layout context holds: scalars, nested objects, arrays (`languages`), nulls. */
const scalar = fc.oneof(fc.constantFrom(0, 1, 2, -1, 0.5, "", "0", "1", "a", "delivery", "en", true, false, null), fc.integer({ min: -5, max: 5 }), fc.string({ maxLength: 3 }));
const { value } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof({ depthSize: "small", withCrossShrink: true }, scalar, fc.array(tie("value"), { maxLength: 3 }), fc.dictionary(fc.constantFrom("a", "b", "c", "length"), tie("value"), { maxKeys: 3 })),
}));
const data = fc.dictionary(fc.constantFrom("a", "b", "c", "cart", "settings", "languages"), value, { maxKeys: 5 });

/** Paths that hit, miss and run through nulls, arrays and strings. */
const path = fc.oneof(fc.constantFrom("", "a", "b", "c", "a.b", "a.c", "b.a.c", "cart.a", "settings.b", "languages.length", "languages.0", "a.length", "zz", "a.b.c.d"), fc.integer({ min: 0, max: 2 }), fc.constant(null));

const operators = WHEN_OPERATORS.filter((op) => op !== "var");
const { rule } = fc.letrec<{ rule: unknown }>((tie) => ({
  rule: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    scalar,
    fc.oneof(path, fc.tuple(path, scalar)).map((p) => ({ var: p })),
    fc.tuple(fc.constantFrom(...operators), fc.array(tie("rule"), { maxLength: 4 }), fc.boolean()).map(([op, args, bare]) => ({ [op]: bare && args.length > 0 ? args[0] : args })),
    fc.array(tie("rule"), { maxLength: 3 }),
  ),
}));

/** json-logic-js's answer or the fact that it threw. */
function outcome(run: () => unknown): { value: unknown } | { threw: true } {
  try {
    return { value: run() };
  } catch {
    return { threw: true };
  }
}

describe("the layouts' JSON Logic (decision 0067) answers as json-logic-js does", () => {
  it("on random rules of its operators over random data: the same value, or both throw", () => {
    fc.assert(
      fc.property(rule, data, (r, d) => {
        expect(outcome(() => applyWhen(r, d))).toEqual(outcome(() => jsonLogic.apply(r as jsonLogic.RulesLogic, d)));
      }),
      { numRuns: 3000 },
    );
  });

  it("shows a block exactly when json-logic-js finds its rule truthy", () => {
    fc.assert(
      fc.property(rule, data, (r, d) => {
        const expected = outcome(() => jsonLogic.truthy(jsonLogic.apply(r as jsonLogic.RulesLogic, d)));
        const result = evaluateCondition(r, d as never);
        if ("threw" in expected) expect(result.ok).toBe(false);
        else expect(result).toEqual({ ok: true, visible: expected.value });
      }),
      { numRuns: 2000 },
    );
  });

  it("throws on an operator outside it, as json-logic-js does on one it lacks, and the start-up check names it", () => {
    expect(() => applyWhen({ no_such_operator: [1] }, {})).toThrow("Unrecognized operation no_such_operator");
    expect(() => applyWhen({ toString: [] }, {})).toThrow("Unrecognized operation toString");
    expect(evaluateCondition({ cat: ["a", "b"] }, {} as never)).toEqual({ ok: false, error: "Unrecognized operation cat" });
    expect(unsupportedOperator({ and: [{ var: "a" }, { "!": { substr: ["abc", 1] } }] })).toBe("substr");
    expect(unsupportedOperator({ and: [{ var: "a" }, { in: ["en", { var: "languages" }] }, { if: [1, 2, 3] }] })).toBeUndefined();
    expect(unsupportedOperator({ var: "a", other: 1 })).toBeUndefined();
  });
});
