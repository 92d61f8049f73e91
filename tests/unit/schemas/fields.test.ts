import * as Schema from "effect/Schema";
import { describe, expect, it } from "vitest";
import { decodeWith } from "../../../schemas/decode";
import { Amount, Flag, Id, OptionalText, Rate, VersionText, Whole, listOf, withDefault } from "../../../schemas/fields";

const field = <S extends Schema.ConstraintDecoder<unknown>>(schema: S) => Schema.Struct({ value: schema });
const decode = <S extends Schema.ConstraintDecoder<unknown>>(schema: S, value: unknown) => {
  const result = decodeWith(field(schema), { value });
  return result.ok ? { ok: true as const, value: (result.value as { value: unknown }).value } : { ok: false as const, text: result.problems[0].text };
};

describe("amounts are read from numbers and decimal strings (decision 0010)", () => {
  it.each([
    [12.5, 12500],
    ["12.500", 12500],
    [" 7 ", 7000],
    ["0.1", 100],
    [0.1, 100],
    ["1.0005", 1001],
    ["-2.25", -2250],
    [24, 24000],
    ["0", 0],
  ])("%j decodes to %d thousandths", (input, milli) => {
    expect(decode(Amount, input)).toEqual({ ok: true, value: milli });
  });

  it.each([["abc"], [""], ["1,5"], ["12.5 AED"], [true], [null], [[]], [Number.NaN], ["1e3"]])("%j is refused", (input) => {
    expect(decode(Amount, input)).toEqual({ ok: false, text: "value: expected a number" });
  });

  it("encodes back to the backend's three-decimal text", () => {
    expect(Schema.encodeSync(Amount)(Schema.decodeSync(Amount)("12.5"))).toBe("12.500");
  });
});

describe("ids", () => {
  it("accept whole numbers and strings of digits", () => {
    expect(decode(Id, 12)).toEqual({ ok: true, value: 12 });
    expect(decode(Id, "12")).toEqual({ ok: true, value: 12 });
  });
  it.each([[-1], [1.5], ["12a"], [" 12"], [""], [null]])("refuse %j", (input) => {
    expect(decode(Id, input)).toEqual({ ok: false, text: "value: expected an id (a whole number)" });
  });
});

describe("rates and percentages", () => {
  it.each([
    [5, 5],
    ["5", 5],
    ["12.5", 12.5],
    [" 0.2723 ", 0.2723],
    ["-3", -3],
  ])("%j decodes to %d", (input, n) => {
    expect(decode(Rate, input)).toEqual({ ok: true, value: n });
  });
  it.each([["5%"], ["abc"], [Number.POSITIVE_INFINITY], [false]])("%j is refused", (input) => {
    expect(decode(Rate, input)).toEqual({ ok: false, text: "value: expected a number" });
  });
});

describe("switches read what they say in every common form (issue 9 §1)", () => {
  it.each([
    ["true", true],
    ["false", false],
    [" TRUE ", true],
    ["1", true],
    ["0", false],
    [true, true],
    [false, false],
    [1, true],
    [0, false],
  ])("%j decodes to %j", (input, b) => {
    expect(decode(Flag, input)).toEqual({ ok: true, value: b });
  });
  it.each([["yes"], ["on"], [2], [null], [""]])("%j is refused", (input) => {
    expect(decode(Flag, input)).toEqual({ ok: false, text: "value: expected true or false" });
  });
});

describe("optional texts", () => {
  it("keep strings and turn blank ones into null", () => {
    expect(decode(OptionalText, "https://x/y.png")).toEqual({ ok: true, value: "https://x/y.png" });
    expect(decode(OptionalText, "  ")).toEqual({ ok: true, value: null });
    expect(decode(OptionalText, null)).toEqual({ ok: true, value: null });
    expect(decode(OptionalText, 3)).toEqual({ ok: false, text: "value: expected a string or null" });
  });
  it("versions read numbers as their text", () => {
    expect(decode(VersionText, 1.9)).toEqual({ ok: true, value: "1.9" });
    expect(decode(VersionText, " 1.9.54 ")).toEqual({ ok: true, value: "1.9.54" });
    expect(decode(VersionText, "")).toEqual({ ok: true, value: null });
  });
});

describe("whole numbers", () => {
  it("must be JSON numbers without a fraction", () => {
    expect(decode(Whole, 800)).toEqual({ ok: true, value: 800 });
    expect(decode(Whole, -1)).toEqual({ ok: false, text: "value: expected a whole number (0 or more)" });
    expect(decode(Whole, "800")).toEqual({ ok: false, text: "value: expected a number" });
  });
});

describe("withDefault", () => {
  const S = Schema.Struct({ on: withDefault(Flag, false), tags: listOf(Schema.String), price: withDefault(Amount, "1.5") });

  it("fills an absent key, undefined and null with the default", () => {
    expect(decodeWith(S, {})).toEqual({ ok: true, value: { on: false, tags: [], price: 1500 } });
    expect(decodeWith(S, { on: null, tags: null, price: undefined })).toEqual({ ok: true, value: { on: false, tags: [], price: 1500 } });
  });

  it("reads a present value with the field's own rule and message", () => {
    expect(decodeWith(S, { on: 1, tags: ["a"], price: "2" })).toEqual({ ok: true, value: { on: true, tags: ["a"], price: 2000 } });
    const bad = decodeWith(S, { on: "yes", tags: [1] });
    expect(bad.ok ? [] : bad.problems.map((p) => p.text)).toEqual(["on: expected true or false", "tags[0]: expected a string"]);
  });

  it("never hands out a shared mutable default", () => {
    const a = decodeWith(S, {});
    const b = decodeWith(S, {});
    if (!a.ok || !b.ok) throw new Error("an empty object decodes");
    expect(a.value.tags !== b.value.tags || Object.isFrozen(a.value.tags)).toBe(true);
  });
});
