/**
 * The guest's secret (docs/security.md): a random token in an HttpOnly cookie, issued with the first order or merge
 * a browser makes. The server keeps only its SHA-256 (`order_guests.guest_hash`), so a stolen database reveals no
 * cookie. Same-origin fetches and a link to the receipt PDF carry it without the spec's paths or bodies changing.
 */
import { createHash, randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

export const GUEST_COOKIE = "carta_guest";
/** 32 random bytes, base64url: nothing else is read as a guest token. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The hash of the guest token this request carries, or undefined without a well-formed one. */
export function guestHashOf(request: FastifyRequest): string | undefined {
  const token = cookieValue(request.headers.cookie, GUEST_COOKIE);
  return token !== undefined && TOKEN_SHAPE.test(token) ? hashToken(token) : undefined;
}

/**
 * The hash of this request's guest token, issuing a new token (Set-Cookie on `reply`) when it has none. Call it only
 * on a call that gives the guest an order to hold, so browsing sets no cookie.
 */
export function ensureGuest(request: FastifyRequest, reply: FastifyReply): string {
  const known = guestHashOf(request);
  if (known) return known;
  const token = randomBytes(32).toString("base64url");
  const secure = request.protocol === "https" ? "; Secure" : "";
  reply.header("set-cookie", `${GUEST_COOKIE}=${token}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; HttpOnly; SameSite=Lax${secure}`);
  return hashToken(token);
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** One cookie's value from a Cookie header (`a=1; carta_guest=…`), or undefined. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
