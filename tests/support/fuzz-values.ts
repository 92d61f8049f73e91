/**
 * Values for fuzzing the server's calls (issue 17): JSON bodies generated from a request's JSON Schema, then
 * mutated the ways a careless or hostile client would (wrong types, missing and extra fields, huge arrays, deep
 * nesting, NUL and lone surrogates, numbers JavaScript cannot hold), and path segments from plausible to hostile.
 * Everything is a fast-check arbitrary, so one seed replays the same requests.
 */
import fc from "fast-check";

/** The JSON Schema 2020-12 keywords the OpenAPI document uses, loosely typed. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
}

/**
 * A number or literal JSON.stringify cannot write (`-0`, `1e999`, a 30-digit integer): held as a marker string in the
 * value and written raw into the JSON text by {@link jsonText}.
 */
const raw = (literal: string) => `@@raw(${literal})@@`;
const RAW_MARKER = /"@@raw\((.*?)\)@@"/g;

/** The value as JSON text, raw literals written as they are; a lone surrogate is written `\ud800` (JSON.stringify's own escape). */
export function jsonText(value: unknown): string {
  return (JSON.stringify(value) ?? "null").replace(RAW_MARKER, "$1");
}

/** `{"__proto__": …}` as JSON.parse builds it: an own key, as the server sees it, not a prototype. */
const protoKey = (inner: unknown) => JSON.parse(`{"__proto__": ${JSON.stringify(inner)}}`) as unknown;

/** Scalars a field should never hold, or holds only at its edges. */
const HOSTILE_SCALARS: readonly unknown[] = [
  null, true, false, 0, -1, 1.5, Number.MAX_VALUE, -Number.MAX_VALUE, Number.MIN_VALUE, 2 ** 53 + 2,
  raw("-0"), raw("1e999"), raw("-1e999"), raw("123456789012345678901234567890"), raw("1e308"), raw("0.0000000000000000000000001"),
  "", " ", "0", "-0", "-1", "NaN", "Infinity", "-Infinity", "1e308", "1e-308", "0x1F", "1,5", " 12 ", "12.345678901234567890",
  "99999999999999999999", "null", "undefined", "true", "__proto__", "constructor", "toString",
  "'; select pg_sleep(1); --", "1' or '1'='1", "$1", "%s%s%n", "<script>alert(1)</script>", "../../etc/passwd",
  "a\u0000b", "\u0000", "\ud800", "x\udfffy", "\ud83d", "\u202e\u0661\u0662\u0663", "🍕🍕", "Ω≈ç√∫", "\r\n\t", "\ufeff",
  "00000000-0000-0000-0000-000000000000",
];

/** A value for any field: a hostile scalar, a random string or number, a long text, an odd container. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_SCALARS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 12 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.integer({ min: 1000, max: 6000 }).map((n) => "x".repeat(n)) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>([], {}, [null], [[]], { a: {} }, protoKey({ polluted: true }), { constructor: { prototype: { polluted: true } } }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

/** Keys a body should not have. */
const EXTRA_KEY = fc.oneof(
  fc.constantFrom("__proto__", "constructor", "prototype", "", " ", "uuid", "id", "status", "license", "total", "paid", "a\u0000b", "\ud800", "x".repeat(300)),
  fc.string({ maxLength: 12 }),
);

/** Strings matching a pattern from the document (fast-check builds them from the regular expression). */
const stringMatching = (pattern: string) => fc.stringMatching(new RegExp(pattern)).filter((s) => s.length <= 40);

/**
 * Plausible values for `schema` (right type, enum member, pattern, bounds), with `hints` mixed in for the fields the
 * hint names (real order uuids, product ids): generated ids alone would never reach past "not found".
 */
export function schemaValue(schema: JsonSchema, components: Readonly<Record<string, JsonSchema>>, hints: Readonly<Record<string, readonly unknown[]>>, depth = 0): fc.Arbitrary<unknown> {
  if (schema.$ref) {
    const target = components[schema.$ref.replace("#/components/schemas/", "")];
    return target && depth < 6 ? schemaValue(target, components, hints, depth + 1) : fc.constant(null);
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((option) => schemaValue(option, components, hints, depth + 1)));
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => schemaValue({ ...schema, type }, components, hints, depth)));
  switch (types[0]) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer":
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 100_000 });
    case "number":
      return fc.oneof(fc.integer({ min: -10, max: 1000 }), fc.double({ min: -10, max: 1000, noNaN: true }));
    case "string":
      if (schema.pattern) return stringMatching(schema.pattern);
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 30) });
    case "array": {
      if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map((item) => schemaValue(item, components, hints, depth + 1)));
      const item = schema.items && depth < 6 ? schemaValue(schema.items, components, hints, depth + 1) : fc.jsonValue({ maxDepth: 1 });
      return fc.array(item, { minLength: Math.min(schema.minItems ?? 0, 3), maxLength: Math.min(schema.maxItems ?? 3, 3) });
    }
    case "object":
    default: {
      if (!schema.properties) return types[0] === "object" ? fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 12 }), { maxKeys: 3 }) : fc.jsonValue({ maxDepth: 1 });
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(schema.properties)) {
        const generated = schemaValue(property, components, hints, depth + 1);
        const hint = hints[name];
        model[name] = hint && hint.length > 0 ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...hint) }, { weight: 1, arbitrary: generated }) : generated;
      }
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((name) => name in model) });
    }
  }
}

/** One change to a JSON value, applied at a node picked by `at` (in walk order). */
export interface Mutation {
  kind: "replace" | "delete" | "extra-key" | "null" | "huge-array" | "repeat" | "deep";
  at: number;
  value: unknown;
  key: string;
  size: number;
}

export const mutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom<Mutation["kind"]>("replace", "replace", "replace", "delete", "delete", "extra-key", "null", "huge-array", "repeat", "deep"),
  at: fc.nat(),
  value: hostileValue,
  key: EXTRA_KEY,
  size: fc.oneof(fc.integer({ min: 2, max: 120 }), fc.integer({ min: 120, max: 3000 })),
});

type Path = readonly (string | number)[];

/** Every node's path, the value itself first. */
function paths(value: unknown, at: Path = []): Path[] {
  const out: Path[] = [at];
  if (Array.isArray(value)) value.forEach((item, i) => out.push(...paths(item, [...at, i])));
  else if (value !== null && typeof value === "object") for (const [key, item] of Object.entries(value)) out.push(...paths(item, [...at, key]));
  return out;
}

function nest(value: unknown, depth: number): unknown {
  let out = value;
  for (let i = 0; i < depth; i++) out = i % 2 === 0 ? [out] : { a: out };
  return out;
}

/** `value` with `m` applied (a copy; the value is JSON, so a JSON round trip copies it, raw markers included). */
export function applyMutation(value: unknown, m: Mutation): unknown {
  const root = { v: JSON.parse(JSON.stringify(value ?? null)) as unknown };
  const all = paths(root.v);
  // Mostly a field inside the body (so the rest still reads), the body as a whole one time in eight.
  const path = (all.length > 1 && m.at % 8 !== 0 ? all[1 + (m.at % (all.length - 1))] : all[0])!;
  // The parent of the node, and its key there (the root hangs off `root.v`).
  let parent: Record<string | number, unknown> = root as Record<string, unknown>;
  let key: string | number = "v";
  for (const step of path) {
    parent = parent[key] as Record<string | number, unknown>;
    key = step;
  }
  const node = parent[key];
  switch (m.kind) {
    case "replace":
      parent[key] = m.value;
      break;
    case "null":
      parent[key] = null;
      break;
    case "delete":
      if (Array.isArray(parent)) parent.splice(key as number, 1);
      else if (parent !== root) delete parent[key];
      else root.v = undefined;
      break;
    case "extra-key":
      if (node !== null && typeof node === "object" && !Array.isArray(node)) Object.defineProperty(node, m.key, { value: m.value, enumerable: true, writable: true, configurable: true });
      else parent[key] = { [m.key]: m.value };
      break;
    case "huge-array":
      parent[key] = Array.from({ length: m.size }, () => (typeof node === "object" ? 1 : node));
      break;
    case "repeat":
      parent[key] = Array.isArray(node) && node.length > 0 ? Array.from({ length: m.size }, (_, i) => node[i % node.length]) : Array.from({ length: m.size }, () => node);
      break;
    case "deep":
      parent[key] = nest(node, 10 + (m.size % 60));
      break;
  }
  return root.v;
}

/** JSON text that is not quite a body: empty, cut, two values, a BOM, raw control bytes, oversized, overdeep. */
export const brokenJsonText: fc.Arbitrary<string> = fc.constantFrom(
  "",
  " ",
  "{",
  "[",
  '{"a":',
  "nul",
  "null",
  "true",
  "0",
  "-0",
  "1e999",
  '"text"',
  "[]",
  "{}",
  '{"a":1}{"b":2}',
  '{"a":1,}',
  "{'a':1}",
  "\ufeff{}",
  '{"a":"\u0000"}',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  '{"\\udfff":1}',
  '{"a":"\\uZZZZ"}',
  "[".repeat(50_000),
  `${"[".repeat(20)}1${"]".repeat(20)}`,
  `{"a":"${"x".repeat(300 * 1024)}"}`,
  `[${"1,".repeat(100_000)}1]`,
);

/** encodeURIComponent, except that a lone surrogate becomes its WTF-8 bytes (%ED%A0%80) instead of throwing. */
export function encodeSegment(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) out += `%ED%${(0xa0 | ((code >> 6) & 0x1f)).toString(16).toUpperCase()}%${(0x80 | (code & 0x3f)).toString(16).toUpperCase()}`;
    else out += encodeURIComponent(char);
  }
  return out;
}

/** Path segments, already encoded, that no route should choke on. */
const HOSTILE_SEGMENTS: readonly string[] = [
  "", "%00", "a%00b", "..", "...", "..%2F..%2Fetc%2Fpasswd", "%2e%2e", "%2F", "%5C", "%", "%zz", "%E0%A4%A", "%ED%A0%80", "%ED%BF%BF",
  "%C0%AE", "%FF", "%F0%9F%8D%95", "-1", "0", "-0", "1e308", "1e999", "NaN", "Infinity", "-Infinity", "99999999999999999999999",
  "9007199254740993", "1.5", "0x10", "+1", "1%2C2", "%2C", "1%2C", "%20", "%0A", "%0D%0A", "%09", "null", "undefined", "__proto__",
  "constructor", "hasOwnProperty", "'%20or%201%3D1--", "%3Cscript%3E", "%22", "%27", "%5Cu0000", "%25", "%2B", "*", ";", "@", "~",
];

/** A hostile path segment (encoded): odd literals, random and unicode text, ids of the wrong kind, long strings. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }).map(encodeSegment) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 12 }).map(encodeSegment) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 8 }).map(encodeSegment) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.uuid().map(String) },
  // The router refuses parameters over 100 characters; a few kB must still be a 4xx.
  { weight: 1, arbitrary: fc.integer({ min: 90, max: 4000 }).map((n) => "a".repeat(n)) },
);
