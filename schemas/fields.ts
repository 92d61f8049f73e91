/**
 * The building blocks every payload schema is made of: how one field is read off the wire, and what an absent
 * field becomes. Each reading rule is one plain function used by both Effect's decoder and the compiled fast
 * path (schemas/fast-path.ts), so the two cannot disagree. The rules are written down in docs/menu-payload.md.
 */
import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import * as SchemaGetter from "effect/SchemaGetter";
import { formatMilliPlain, type Milli } from "./money";
import { INVALID, teachFastPath } from "./fast-recipes";
import * as readers from "./field-readers";
import type { UrlUse } from "./field-readers";

export { isSafeUrl, unsafeUrlCount, type UrlUse } from "./field-readers";

/** The readers and checks of schemas/field-readers.ts, by name: what the generated decoder calls (decision 0052). */
export type ReaderName = { [K in keyof typeof readers]: (typeof readers)[K] extends (u: unknown) => unknown ? K : never }[keyof typeof readers] | `readOptionalUrl.${UrlUse}`;
export type CheckName = "isKey" | "isWhole" | "isInteger" | "isBetween" | "isLocalDateTime" | "isFiniteNumber" | "isAtLeast";

/**
 * A check the generated decoder can run: `generated` names its predicate in schemas/field-readers.ts, called with
 * the value and `generatedArgs`. Effect runs `run`, which must be that same predicate.
 */
export function generatedCheck<T>(run: (value: T) => boolean, expected: string, generated: CheckName, generatedArgs: readonly number[] = []) {
  return Schema.makeFilter(run, { expected, generated, generatedArgs });
}

interface ScalarSpec<T, E> {
  /** The decoded value, or undefined when the input is not acceptable (T never includes undefined). */
  readonly read: (input: unknown) => T | undefined;
  /** Back to the wire form, for encoding. */
  readonly write: (value: T) => E;
  /** Guards the decoded type, so Effect checks what `read` produced. */
  readonly isDecoded: (u: unknown) => u is T;
  /** Finishes "expected …" in the problem line (`products[3].price: expected a number`). */
  readonly expected: string;
  /** What the wire accepts, as JSON Schema (for the OpenAPI document); looser than `read` where a pattern cannot say it. */
  readonly wireJsonSchema: JsonSchemaFragment;
  /** `read`'s name in schemas/field-readers.ts, for the decoder generated at build time (decision 0052). */
  readonly generated: ReaderName;
}

/** A JSON Schema fragment (2020-12) describing a field's wire form. */
export type JsonSchemaFragment = Readonly<Record<string, unknown>>;

/**
 * A leaf field read by one function. The wire side is a guard over `read`, so a bad value fails with a single
 * "expected …" issue at the field's path, whatever its type.
 */
export function scalar<T, E>(spec: ScalarSpec<T, E>) {
  // The wire side is a check over Any rather than a declaration so it can say what it accepts in JSON Schema
  // (Effect drops checks on Unknown there); `[fragment, true]` marks a safe, looser reading.
  const wire = Schema.Any.check(
    Schema.makeFilter((u: unknown) => spec.read(u) !== undefined, { expected: spec.expected, toJsonSchema: () => [{ ...spec.wireJsonSchema }, true] }),
  ) as unknown as Schema.Codec<E>;
  const decoded = Schema.declare(spec.isDecoded, { expected: spec.expected });
  const schema = wire.pipe(
    Schema.decodeTo(decoded, {
      decode: SchemaGetter.transform((e: E) => spec.read(e) as T),
      encode: SchemaGetter.transform(spec.write),
    }),
  );
  return teachFastPath(schema, {
    readsMissing: false,
    generated: { reader: spec.generated },
    build: () => (u) => {
      const value = spec.read(u);
      return value === undefined ? INVALID : value; // not `??`: null is a value (OptionalText)
    },
  });
}

const isSafeWhole = readers.isSafeWhole;

/**
 * An entity id: a whole number, or a string of digits ("12"), decoded to a number. Strings are accepted
 * because translation overlays and hand-written venue files key entities by their id as text.
 */
export const Id = scalar<number, number | string>({
  read: readers.readId,
  write: (id) => id,
  isDecoded: isSafeWhole,
  expected: "an id (a whole number)",
  wireJsonSchema: { anyOf: [{ type: "integer", minimum: 0 }, { type: "string", pattern: "^\\d{1,15}$" }] },
  generated: "readId",
});

/**
 * Money: a JSON number (12.5) or a decimal string ("12.500"), decoded to integer thousandths (`Milli`) by
 * `parseAmount`. Encodes to the backend's canonical text ("12.500"). See docs/decisions/0010-amounts-from-strings.md.
 */
export const Amount = scalar<Milli, string | number>({
  read: readers.readAmount,
  write: formatMilliPlain,
  isDecoded: (u): u is Milli => typeof u === "number" && Number.isSafeInteger(u),
  expected: "a number",
  wireJsonSchema: { anyOf: [{ type: "number" }, { type: "string", pattern: "^\\s*-?\\d+(\\.\\d+)?\\s*$" }], examples: ["12.500"] },
  generated: "readAmount",
});

/** A percentage or rate: a JSON number or a numeric string ("5", "12.5"), decoded to a finite number. */
export const Rate = scalar<number, number | string>({
  read: readers.readRate,
  write: (n) => n,
  isDecoded: (u): u is number => typeof u === "number" && Number.isFinite(u),
  expected: "a number",
  wireJsonSchema: { anyOf: [{ type: "number" }, { type: "string", pattern: "^[+-]?(\\d+\\.?\\d*|\\.\\d+)$" }] },
  generated: "readRate",
});

/**
 * A switch in every common form: true or false, 1 or 0 (databases with integer booleans), and those four as
 * strings ("true", "0"…, any case). Each reads as what it says; anything else is refused, never guessed.
 */
export const Flag = scalar<boolean, boolean | 0 | 1 | string>({
  read: readers.readFlag,
  write: (b) => b,
  isDecoded: (u): u is boolean => typeof u === "boolean",
  expected: "true or false",
  wireJsonSchema: { anyOf: [{ type: "boolean" }, { enum: [0, 1] }, { type: "string", description: '"true", "false", "1" or "0", in any case' }] },
  generated: "readFlag",
});

/**
 * A text that may be absent: a string, or null. A blank string also decodes to null, so consumers test one
 * thing (`url === null`) instead of two, and never render `<img src="">`.
 */
export const OptionalText = scalar<string | null, string | null>({
  read: readers.readOptionalText,
  write: (s) => s,
  isDecoded: (u): u is string | null => u === null || (typeof u === "string" && u.trim() !== ""),
  expected: "a string or null",
  wireJsonSchema: { type: ["string", "null"] },
  generated: "readOptionalText",
});

/** A version such as `qr_app_version`: a string or a number, decoded to its text; null or blank when unset. */
export const VersionText = scalar<string | null, string | number | null>({
  read: readers.readVersion,
  write: (s) => s,
  isDecoded: (u): u is string | null => u === null || typeof u === "string",
  expected: "a version (a number or a string)",
  wireJsonSchema: { type: ["string", "number", "null"] },
  generated: "readVersion",
});

/** A plain string (names, HTML descriptions, colours, codes); a number sent for one (`sku: 1001`) reads as its digits. */
export const Text = scalar<string, string | number>({
  read: readers.readText,
  write: (s) => s,
  isDecoded: (u): u is string => typeof u === "string",
  expected: "a string",
  wireJsonSchema: { type: ["string", "number"] },
  generated: "readText",
});

/** A non-empty string, for keys that identify something (license, language code). */
export const Key = Schema.String.check(generatedCheck(readers.isKey, "a non-empty string", "isKey"));

/** A count or size: a JSON number that is a whole number, 0 or more (widths, decimals, limits). */
export const Whole = Schema.Number.check(
  generatedCheck(readers.isWhole, "a whole number (0 or more)", "isWhole"),
);

/** A whole number that may be negative (a POS stock level can be oversold). */
export const Integer = Schema.Number.check(
  generatedCheck(readers.isInteger, "a whole number", "isInteger"),
);

/** A JSON number in a closed range, with a message that names the range. */
export function between(minimum: number, maximum: number, expected: string) {
  return Schema.Number.check(
    generatedCheck((n: number) => readers.isBetween(n, minimum, maximum), expected, "isBetween", [minimum, maximum]),
  );
}

function isAbsent(input: Option.Option<unknown>): boolean {
  return Option.isNone(input) || input.value === undefined || input.value === null;
}

/**
 * Makes a field optional on the wire and required in the decoded value: an absent key, `undefined` or `null`
 * decodes as `fallback` (given in wire form, so it goes through the same reading as a real value). Present
 * values are read by `schema` unchanged, with its own messages.
 */
export function withDefault<S extends Schema.Top>(schema: S, fallback: S["Encoded"]) {
  const frozen: S["Encoded"] = typeof fallback === "object" && fallback !== null ? Object.freeze(fallback) : fallback;
  // The wire side accepts anything at run time, because `schema` validates the value right after (one check,
  // one message); its type says what may be sent, so `typeof X.Encoded` stays a useful description.
  // Any rather than Unknown, whose checks Effect leaves out of JSON Schema: the check describes the field for the
  // OpenAPI document as the inner schema's wire form or null, and accepts everything.
  const wire = Schema.Any.check(
    Schema.makeFilter(() => true, {
      // The inner schema's wire form is a dependency Effect compiles and hands to `toJsonSchema` (only the OpenAPI
      // document asks; nothing of the JSON Schema compiler reaches the app's bundle).
      representation: { id: "carta/withDefault", payload: null, schemas: [Schema.toEncoded(schema as unknown as Schema.Codec<unknown, unknown>).ast] },
      toJsonSchema: ({ schemas }) => [{ anyOf: [...schemas, { type: "null" }] }, true],
    }),
  ) as unknown as Schema.Codec<S["Encoded"] | null>;
  const field = Schema.optionalKey(wire).pipe(
    Schema.decodeTo(schema, {
      decode: SchemaGetter.transformOptional((input: Option.Option<S["Encoded"] | null>) =>
        Option.some(isAbsent(input) ? frozen : (Option.getOrUndefined(input) as S["Encoded"])),
      ),
      encode: SchemaGetter.passthroughSubtype<S["Encoded"] | null, S["Encoded"]>(),
    }),
  );
  return teachFastPath(field, {
    readsMissing: true,
    generated: { fallback: frozen, inner: schema.ast },
    build: (compile) => {
      const inner = compile(schema.ast);
      if (inner === undefined) return undefined;
      return (u) => inner(u === undefined || u === null ? frozen : u);
    },
  });
}

/** A list that defaults to empty. */
export function listOf<S extends Schema.Top>(item: S) {
  return withDefault(Schema.Array(item), []);
}

/**
 * An optional address (OptionalText) that reads an unsafe one as null: the page never gets it, and the menu
 * decoder reports it as a repair (schemas/menu/decode-menu-data.ts, `unsafeUrlRepairs`).
 */
export function optionalUrl(use: UrlUse) {
  return scalar<string | null, string | null>({
    read: readers.readOptionalUrl[use],
    write: (s) => s,
    isDecoded: (u): u is string | null => u === null || (typeof u === "string" && u.trim() !== ""),
    expected: "a string or null",
    wireJsonSchema: { type: ["string", "null"], description: "an address: http(s), or tel:/mailto: for links" },
    generated: `readOptionalUrl.${use}`,
  });
}

/** A required image address (Text) that reads an unsafe one as "", which every consumer treats as no image. */
export const ImageUrl = scalar<string, string>({
  read: readers.readImageUrl,
  write: (s) => s,
  isDecoded: (u): u is string => typeof u === "string",
  expected: "a string",
  wireJsonSchema: { type: "string", description: "an image address: http(s) or data:image" },
  generated: "readImageUrl",
});
