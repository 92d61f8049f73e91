/**
 * Hard bounds on what a request may carry (issue 17, docs/security.md), checked before any route sees it: a body
 * size, a nesting depth, and text the database and the receipt can hold. Bad input is a 400 (413 for size) naming
 * where it is, never a 500 from deep inside a query.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";

/** The largest JSON body: a 100-line order with every text at its bound fits with room to spare. */
export const MAX_BODY_BYTES = 256 * 1024;
/** The deepest nesting any call's body has is 6 (order → lines → line → combo groups → group → products → product). */
export const MAX_JSON_DEPTH = 16;

/** A 4xx the error handler answers as `{ detail }` (server/routes/errors.ts). */
export class InputProblem extends Error {
  readonly statusCode: number;
  constructor(detail: string, statusCode = 400) {
    super(detail);
    this.statusCode = statusCode;
  }
}

/** NUL (PostgreSQL text cannot hold it) or half of a surrogate pair (not Unicode; the PDF and JSON encoders choke). */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNACCEPTABLE = /[\u0000]|[\uD800-\uDFFF]/u;

/** The path of the first string in `value` holding an unacceptable character, or undefined. */
export function badTextPath(value: unknown, path = ""): string | undefined {
  if (typeof value === "string") return UNACCEPTABLE.test(value) ? path || "(body)" : undefined;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const bad = badTextPath(item, `${path}[${i}]`);
      if (bad) return bad;
    }
    return undefined;
  }
  if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (UNACCEPTABLE.test(key)) return path ? `${path}.(key)` : "(key)";
      const bad = badTextPath(item, path ? `${path}.${key}` : key);
      if (bad) return bad;
    }
  }
  return undefined;
}

/** How deep `text`'s JSON nests, counted without parsing (strings skipped), stopping once past `limit`. */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > limit) return true;
    } else if (c === 93 || c === 125) depth--;
  }
  return false;
}

/**
 * JSON bodies read with the bounds above; route parameters and query values checked for the same characters. A body
 * of another content type is refused (415) by Fastify with no parser for it.
 */
export function installInputLimits(app: FastifyInstance): void {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string", bodyLimit: MAX_BODY_BYTES }, (_request, body, done) => {
    const text = body as string;
    if (text.trim() === "") return done(null, undefined);
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) return done(new InputProblem(`The body nests deeper than ${MAX_JSON_DEPTH} levels.`), undefined);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return done(new InputProblem("The body is not valid JSON."), undefined);
    }
    const bad = badTextPath(parsed);
    if (bad) return done(new InputProblem(`${bad}: contains a character that is not text (NUL or a lone surrogate).`), undefined);
    done(null, parsed);
  });
  // A callback hook, not an async one: it runs on every request, and a promise per request is measurable.
  app.addHook("preValidation", (request: FastifyRequest, _reply, done) => {
    const bad = badTextPath(request.params, "path") ?? badTextPath(request.query, "query");
    done(bad ? new InputProblem(`${bad}: contains a character that is not text (NUL or a lone surrogate).`) : undefined);
  });
}
