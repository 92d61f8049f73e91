/**
 * A compiled happy path for decoding big payloads with Effect Schema.
 *
 * Effect's interpreter builds an Effect for every node it visits; on a 3,000-product menu that made decoding
 * about 20 times as slow as `JSON.parse`. This module compiles a schema's AST once into plain functions that
 * either return the decoded value or give up with `INVALID`. Giving up costs nothing extra: the input then goes
 * to Effect's own decoder, which produces the detailed issues. Effect therefore stays the single source of truth
 * for what is valid and for every message; the fast path only has to say "yes" exactly when Effect would, and
 * return the same value. See docs/decisions/0011-compiled-fast-decode-path.md.
 *
 * The compiler runs the structural parts of a schema (structs, records, arrays, tuples, unions, literals,
 * primitives, checks). A transformation is run only when its exact chain was registered with `teachFastPath`
 * (schemas/fast-recipes.ts) by the helper that built it (`schemas/fields.ts`); anything else makes the whole
 * schema "not compilable", and decoding falls back to Effect alone: slower, never wrong.
 */
import * as Schema from "effect/Schema";
import * as SchemaParser from "effect/SchemaParser";
import type * as SchemaAST from "effect/SchemaAST";
import * as SchemaCompiler from "effect/schema/SchemaCompiler";
import { INVALID, fastRecipeOf, type FastCompiler, type FastDecode } from "./fast-recipes";

// The recipes live apart (schemas/fast-recipes.ts), so that building a schema does not bring this compiler along.
export { INVALID, fastRecipeOf, teachFastPath, type FastCompiler, type FastDecode, type FastRecipe } from "./fast-recipes";

/**
 * The default compiler. Structs are emitted as generated functions (named property reads, one object literal),
 * which is what keeps decoding within twice `JSON.parse`; where a Content-Security-Policy forbids building
 * functions at run time, the same compiler uses closures instead (about half as fast, still correct).
 */
export const compileFastPath: FastCompiler = /* @__PURE__ */ createCompiler(canGenerateCode());

/** The compiler a page under a strict Content-Security-Policy gets: closures only. Exported for the tests. */
export const compileFastPathWithoutCodegen: FastCompiler = /* @__PURE__ */ createCompiler(false);

/**
 * Makes Effect's own decoders (`Schema.decodeUnknownSync(schema)` and friends) use the compiled path for exactly
 * this schema, falling back to Effect's interpreter for the issues. Throws when the schema cannot be compiled:
 * the schemas that call this are meant to be fast, and a silent fallback would hide a performance bug.
 */
export function installFastPath<S extends Schema.Top>(schema: S): S {
  const fast = compileFastPath(schema.ast);
  if (fast === undefined) throw new Error("installFastPath: the schema cannot be compiled (see schemas/fast-path.ts)");
  // A structurally equal twin with its own AST node: the registry entry below replaces the one for
  // `schema.ast`, and Effect's interpreter must stay reachable for the detailed issues.
  const detailed = SchemaParser.decodeUnknownEffect(Schema.make(schema.annotate({}).ast));
  SchemaCompiler.set(schema.ast, {
    // Excess-property errors are Effect's job: defer to it whenever a caller asks for them.
    decode: (input, options) => (options.onExcessProperty === "error" ? INVALID : fast(input)),
    decodeEffect: (input, options) => detailed(input, options),
  });
  return schema;
}

/**
 * False in the built app, where Vite writes `import.meta.env.PROD` as `true`: the bundler then drops the code
 * generator, which the app's Content-Security-Policy would refuse anyway (decision 0052: bytes of the first screen).
 * Node (the server, scripts) has no `import.meta.env`.
 */
const MAY_GENERATE_CODE = typeof import.meta.env === "undefined" || !import.meta.env.PROD;

function canGenerateCode(): boolean {
  // The built app runs under the server's Content-Security-Policy, which forbids building code at run time
  // (docs/decisions/0035-security-headers.md): it does not even try, since the browser reports a refused try.
  if (import.meta.env?.PROD) return false;
  try {
    return new Function("return true")() === true;
  } catch {
    return false;
  }
}

const noOptions: SchemaAST.ParseOptions = {};

interface Slot {
  readonly decode: FastDecode;
  readonly optional: boolean;
  readonly readsMissing: boolean;
}

function createCompiler(generateCode: boolean): FastCompiler {
  const compiled = new WeakMap<SchemaAST.AST, FastDecode | null>();

  const compile: FastCompiler = (ast) => {
    const hit = compiled.get(ast);
    if (hit !== undefined) return hit ?? undefined;
    const made = withChecks(ast, compileNode(ast));
    compiled.set(ast, made ?? null);
    return made;
  };

  function compileNode(ast: SchemaAST.AST): FastDecode | undefined {
    if (ast.encoding !== undefined) return fastRecipeOf(ast.encoding)?.build(compile);
    switch (ast._tag) {
      case "String":
        return (u) => (typeof u === "string" ? u : INVALID);
      case "Number":
        return (u) => (typeof u === "number" ? u : INVALID);
      case "Boolean":
        return (u) => (typeof u === "boolean" ? u : INVALID);
      case "Null":
        return (u) => (u === null ? u : INVALID);
      case "Literal": {
        const literal = ast.literal;
        return (u) => (u === literal ? u : INVALID);
      }
      case "Unknown":
      case "Any":
        return (u) => u;
      case "Union":
        return compileUnion(ast);
      case "Arrays":
        return compileArrays(ast);
      case "Objects":
        return ast.indexSignatures.length > 0 ? compileRecord(ast) : compileStruct(ast);
      default:
        return undefined;
    }
  }

  function slot(ast: SchemaAST.AST): Slot | undefined {
    const decode = compile(ast);
    if (decode === undefined) return undefined;
    const readsMissing = ast.encoding !== undefined && fastRecipeOf(ast.encoding)?.readsMissing === true;
    return { decode, optional: ast.context?.isOptional === true, readsMissing };
  }

  function compileUnion(ast: SchemaAST.Union): FastDecode | undefined {
    if (ast.options?.mode === "oneOf") return undefined;
    if (ast.types.every(isPlainLiteral)) {
      const allowed = new Set<unknown>(ast.types.map((t) => (t._tag === "Null" ? null : t.literal)));
      return (u) => (allowed.has(u) ? u : INVALID);
    }
    const members: FastDecode[] = [];
    for (const type of ast.types) {
      const member = compile(type);
      if (member === undefined) return undefined;
      members.push(member);
    }
    // Effect's default ("anyOf") union answers with the first member that decodes.
    return (u) => {
      for (const member of members) {
        const value = member(u);
        if (value !== INVALID) return value;
      }
      return INVALID;
    };
  }

  function compileArrays(ast: SchemaAST.Arrays): FastDecode | undefined {
    if (ast.rest.length > 1) return undefined;
    const elements: Slot[] = [];
    for (const element of ast.elements) {
      const s = slot(element);
      // An optional element without a default would shorten the output; not needed here, so not compiled.
      if (s === undefined || (s.optional && !s.readsMissing)) return undefined;
      elements.push(s);
    }
    const restAst = ast.rest[0];
    const rest = restAst === undefined ? undefined : compile(restAst);
    if (restAst !== undefined && rest === undefined) return undefined;
    return elements.length === 0 && rest !== undefined ? listDecoder(rest) : tupleDecoder(elements, rest);
  }

  function compileStruct(ast: SchemaAST.Objects): FastDecode | undefined {
    const names: string[] = [];
    const slots: Slot[] = [];
    for (const property of ast.propertySignatures) {
      // "__proto__" would need defineProperty on every object; no schema here has it, so it is not compiled.
      if (typeof property.name !== "string" || property.name === "__proto__") return undefined;
      const s = slot(property.type);
      if (s === undefined) return undefined;
      names.push(property.name);
      slots.push(s);
    }
    return (MAY_GENERATE_CODE && generateCode ? generatedStruct(names, slots) : undefined) ?? closureStruct(names, slots);
  }

  function compileRecord(ast: SchemaAST.Objects): FastDecode | undefined {
    const [signature, ...others] = ast.indexSignatures;
    if (signature === undefined || others.length > 0 || ast.propertySignatures.length > 0) return undefined;
    const key = signature.parameter;
    if (key._tag !== "String" || key.encoding !== undefined) return undefined;
    const value = compile(signature.type);
    if (value === undefined) return undefined;
    // Keys are strings already; only their checks (an id pattern, say) need running.
    return recordDecoder(key.checks === undefined ? undefined : compile(key), value);
  }

  return compile;
}

function flattenChecks(checks: SchemaAST.Checks): Array<SchemaAST.Filter<unknown>> {
  return checks.flatMap((check) => (check._tag === "Filter" ? [check] : flattenChecks(check.checks)));
}

/** Effect runs a node's checks on its decoded value; so does the fast path. */
function withChecks(ast: SchemaAST.AST, decode: FastDecode | undefined): FastDecode | undefined {
  if (decode === undefined || ast.checks === undefined) return decode;
  const filters = flattenChecks(ast.checks);
  return (u) => {
    const value = decode(u);
    if (value === INVALID) return value;
    for (const filter of filters) if (filter.run(value, ast, noOptions) !== undefined) return INVALID;
    return value;
  };
}

function isPlainLiteral(ast: SchemaAST.AST): ast is SchemaAST.Literal | SchemaAST.Null {
  return (ast._tag === "Literal" || ast._tag === "Null") && ast.checks === undefined && ast.encoding === undefined;
}

function isObjectInput(u: unknown): u is Record<string, unknown> {
  return typeof u === "object" && u !== null && !Array.isArray(u);
}

function listDecoder(item: FastDecode): FastDecode {
  return (u) => {
    if (!Array.isArray(u)) return INVALID;
    const out = new Array<unknown>(u.length);
    for (let i = 0; i < u.length; i++) {
      const value = item(u[i]);
      if (value === INVALID) return INVALID;
      out[i] = value;
    }
    return out;
  };
}

function tupleDecoder(elements: readonly Slot[], rest: FastDecode | undefined): FastDecode {
  return (u) => {
    if (!Array.isArray(u)) return INVALID;
    if (rest === undefined && u.length > elements.length) return INVALID;
    const out: unknown[] = [];
    for (let i = 0; i < elements.length; i++) {
      const element = elements[i]!;
      if (i >= u.length && !element.readsMissing) return INVALID;
      const value = element.decode(i < u.length ? u[i] : undefined);
      if (value === INVALID) return INVALID;
      out.push(value);
    }
    for (let i = elements.length; rest !== undefined && i < u.length; i++) {
      const value = rest(u[i]);
      if (value === INVALID) return INVALID;
      out.push(value);
    }
    return out;
  };
}

function recordDecoder(key: FastDecode | undefined, value: FastDecode): FastDecode {
  return (u) => {
    if (!isObjectInput(u)) return INVALID;
    const out: Record<string, unknown> = {};
    for (const name of Object.keys(u)) {
      if (key !== undefined && key(name) === INVALID) return INVALID;
      const decoded = value(u[name]);
      if (decoded === INVALID) return INVALID;
      // A JSON key "__proto__" is an own property; a plain assignment would replace the prototype instead.
      if (name === "__proto__") Object.defineProperty(out, name, { value: decoded, writable: true, enumerable: true, configurable: true });
      else out[name] = decoded;
    }
    return out;
  };
}

/** A struct as a loop over its fields: works everywhere. */
function closureStruct(names: readonly string[], slots: readonly Slot[]): FastDecode {
  const count = names.length;
  return (u) => {
    if (!isObjectInput(u)) return INVALID;
    const out: Record<string, unknown> = {};
    for (let i = 0; i < count; i++) {
      const name = names[i]!;
      const s = slots[i]!;
      const raw = u[name];
      if (raw === undefined && !s.readsMissing && !(name in u)) {
        if (s.optional) continue;
        return INVALID;
      }
      const value = s.decode(raw);
      if (value === INVALID) return INVALID;
      out[name] = value;
    }
    return out;
  };
}

/**
 * A struct as generated code: `u["price"]` reads and one `{...}` literal give V8 fixed shapes instead of a
 * loop of keyed accesses. Only field names (JSON-quoted) and slot indexes are written into the source.
 * Structs with optional keys that may be left out keep the loop (they need a conditional shape).
 */
function generatedStruct(names: readonly string[], slots: readonly Slot[]): FastDecode | undefined {
  if (slots.some((s) => s.optional && !s.readsMissing)) return undefined;
  const lines = ['if(typeof u!=="object"||u===null||Array.isArray(u))return I;let r;'];
  names.forEach((name, i) => {
    const key = JSON.stringify(name);
    const absent = slots[i]!.readsMissing ? "" : `if(r===undefined&&!(${key} in u))return I;`;
    lines.push(`r=u[${key}];${absent}const v${i}=d[${i}](r);if(v${i}===I)return I;`);
  });
  lines.push(`return{${names.map((name, i) => `${JSON.stringify(name)}:v${i}`).join(",")}};`);
  try {
    const make = new Function("d", "I", `"use strict";return function(u){${lines.join("")}}`) as (
      decoders: readonly FastDecode[],
      invalid: typeof INVALID,
    ) => FastDecode;
    return make(
      slots.map((s) => s.decode),
      INVALID,
    );
  } catch {
    return undefined;
  }
}
