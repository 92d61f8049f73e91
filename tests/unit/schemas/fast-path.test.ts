import * as Result from "effect/Result";
import * as Schema from "effect/Schema";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Amount, withDefault } from "../../../schemas/fields";
import { compileFastPath, compileFastPathWithoutCodegen, INVALID, type FastCompiler } from "../../../schemas/fast-path";
import { MenuData } from "../../../schemas/menu";
import { VenueFile } from "../../../schemas/venue-file";
import { OrderEditRequest, OrderRequest } from "../../../schemas/api/order";
import { fullPayload, minimalPayload } from "./fixtures/sample-menu";

/** Effect's interpreter on a twin of the schema: the reference the fast path must agree with. */
function interpreted<S extends Schema.Top & Schema.ConstraintDecoder<unknown>>(schema: S) {
  return Schema.decodeUnknownResult(Schema.make<S>(schema.annotate({}).ast));
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Step = { readonly path: ReadonlyArray<string | number>; readonly kind: "delete" | "replace"; readonly value: Json };

/** Every path into a JSON value, so a mutation can hit any field at any depth. */
function paths(value: unknown, prefix: Array<string | number> = []): Array<Array<string | number>> {
  if (Array.isArray(value)) return value.flatMap((item, i) => [[...prefix, i], ...paths(item, [...prefix, i])]);
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => [[...prefix, key], ...paths(item, [...prefix, key])]);
  }
  return [];
}

function mutate(base: Record<string, unknown>, steps: readonly Step[]): unknown {
  const doc = structuredClone(base);
  for (const step of steps) {
    let parent: unknown = doc;
    for (const key of step.path.slice(0, -1)) parent = (parent as Record<string | number, unknown> | undefined)?.[key];
    const last = step.path[step.path.length - 1];
    if (typeof parent !== "object" || parent === null || last === undefined) continue;
    const target = parent as Record<string | number, unknown>;
    if (step.kind === "delete" && !Array.isArray(parent)) delete target[last];
    else target[last] = step.value;
  }
  return doc;
}

/** Values that break fields in interesting ways: wrong types, near-miss strings, numbers as text. */
const nasty = fc.oneof(
  fc.constantFrom<Json>(null, true, false, 0, 1, -1, 1.5, "", " ", "1", "12.500", "abc", "true", [], {}, [[]], "09:00", "2026-12-24"),
  fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>,
);

function stepsFor(base: Record<string, unknown>) {
  const all = paths(base);
  return fc.array(
    fc.record({
      path: fc.constantFrom(...all),
      kind: fc.constantFrom<"delete" | "replace">("delete", "replace"),
      value: nasty,
    }),
    { minLength: 1, maxLength: 3 },
  );
}

function agreesWithEffect<S extends Schema.Top & Schema.ConstraintDecoder<unknown>>(schema: S, compile: FastCompiler, base: Record<string, unknown>) {
  const fast = compile(schema.ast);
  if (fast === undefined) throw new Error("the schema does not compile");
  const reference = interpreted(schema);
  fc.assert(
    fc.property(stepsFor(base), (steps) => {
      const input = mutate(base, steps);
      const expected = reference(input);
      const actual = fast(structuredClone(input));
      if (Result.isSuccess(expected)) expect(actual).toEqual(expected.success);
      else expect(actual).toBe(INVALID);
    }),
    { numRuns: 400 },
  );
}

describe("the compiled fast path says yes exactly when Effect does, with the same value", () => {
  for (const [label, compile] of [
    ["generated code", compileFastPath],
    ["closures only (strict CSP)", compileFastPathWithoutCodegen],
  ] as const) {
    it(`menu payload, ${label}`, () => {
      agreesWithEffect(MenuData, compile, fullPayload());
    });

    it(`venue file, ${label}`, () => {
      const file = {
        ...fullPayload(),
        custom_domains: ["menu.example.com"],
        media: "media",
        translations: { ar: { name: "بيت", products: { "101": { name: "حمص" } }, variations: { "7": { values: { "71": { value: "صغير" } } } } } },
      };
      agreesWithEffect(VenueFile, compile, file);
    });

    it(`valid payloads decode to Effect's value, ${label}`, () => {
      for (const payload of [fullPayload(), minimalPayload()]) {
        const expected = interpreted(MenuData)(payload);
        expect(Result.isSuccess(expected)).toBe(true);
        if (Result.isSuccess(expected)) expect(compile(MenuData.ast)?.(payload)).toEqual(expected.success);
      }
    });
  }
});

describe("what the compiler will not run", () => {
  it("leaves a transformation it was not taught to Effect", () => {
    expect(compileFastPath(Schema.NumberFromString.ast)).toBeUndefined();
    expect(compileFastPath(Schema.Struct({ n: Schema.NumberFromString }).ast)).toBeUndefined();
  });

  it("does not reuse a recipe for a chain that was extended", () => {
    const extended = withDefault(Amount, 0).pipe(Schema.decodeTo(Schema.Number));
    expect(compileFastPath(extended.ast)).toBeUndefined();
  });

  it("runs checks added to a taught leaf", () => {
    const positive = Amount.check(Schema.makeFilter((n: number) => n > 0, { expected: "a positive amount" }));
    const fast = compileFastPath(positive.ast);
    expect(fast?.("1.5")).toBe(1500);
    expect(fast?.("0")).toBe(INVALID);
  });

  it("the menu payload and the venue file both compile", () => {
    expect(compileFastPath(MenuData.ast)).toBeDefined();
    expect(compileFastPath(VenueFile.ast)).toBeDefined();
    expect(compileFastPathWithoutCodegen(MenuData.ast)).toBeDefined();
  });
});

describe("the order body (the server's busiest decode) on the compiled path", () => {
  const order = {
    menu: 1,
    customer_name: "Layla",
    address: "Tower 2",
    address_coordinates: { type: "Point", coordinates: [55.27, 25.2] },
    phone: "+971501234567",
    order_comments: "No onions",
    order_type: "delivery",
    delivery_fees: "5.000",
    coupon: 4,
    discount: "1.500",
    taxes: [{ id: 1, name: "VAT", amount: "4.600" }],
    sub_total: "92.000",
    total: "98.600",
    delivery_datetime: "2026-11-23T12:30:00+04:00",
    payment_type: "card",
    line_items: [
      { product: 133, product_name: "Tabbouleh", product_price: "30.000", quantity: 2, variations: [7, 8], special_instructions: "Extra lemon" },
      { product: 150, product_price: "45.000", quantity: 1, combo_groups: [{ id: 3, name: "Drink", products: [{ id: 31, name: "Mint lemonade" }] }, { name: "Side", products: [] }] },
    ],
    additional_data: { employee_id: "E-17" },
  };
  for (const [label, compile] of [
    ["generated code", compileFastPath],
    ["closures only (strict CSP)", compileFastPathWithoutCodegen],
  ] as const) {
    it(`says yes exactly when Effect does, with the same value, ${label}`, () => {
      agreesWithEffect(OrderRequest, compile, order);
      agreesWithEffect(OrderEditRequest, compile, { line_items: order.line_items });
    });
  }
});
