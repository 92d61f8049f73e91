/**
 * Who may make the staff calls (server/routes/staff.ts): the operator's one optional all-venue token
 * (CARTA_ADMIN_TOKEN) and per-venue tokens (CARTA_STAFF_TOKENS="license:token,license:sha256:{hex}"), each acting
 * on its own venue only. The server keeps only each token's SHA-256, so a venue's entry can be given as the hash
 * alone; a bearer token is compared hash against hash in constant time. docs/operations.md, "Staff tokens".
 */
import { createHash, timingSafeEqual } from "node:crypto";

/** Tokens shorter than this are refused at start-up: a guessable token would open every order of a venue. */
export const MIN_STAFF_TOKEN_LENGTH = 24;

/** A venue's staff token, as the SHA-256 of the token. A venue may have several (to change one without a gap). */
export interface VenueStaffToken {
  license: string;
  sha256: Buffer;
}

export interface StaffTokens {
  /** The SHA-256 of the operator's all-venue token, if one is set. */
  operator: Buffer | undefined;
  venues: readonly VenueStaffToken[];
}

/** Who a staff token speaks for: every venue (the operator) or one venue. */
export type StaffScope = { kind: "operator" } | { kind: "venue"; license: string };

/** A staff token in the environment that the server refuses to start with; `message` says which and why. */
export class StaffTokenError extends Error {
  override readonly name = "StaffTokenError";
}

export const sha256 = (text: string): Buffer => createHash("sha256").update(text, "utf8").digest();

const HASH_FORM = /^sha256:([0-9a-f]{64})$/i;
// Sent as `Authorization: Bearer {token}`: visible ASCII, no spaces; no comma either (CARTA_STAFF_TOKENS' separator).
const TOKEN_CHARACTERS = /^[\x21-\x2b\x2d-\x7e]+$/;

/** The staff tokens of the environment; throws StaffTokenError for a weak, malformed or shared one. */
export function readStaffTokens(env: NodeJS.ProcessEnv): StaffTokens {
  const admin = env["CARTA_ADMIN_TOKEN"] || undefined;
  const operator = admin === undefined ? undefined : sha256(checkedToken(admin, "CARTA_ADMIN_TOKEN"));
  const venues: VenueStaffToken[] = [];
  for (const entry of (env["CARTA_STAFF_TOKENS"] ?? "").split(",")) {
    if (entry.trim() === "") continue;
    const colon = entry.indexOf(":");
    const license = colon === -1 ? "" : entry.slice(0, colon).trim();
    const secret = colon === -1 ? "" : entry.slice(colon + 1).trim();
    if (license === "" || secret === "") throw new StaffTokenError(`CARTA_STAFF_TOKENS: "${redact(entry)}" is not of the form license:token.`);
    const hash = HASH_FORM.exec(secret);
    venues.push({ license, sha256: hash ? Buffer.from(hash[1]!, "hex") : sha256(checkedToken(secret, `CARTA_STAFF_TOKENS (venue "${license}")`)) });
  }
  for (const [index, venue] of venues.entries()) {
    if (operator && venue.sha256.equals(operator)) throw new StaffTokenError(`CARTA_STAFF_TOKENS: venue "${venue.license}" has the operator's CARTA_ADMIN_TOKEN; give each its own.`);
    const other = venues.slice(0, index).find((earlier) => earlier.sha256.equals(venue.sha256) && earlier.license !== venue.license);
    if (other) throw new StaffTokenError(`CARTA_STAFF_TOKENS: venues "${other.license}" and "${venue.license}" have the same token; give each its own.`);
  }
  return { operator, venues };
}

/**
 * The scope of the request's `Authorization: Bearer {token}`, or undefined when it is no staff token. Every
 * configured token is compared (no early exit), so the time taken says nothing about which one nearly matched.
 */
export function staffScopeOf(tokens: StaffTokens, authorization: string | undefined): StaffScope | undefined {
  const match = /^Bearer +(\S+)$/i.exec(authorization ?? "");
  if (!match) return undefined;
  const given = sha256(match[1]!);
  let scope: StaffScope | undefined;
  if (tokens.operator && timingSafeEqual(given, tokens.operator)) scope = { kind: "operator" };
  for (const venue of tokens.venues) {
    if (timingSafeEqual(given, venue.sha256) && scope === undefined) scope = { kind: "venue", license: venue.license };
  }
  return scope;
}

function checkedToken(token: string, source: string): string {
  if (!TOKEN_CHARACTERS.test(token)) throw new StaffTokenError(`${source}: a staff token is made of visible ASCII characters, without spaces or commas.`);
  if (token.length < MIN_STAFF_TOKEN_LENGTH) {
    throw new StaffTokenError(`${source}: a staff token needs at least ${MIN_STAFF_TOKEN_LENGTH} characters, this one has ${token.length} (make one with: openssl rand -hex 16).`);
  }
  return token;
}

/** An entry as it may be shown in an error: the license, never the secret. */
function redact(entry: string): string {
  const colon = entry.indexOf(":");
  return colon === -1 ? "…" : `${entry.slice(0, colon).trim()}:…`;
}
