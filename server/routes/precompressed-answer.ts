import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * An answer made once as its final bytes (decision 0036), a JSON answer or the app's document: gzipped at level 9 and
 * brotli'd at quality 11 (9 above a megabyte) when it is made, then served by Accept-Encoding (br, then gzip, then
 * identity) with a strong ETag per encoding and a 304 to a matching If-None-Match. Routes that send one opt out of
 * @fastify/compress (`{ compress: false }`), which would otherwise compress every request again.
 */
export interface PrecompressedAnswer {
  /** The text as UTF-8 (a JSON answer exactly as `reply.send(value)` would have serialised it). */
  readonly identity: Buffer;
  /** A hash of `identity`; each encoding's ETag is this hash with the encoding's name. */
  readonly hash: string;
  /** The Content-Type it is sent with. */
  readonly contentType: string;
  readonly gzip: Buffer | undefined;
  /** Made in the background (the best quality takes ~0.1 s for the demo menu): gzip is served until it is there. */
  readonly br: Buffer | undefined;
  /** Resolves once every encoding is made (tests and benches wait for it). */
  readonly complete: Promise<void>;
}

/**
 * The route options of a call answered with a {@link PrecompressedAnswer}: @fastify/compress neither compresses the
 * answer again nor looks for a compressed request body (these are GETs: its hook would only cost time).
 */
export const PRECOMPRESSED_ROUTE = { compress: false, decompress: false } as const;

/** Below this, compressing costs more than it saves (as @fastify/compress's default threshold). */
const COMPRESS_FROM_BYTES = 1024;
/**
 * Brotli's best quality takes ~0.1 s for the demo's 68 kB but ~10-20 s of a core for the 4 MB large venue (measured
 * here), where quality 9 takes 0.5 s for a result 9 % larger: above this size, quality 9.
 */
const BEST_BROTLI_UP_TO_BYTES = 1024 * 1024;

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** The answer for `value`; compressed off the event loop (zlib's thread pool). */
export function precompressJson(value: unknown): Promise<PrecompressedAnswer> {
  return precompressText(JSON.stringify(value), "application/json; charset=utf-8");
}

/** The answer for `text` of a media type (an HTML document, a JSON text), made as {@link precompressJson} makes it. */
export async function precompressText(text: string, contentType: string): Promise<PrecompressedAnswer> {
  const identity = Buffer.from(text, "utf8");
  const hash = createHash("sha256").update(identity).digest("base64url").slice(0, 32);
  if (identity.length < COMPRESS_FROM_BYTES) return { identity, hash, contentType, gzip: undefined, br: undefined, complete: Promise.resolve() };
  const gzipped = await gzip(identity, { level: zlib.constants.Z_BEST_COMPRESSION });
  const made: { br: Buffer | undefined } = { br: undefined };
  const complete = brotli(identity, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: identity.length <= BEST_BROTLI_UP_TO_BYTES ? zlib.constants.BROTLI_MAX_QUALITY : 9,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
    },
  }).then(
    (compressed) => void (made.br = compressed),
    // Without brotli, gzip is served: still compressed, still correct.
    () => undefined,
  );
  return {
    identity,
    hash,
    contentType,
    gzip: gzipped,
    get br() {
      return made.br;
    },
    complete,
  };
}

type Encoding = "br" | "gzip" | "identity";

/** Sends `answer` in the best encoding the request accepts that is made, or a 304 when the client holds that version. */
export function sendPrecompressed(request: FastifyRequest, reply: FastifyReply, answer: PrecompressedAnswer): FastifyReply {
  const encoding = chooseEncoding(request.headers["accept-encoding"], answer);
  const etag = encoding === "identity" ? `"${answer.hash}"` : `"${answer.hash}-${encoding}"`;
  reply.header("cache-control", "no-cache").header("etag", etag);
  if (answer.gzip) reply.header("vary", "accept-encoding");
  if (holdsVersion(request.headers["if-none-match"], etag)) return reply.code(304).send();
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  const body = encoding === "br" ? answer.br : encoding === "gzip" ? answer.gzip : answer.identity;
  return reply.type(answer.contentType).send(body);
}

function chooseEncoding(acceptEncoding: string | undefined, answer: PrecompressedAnswer): Encoding {
  if (!acceptEncoding || !answer.gzip) return "identity";
  const accepted = acceptedCodings(acceptEncoding);
  if (answer.br && accepts(accepted, "br")) return "br";
  if (accepts(accepted, "gzip") || accepts(accepted, "x-gzip")) return "gzip";
  return "identity";
}

/** `gzip, deflate, br;q=0.5` → gzip 1, deflate 1, br 0.5. */
function acceptedCodings(header: string): Map<string, number> {
  const codings = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.split(";");
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    codings.set(name.trim().toLowerCase(), q === undefined ? 1 : Number(q.slice(2)));
  }
  return codings;
}

function accepts(codings: ReadonlyMap<string, number>, coding: string): boolean {
  const q = codings.get(coding) ?? codings.get("*");
  return q !== undefined && q > 0;
}

/** If-None-Match's weak comparison (RFC 9110 §13.1.2): `W/"x"` matches `"x"`; `*` matches any version. */
function holdsVersion(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || (trimmed.startsWith("W/") ? trimmed.slice(2) : trimmed) === etag;
  });
}
