/**
 * One backend call, said once (issue 19: "one contract module per backend call"): its method and path as the spec
 * writes them, the request body's schema, the one success the spec gives and the refusals it may answer. The
 * browser's fetcher (engine/api/call.ts), the server's route (server/routes/route-call.ts), the OpenAPI document
 * (server/openapi.ts) and the API-path test (tests/unit/api/call-contracts.test.ts) all read the same object, so a
 * path, a body field or a status is changed in one place.
 *
 * A contract builds Effect schemas, so only calls made after the first screen have one: the boot calls (menu,
 * languages, custom domain) keep their build-time decoders (decisions 0052, 0058) and their rows in server/openapi.ts.
 */
import type * as Schema from "effect/Schema";

export type CallMethod = "get" | "post" | "patch";

/** A refusal's body: `"error"` is the `{ detail }` every refusal carries; a schema says more (`reasons`). */
export type RefusalBody = Schema.Top | "error";

export interface CallContract<Request extends Schema.Top | undefined = Schema.Top | undefined, Answer extends Schema.Top = Schema.Top> {
  readonly method: CallMethod;
  /** The spec's path, parameters in braces: `/{lang}/api/order/{id}/`. */
  readonly path: string;
  /** One line for the API document. */
  readonly summary: string;
  /** The body's schema (the wire form the server decodes); none for a GET. */
  readonly request: Request;
  /** The one success status the spec gives, and its answer: any other answer is a failure (engine/api/http.ts `expect`). */
  readonly success: { readonly status: 200 | 201; readonly answer: Answer };
  /** The refusals the call answers besides the ones every call of its kind can (413, 415, 429: server/openapi.ts). */
  readonly refusals: Readonly<Record<number, RefusalBody>>;
  /** Sent with an `Idempotency-Key`, the write happens once however often it is sent. */
  readonly idempotent?: boolean;
}

/** Declares a call; the literal types are kept so a caller's body and answer are typed by the contract. */
export function defineCall<const Request extends Schema.Top | undefined, const Answer extends Schema.Top>(
  contract: CallContract<Request, Answer>,
): CallContract<Request, Answer> {
  return contract;
}

/** The names of a path's parameters, in order: `/{lang}/api/order/{id}/` → `["lang", "id"]`. */
export function pathParameters(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
}

/** The path with its parameters filled (each encoded): what the browser requests. */
export function fillPath(path: string, parameters: Readonly<Record<string, string>>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = parameters[name];
    if (value === undefined) throw new Error(`${path}: no value for {${name}}`);
    return encodeURIComponent(value);
  });
}

/** The path as Fastify routes it: `/{lang}/api/order/` → `/:lang/api/order/`. */
export function routePath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ":$1");
}
