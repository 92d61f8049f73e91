/**
 * The recipes of the fast decode paths: how a transformation chain built by schemas/fields.ts reads without
 * Effect's interpreter. The helpers that build the chains register them here; the run-time compiler
 * (schemas/fast-path.ts) and the build-time generator (scripts/vite/menu-decoder-source.ts) read them. Kept apart
 * from the compiler so that a module building schemas does not bring the compiler along (decision 0058).
 */
import type * as Schema from "effect/Schema";
import type * as SchemaAST from "effect/SchemaAST";
import * as SchemaCompiler from "effect/schema/SchemaCompiler";

/** What a fast decoder returns when it gives up; Effect's own marker, so its parser registry understands it. */
export const INVALID: typeof SchemaCompiler.invalid = SchemaCompiler.invalid;

/** Decodes `input` exactly like Effect would, or returns {@link INVALID} for anything Effect would reject. */
export type FastDecode = (input: unknown) => unknown;

/** Compiles a schema AST, or returns undefined when the schema uses something the compiler cannot run. */
export type FastCompiler = (ast: SchemaAST.AST) => FastDecode | undefined;

/** How to run one registered transformation chain without Effect. */
export interface FastRecipe {
  /** True when the decoder also handles an absent key or element (a default); it then receives `undefined`. */
  readonly readsMissing: boolean;
  /** Builds the decoder; `compile` compiles inner schemas. Returns undefined when an inner schema cannot be. */
  readonly build: (compile: FastCompiler) => FastDecode | undefined;
  /**
   * The same recipe for the decoder generated at build time (decision 0052): a reader of schemas/field-readers.ts
   * by name, a default read by an inner schema, or an inner schema whose refusal is caught (engine/storage/lenient.ts):
   * as an absent key (`fallible`) or as null (`listDroppingBadItems`'s items).
   */
  readonly generated?:
    | { readonly reader: string }
    | { readonly fallback: unknown; readonly inner: SchemaAST.AST }
    | { readonly caughtAs: "absent" | "null"; readonly inner: SchemaAST.AST };
}

// Keyed by the transformation chain itself: `.check()` and `.annotate()` keep the chain (the compiler runs the
// added checks itself), while `decodeTo` or `optionalKey` make a new one, so a recipe is never applied to a
// chain it does not describe.
const recipes = new WeakMap<SchemaAST.Encoding, FastRecipe>();

/** The recipe registered for a transformation chain, if any (the build-time generator reads it). */
export function fastRecipeOf(encoding: SchemaAST.Encoding): FastRecipe | undefined {
  return recipes.get(encoding);
}

/** Registers how to decode `schema`'s own transformation chain without Effect; returns the schema unchanged. */
export function teachFastPath<S extends Schema.Top>(schema: S, recipe: FastRecipe): S {
  const encoding = schema.ast.encoding;
  if (encoding === undefined) throw new Error("teachFastPath: the schema has no transformation to teach");
  recipes.set(encoding, recipe);
  return schema;
}
