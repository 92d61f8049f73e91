import * as Schema from "effect/Schema";
import { describe, expect, it } from "vitest";
import { decodeOrThrow, decodeWith, DecodeError, formatPath } from "../../../schemas/decode";

describe("formatPath", () => {
  it("writes keys with dots and indexes in brackets", () => {
    expect(formatPath(["products", 3, "price"])).toBe("products[3].price");
    expect(formatPath([0, "name"])).toBe("[0].name");
    expect(formatPath(["translations", "ar", "products", "101", "name"])).toBe('translations.ar.products["101"].name');
    expect(formatPath(["ui_strings", "x-y"])).toBe('ui_strings["x-y"]');
    expect(formatPath([])).toBe("");
  });
});

describe("decodeWith works for any schema", () => {
  const Layout = Schema.Struct({
    blocks: Schema.Array(
      Schema.Struct({
        type: Schema.Literals(["hero", "list"]),
        size: Schema.optionalKey(Schema.Number.check(Schema.isGreaterThan(0))),
        when: Schema.NullOr(Schema.Struct({ flag: Schema.Boolean })),
      }),
    ),
    title: Schema.Union([Schema.String, Schema.Number]),
  });

  it("returns the value when it decodes", () => {
    expect(decodeWith(Layout, { blocks: [{ type: "hero", when: null }], title: "Home" })).toEqual({
      ok: true,
      value: { blocks: [{ type: "hero", when: null }], title: "Home" },
    });
  });

  it("lists every problem as a short lower-case line", () => {
    const result = decodeWith(Layout, { blocks: [{ type: "grid", size: -1, when: 3 }, { when: { flag: "no" } }], title: true });
    expect(result.ok ? [] : result.problems.map((p) => p.text)).toEqual([
      'blocks[0].type: expected one of "hero", "list"',
      "blocks[0].size: expected a value greater than 0",
      "blocks[0].when: expected an object or null",
      "blocks[1].type: missing",
      "blocks[1].when.flag: expected true or false",
      "title: expected a string or a number",
    ]);
  });

  it("decodeOrThrow throws with the first problem in its message", () => {
    expect(() => decodeOrThrow(Layout, { blocks: "x", title: 1 }, "layout home.json")).toThrow(
      new DecodeError("layout home.json", [{ path: "blocks", message: "expected an array", text: "blocks: expected an array" }]),
    );
    try {
      decodeOrThrow(Layout, { blocks: [{}], title: null }, "layout");
    } catch (error) {
      expect(error).toBeInstanceOf(DecodeError);
      expect((error as Error).message).toBe("layout: blocks[0].type: missing (and 2 more)");
      expect((error as DecodeError).problems).toHaveLength(3);
    }
  });
});
