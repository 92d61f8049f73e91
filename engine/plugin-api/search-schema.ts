/**
 * A route's query read by an Effect schema (`search: searchSchema(Schema.Struct({ … }))`). Apart from the plugin
 * contract, so the router and the routes without a query schema (every core route) leave Effect off the first
 * screen (decision 0058): only a route that declares one brings it.
 */
import type * as Schema from "effect/Schema";
import { decodeOrThrow } from "../../schemas/decode";
import type { SearchDecoder } from "./plugin";

/** Decodes the query's raw strings with `schema`; a query that does not decode throws, naming the route. */
export function searchSchema<Search>(schema: Schema.Codec<Search, Readonly<Record<string, string>>>): SearchDecoder<Search> {
  return (raw, path) => decodeOrThrow(schema, raw, `The query of ${path}`);
}
