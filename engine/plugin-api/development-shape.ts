/**
 * Builds a schema that only development checks read (the shared context fields' shapes, which the check of the
 * layouts' `when` variables walks): `import.meta.env?.DEV ? developmentShape((S) => S.Boolean) : undefined`.
 * The caller names the schema; this module hands it Effect's Schema module. A production build drops the call
 * and, since nothing else imports this module, the module and its import of Effect with it: a first-screen module
 * must not import Effect at all, even for a branch only development takes, or the bundler loads Effect's chunk
 * with the first screen (decision 0058).
 */
import * as Schema from "effect/Schema";

export function developmentShape<T>(build: (schema: typeof Schema) => Schema.Codec<T, unknown>): Schema.Codec<T, unknown> {
  return build(Schema);
}
