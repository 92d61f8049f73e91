import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";

/** Keys are kept whole up to this length; a longer one is refused rather than cut (cut keys could collide). */
export const MAX_IDEMPOTENCY_KEY = 255;

/** Thrown for an Idempotency-Key the server will not keep; the error handler answers 400 naming the header. */
export class BadIdempotencyKey extends Error {
  readonly statusCode = 400;
  constructor() {
    super(`Idempotency-Key: at most ${MAX_IDEMPOTENCY_KEY} characters.`);
  }
}

/** The request's Idempotency-Key (a write sent again with it happens once), or null without one. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const key = request.headers["idempotency-key"];
  if (typeof key !== "string" || key.trim() === "") return null;
  if (key.trim().length > MAX_IDEMPOTENCY_KEY) throw new BadIdempotencyKey();
  return key.trim();
}

/**
 * What a key is stored with: the hash of the request it was first sent with. The same key with another body is
 * someone else's request (or a bug), never a retry, and is refused instead of answered with the first one's result.
 */
export function requestHash(body: unknown): string {
  return createHash("sha256").update(JSON.stringify(body ?? null)).digest("hex");
}

/** The answer to a key sent again with another body (422, ordering spec §7 keeps the key's first result). */
export const keyReusedDetail = (key: string) => `Idempotency-Key ${key.length > 40 ? `${key.slice(0, 40)}…` : key} was already used for another request.`;
