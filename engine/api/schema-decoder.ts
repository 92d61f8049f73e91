import type * as Schema from "effect/Schema";
import { decodeWith } from "../../schemas/decode";
import type { Decoder } from "./http";

/** Wraps a schema as a response decoder whose problems read `path: message`. */
export function schemaDecoder<S extends Schema.ConstraintDecoder<unknown>>(schema: S): Decoder<S["Type"]> {
  return (input) => {
    const decoded = decodeWith(schema, input);
    return decoded.ok ? { ok: true, value: decoded.value } : { ok: false, problems: decoded.problems.map((p) => p.text) };
  };
}
