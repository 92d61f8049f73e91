import type { FastifyRequest } from "fastify";

/** The request's Idempotency-Key (a write sent again with it happens once), or null without one. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const key = request.headers["idempotency-key"];
  return typeof key === "string" && key.trim() !== "" ? key.trim().slice(0, 200) : null;
}
