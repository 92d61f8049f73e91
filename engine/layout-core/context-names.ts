import type * as SchemaAST from "effect/SchemaAST";

/** The core's context fields by name (layout-context.ts): a plugin's field may not take one. */
export const CORE_CONTEXT_FIELD_NAMES: readonly string[] = [
  "settings", "license", "route", "language", "languages", "direction", "isOpen", "canOrder", "cart", "checkout", "updateAvailable", "data", "requests",
];

/**
 * Why a `when` variable names nothing (given the plugins' fields, and the menu fields they read as `settings.{name}`),
 * or undefined when it names a field.
 */
export type ContextPathCheck = (path: string, pluginFields: ReadonlyMap<string, SchemaAST.AST>, pluginSettings?: ReadonlySet<string>) => string | undefined;
