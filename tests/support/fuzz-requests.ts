/**
 * A seeded fuzz of every operation an OpenAPI document describes (issue 17): the operations read from the document,
 * requests generated for each (path parameters, query, body, content type, host, guest cookie, Idempotency-Key,
 * staff token), and the check every answer must pass: never a 5xx, every error the one `{ detail }` shape with no
 * database or runtime text in it, success answers of the documented type.
 */
import { gunzipSync, brotliDecompressSync, inflateSync } from "node:zlib";
import fc from "fast-check";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { applyMutation, brokenJsonText, encodeSegment, hostileSegment, hostileValue, jsonText, mutation, schemaValue, type JsonSchema } from "./fuzz-values";

interface DocResponse {
  content?: Record<string, { schema?: JsonSchema }>;
}
interface DocOperation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, DocResponse>;
}
export interface OpenApiDoc {
  paths: Record<string, Record<string, DocOperation>>;
  components: { schemas: Record<string, JsonSchema> };
}

/** One operation of the document, as the fuzz needs it. */
export interface Operation {
  /** `POST /{lang}/api/order/` */
  name: string;
  method: string;
  path: string;
  pathParams: string[];
  headers: string[];
  request?: { type: string; schema: JsonSchema };
  responses: Record<string, DocResponse>;
}

export function documentOperations(doc: OpenApiDoc): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const [type, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
      return {
        name: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: (op.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name),
        headers: (op.parameters ?? []).filter((p) => p.in === "header").map((p) => p.name.toLowerCase()),
        ...(type && media ? { request: { type, schema: media.schema } } : {}),
        responses: op.responses,
      };
    }),
  );
}

/** What the fuzz knows of the store it runs against, so that requests reach past "not found". */
export interface FuzzWorld {
  /**
   * Plausible values of a path parameter by its name (real licenses, menu ids, order uuids, table numbers), or by
   * `{path} {name}` for one operation's parameter when the same name means something else elsewhere.
   */
  params: Readonly<Record<string, readonly string[]>>;
  /** Plausible values of a body field by its name (order_id → real uuids…), mixed into schema-generated bodies. */
  fields: Readonly<Record<string, readonly unknown[]>>;
  /** Bodies the app really sends, by operation name: valid orders, tips, splits. */
  examples: Readonly<Record<string, readonly unknown[]>>;
  /** Plausible query parameters by name (`license` for the staff list). */
  query: Readonly<Record<string, readonly string[]>>;
  hosts: readonly string[];
  /** Cookie headers: "" for none, a real guest's, forged and malformed ones. */
  cookies: readonly string[];
  /** Real guests, each at its venue's host with its cookie: most requests come from one of them. */
  guests: readonly { host: string; cookie: string }[];
  /** Authorization headers for the staff calls: the right one, wrong ones. */
  authorizations: readonly string[];
  components: Readonly<Record<string, JsonSchema>>;
  /**
   * A last touch to a generated request, given a random `flip` to use: e.g. signing half the Pusher HTTP API calls, so
   * those reach past the signature check.
   */
  finish?: (request: FuzzRequest, flip: boolean) => FuzzRequest;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The body's exact text (JSON written by hand: raw -0, `\ud800` escapes). */
  payload?: string;
}

export const injectOptions = (request: FuzzRequest): InjectOptions => ({
  method: request.method as InjectOptions["method"],
  url: request.url,
  headers: request.headers,
  ...(request.payload !== undefined ? { payload: request.payload } : {}),
});

/** Mostly JSON, as the app sends; then every other way a client might label a body, or not at all. */
const CONTENT_TYPE: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 14, arbitrary: fc.constant("application/json") },
  { weight: 2, arbitrary: fc.constant("application/json; charset=utf-8") },
  { weight: 1, arbitrary: fc.constantFrom("application/JSON", "application/json; charset=latin1", "application/vnd.api+json") },
  { weight: 1, arbitrary: fc.constant("application/x-www-form-urlencoded") },
  { weight: 1, arbitrary: fc.constantFrom("text/plain", "multipart/form-data; boundary=x", "application/octet-stream") },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

const KEYS: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 3, arbitrary: fc.constant(undefined) },
  // One key for every call: a second body under it is someone else's request (422), never a 5xx.
  { weight: 2, arbitrary: fc.constant("fuzz-key-1") },
  { weight: 2, arbitrary: fc.string({ minLength: 1, maxLength: 40 }).map((s) => s.replace(/[^\x20-\x7e]/g, "_")) },
  { weight: 1, arbitrary: fc.constantFrom(" ", "k".repeat(255), "k".repeat(256), `${"k".repeat(255)} `, "k".repeat(4000)) },
);

/** The body (text and content type) of a request to `op`. */
function bodyArbitrary(op: Operation, world: FuzzWorld): fc.Arbitrary<{ type: string | undefined; text: string }> {
  const schema = op.request?.schema ?? { type: "object" };
  const examples = world.examples[op.name] ?? [];
  // Real bodies first (they reach deepest), then bodies from the schema, then anything at all.
  const value = fc.oneof(
    { weight: examples.length > 0 ? 6 : 0, arbitrary: examples.length > 0 ? fc.constantFrom(...examples) : fc.constant(null) },
    { weight: 3, arbitrary: schemaValue(schema, world.components, world.fields) },
    { weight: 1, arbitrary: hostileValue },
  );
  const changes = fc.oneof(
    { weight: 4, arbitrary: fc.constant([]) },
    { weight: 4, arbitrary: fc.array(mutation, { minLength: 1, maxLength: 1 }) },
    { weight: 2, arbitrary: fc.array(mutation, { minLength: 2, maxLength: 4 }) },
  );
  const mutated = fc
    .tuple(value, changes)
    .map(([v, changes]) => changes.reduce<unknown>((acc, change) => applyMutation(acc, change), v));
  const form = op.request?.type === "application/x-www-form-urlencoded";
  const text = fc.oneof(
    { weight: 8, arbitrary: mutated.map((v) => ({ json: v, text: jsonText(v) })) },
    { weight: 1, arbitrary: brokenJsonText.map((t) => ({ json: undefined as unknown, text: t })) },
  );
  return fc.tuple(text, CONTENT_TYPE, fc.boolean()).map(([{ json, text: body }, type, asForm]) => {
    // The sandbox page posts a form: most of its bodies go as one, with the same fields.
    if (form && asForm) return { type: "application/x-www-form-urlencoded", text: formText(json) };
    if (type === "application/x-www-form-urlencoded") return { type, text: formText(json) };
    return { type, text: body };
  });
}

/** A value as a form body: an object's fields (nested values as JSON), anything else as one field. */
function formText(value: unknown): string {
  const entries = value !== null && typeof value === "object" && !Array.isArray(value) ? Object.entries(value) : [["value", value]];
  return entries
    .map(([k, v]) => `${encodeSegment(String(k))}=${encodeSegment(typeof v === "string" ? v : jsonText(v))}`)
    .join("&");
}

/** A path segment for the parameter `name` of `op`: one of the world's real values (some changed), or a hostile one. */
function segmentArbitrary(op: Operation, name: string, world: FuzzWorld): fc.Arbitrary<string> {
  const plausible = world.params[`${op.path} ${name}`] ?? world.params[name] ?? [];
  if (plausible.length === 0) return hostileSegment;
  const real = fc.constantFrom(...plausible);
  return fc.oneof(
    { weight: 8, arbitrary: real.map(encodeURIComponent) },
    { weight: 1, arbitrary: real.map((v) => encodeURIComponent(v.toUpperCase())) },
    { weight: 1, arbitrary: fc.tuple(real, fc.constantFrom("%00", "%20", "x", "/", "%2F", "..", "%ED%A0%80", "0")).map(([v, tail]) => encodeURIComponent(v) + tail) },
    { weight: 3, arbitrary: hostileSegment },
  );
}

function queryArbitrary(world: FuzzWorld): fc.Arbitrary<string> {
  const names = ["x", "license", "lang", "reference", "checkout", "session", "order_id", "status", "__proto__", "auth_key", "auth_signature", "auth_timestamp", "body_md5", ...Object.keys(world.query)];
  const value = (name: string) => {
    const known = world.query[name] ?? [];
    return known.length > 0 ? fc.oneof(fc.constantFrom(...known).map(encodeURIComponent), hostileSegment) : hostileSegment;
  };
  return fc.oneof(
    { weight: 5, arbitrary: fc.constant("") },
    { weight: 3, arbitrary: fc.array(fc.constantFrom(...names).chain((name) => value(name).map((v) => `${encodeURIComponent(name)}=${v}`)), { minLength: 1, maxLength: 3 }).map((pairs) => `?${pairs.join("&")}`) },
    { weight: 1, arbitrary: fc.constantFrom("?%00", "?a=%00", "?a[b]=1&a[c]=2", "?a=1&a=2&a=3", `?${"q=1&".repeat(2000)}`, "?%ED%A0%80=1", "?=", "?&&", "?x=%ZZ", "?license") },
  );
}

/** Requests to `op`, every part drawn from the world's plausible values and hostile ones. */
export function requestArbitrary(op: Operation, world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
  const segments = op.pathParams.length > 0 ? fc.tuple(...op.pathParams.map((name) => segmentArbitrary(op, name, world))) : fc.constant([] as string[]);
  const sendsBody = op.method !== "GET";
  return fc
    .record({
      segments,
      query: queryArbitrary(world),
      // Mostly a real guest as the app would send it, else any host with any cookie.
      who: fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...world.guests) },
        { weight: 2, arbitrary: fc.record({ host: fc.constantFrom(...world.hosts), cookie: fc.constantFrom(...world.cookies) }) },
      ),
      forwardedHost: fc.oneof({ weight: 9, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constantFrom(...world.hosts, "x".repeat(300), "a, b") }),
      forwarded: fc.oneof(
        { weight: 9, arbitrary: fc.constant({}) },
        { weight: 1, arbitrary: fc.record({ "x-forwarded-for": fc.constantFrom("203.0.113.7", "203.0.113.7, 10.0.0.1", "::1", "garbage", "", "1.1.1.1".repeat(200)), "x-forwarded-proto": fc.constantFrom("https", "http", "gopher", "https, http") }, { requiredKeys: [] }) },
      ),
      key: op.headers.includes("idempotency-key") ? KEYS : fc.oneof({ weight: 5, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: KEYS }),
      authorization: op.headers.includes("authorization") ? fc.constantFrom(...world.authorizations) : fc.constant(undefined),
      encoding: fc.constantFrom(undefined, undefined, "gzip", "br", "deflate", "identity", "x-unknown"),
      body: sendsBody ? fc.option(bodyArbitrary(op, world), { freq: 16, nil: undefined }) : fc.constant(undefined),
      flip: fc.boolean(),
    })
    .map(({ segments: values, query, who: { host, cookie }, forwardedHost, forwarded, key, authorization, encoding, body, flip }) => {
      let i = 0;
      const path = op.path.replace(/\{\w+\}/g, () => values[i++] ?? "");
      const headers: Record<string, string> = { host, ...forwarded };
      if (forwardedHost !== undefined) headers["x-forwarded-host"] = forwardedHost;
      if (cookie) headers["cookie"] = cookie;
      if (key !== undefined) headers["idempotency-key"] = key;
      if (authorization) headers["authorization"] = authorization;
      if (encoding) headers["accept-encoding"] = encoding;
      if (body?.type) headers["content-type"] = body.type;
      const request: FuzzRequest = { method: op.method, url: path + query, headers, ...(body ? { payload: body.text } : {}) };
      return world.finish ? world.finish(request, flip) : request;
    });
}

/** The answer's body as text, decompressed as its Content-Encoding says. */
export function answerText(response: LightMyRequestResponse): string {
  const raw = response.rawPayload;
  const encoding = String(response.headers["content-encoding"] ?? "");
  const bytes = encoding === "gzip" ? gunzipSync(raw) : encoding === "br" ? brotliDecompressSync(raw) : encoding === "deflate" ? inflateSync(raw) : raw;
  return bytes.toString("utf8");
}

/** What must never reach a client: database messages, codes and runtime errors (issue 17). */
const LEAKS: readonly RegExp[] = [
  /syntax error/i,
  /violates/i,
  /relation "/i,
  /column "/i,
  /invalid input syntax/i,
  /invalid input value/i,
  /SQLSTATE/i,
  /duplicate key/i,
  /out of range for type/i,
  /\bpglite\b/i,
  /postgres/i,
  /\n\s+at /,
  /\bat [\w$.<>]+ \(/,
  /node_modules/,
  /\.[jt]s:\d+/,
  /\b(TypeError|RangeError|ReferenceError|SyntaxError|URIError)\b/,
  /Cannot read propert/,
  /is not a function/,
  /undefined is not/,
];

/** The order POST's 409 also names the table's open order (ordering spec §8). */
/** Fields an error may carry beside `detail`: a table's open order; an order refusal's reasons, an expired coupon's reason (issue 18). */
const EXTRA_ERROR_FIELDS: Readonly<Record<string, readonly string[]>> = {
  "POST /{lang}/api/order/ 409": ["existing_order", "reasons"],
  "POST /{lang}/api/order/ 422": ["reasons"],
  "PATCH /{lang}/api/order/{id}/ 409": ["reasons"],
  "PATCH /{lang}/api/order/{id}/ 422": ["reasons"],
  "GET /en/api/coupon/{menuId}/{code}/ 404": ["reason"],
};

const isErrorSchema = (response: DocResponse | undefined) => {
  const schema = response?.content?.["application/json"]?.schema as { properties?: Record<string, unknown>; required?: string[] } | undefined;
  return schema?.required?.length === 1 && schema.required[0] === "detail";
};

/**
 * Why this answer to `request` is wrong, or nothing: a 5xx; an error that is not `{ detail }` (except an error the
 * document describes as another body, the Pusher API's); database or runtime text in an error; a success answer
 * not of its documented content type. `validate` checks a JSON success body against its documented schema.
 */
export function answerProblems(
  op: Operation,
  request: FuzzRequest,
  response: LightMyRequestResponse,
  validate: (status: number, body: unknown) => string | undefined,
): string[] {
  const problems: string[] = [];
  const status = response.statusCode;
  const type = String(response.headers["content-type"] ?? "");
  const documented = op.responses[String(status)];
  let text: string;
  try {
    text = answerText(response);
  } catch {
    return [`a ${status} whose body does not decompress as ${String(response.headers["content-encoding"])}`];
  }
  if (status >= 500) problems.push(`answered ${status}`);
  if (status >= 400) {
    const describedOtherwise = documented !== undefined && !isErrorSchema(documented);
    if (!describedOtherwise) {
      const body = parseJson(text);
      const allowed = new Set(["detail", ...(EXTRA_ERROR_FIELDS[`${op.name} ${status}`] ?? [])]);
      if (!type.startsWith("application/json")) problems.push(`a ${status} answered as "${type}", not JSON`);
      else if (body === null || typeof body !== "object" || Array.isArray(body) || typeof (body as { detail?: unknown }).detail !== "string") problems.push(`a ${status} without { detail: string }`);
      else {
        const extra = Object.keys(body).filter((key) => !allowed.has(key));
        if (extra.length > 0) problems.push(`a ${status} with fields besides detail: ${extra.join(", ")}`);
      }
    }
    const asked = `${safeDecode(request.url)}\n${request.payload ?? ""}`;
    for (const leak of LEAKS) if (leak.test(text) && !leak.test(asked)) problems.push(`a ${status} shows ${leak.source}`);
  } else if (status >= 200 && reachesOperation(op, request.url)) {
    const documentedType = Object.keys(documented?.content ?? {})[0];
    if (!documented) problems.push(`an undocumented ${status}`);
    else if (documentedType === "application/json") {
      if (!type.startsWith("application/json")) problems.push(`a ${status} answered as "${type}", not JSON`);
      else {
        const body = parseJson(text);
        if (body === undefined) problems.push(`a ${status} whose body is not JSON`);
        else {
          const invalid = validate(status, body);
          if (invalid) problems.push(`a ${status} not as documented: ${invalid}`);
        }
      }
    } else if (documentedType && !type.startsWith(documentedType)) problems.push(`a ${status} answered as "${type}", not ${documentedType}`);
    if (status >= 300 && status < 400 && !String(response.headers["location"] ?? "").startsWith("/")) problems.push(`a ${status} redirecting off the site: ${String(response.headers["location"])}`);
  }
  return problems;
}

/**
 * Whether `url` still names `op` once resolved as URLs are (`icons/%2e%2e` is `..`, so it names the manifest): a
 * success answer is checked against its own operation's document only.
 */
function reachesOperation(op: Operation, url: string): boolean {
  const pattern = op.path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{\w+\}/g, "[^/]*");
  try {
    return new RegExp(`^${pattern}/?$`).test(new URL(url, "http://fuzz.localhost").pathname);
  } catch {
    return false;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function safeDecode(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

/** The request as a reader reproduces it: method, url, headers, the body's start. */
export function describeRequest(request: FuzzRequest): string {
  const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text);
  const headers = Object.entries(request.headers).map(([name, value]) => `${name}: ${clip(JSON.stringify(value), 120)}`);
  return [`${request.method} ${clip(request.url, 300)}`, ...headers.map((h) => `  ${h}`), ...(request.payload !== undefined ? [`  body: ${clip(JSON.stringify(request.payload), 600)}`] : [])].join("\n");
}
