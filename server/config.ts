import { readRateLimits, type RateLimits } from "./limits/rate-limits";
import { readLoadShedding, type LoadShedding } from "./limits/load-shedding";

/**
 * Which proxies' X-Forwarded-For/-Host/-Proto to believe, as Fastify's `trustProxy` takes it: none (false), any
 * peer (true), or the proxies at these addresses or CIDR ranges.
 */
export type TrustProxy = boolean | string[];
import { readStaffTokens, type StaffTokens } from "./routes/staff-tokens";

/** Everything the server reads from its environment, in one place (README "Configuration"). */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  defaultLicense: string;
  staticDir: string;
  /** CARTA_RATE_LIMITS: per-minute limits per kind of call, or false (`off`). */
  rateLimits: RateLimits | false;
  /** CARTA_PAYMENT_SANDBOX=1: the built-in sandbox stands in for payment providers without keys (a test mode). */
  paymentSandbox: boolean;
  /** CARTA_MAX_EVENT_LOOP_DELAY_MS: shed load (503) past this event-loop delay; false when 0. */
  loadShedding: LoadShedding | false;
  /** CARTA_TRUST_PROXY: unset, a client's X-Forwarded-* headers are ignored (its own address and Host count). */
  trustProxy: TrustProxy;
  /**
   * The staff calls' tokens, as hashes: the operator's all-venue CARTA_ADMIN_TOKEN and the venues' own
   * CARTA_STAFF_TOKENS (server/routes/staff-tokens.ts); with none, there are no staff calls.
   */
  staffTokens: StaffTokens;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = env["PORT"] === undefined ? 3000 : Number(env["PORT"]);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env["PORT"]}"`);
  return {
    port,
    host: env["HOST"] ?? "0.0.0.0",
    dataDir: env["CARTA_DATA_DIR"] ?? "data",
    databaseUrl: env["DATABASE_URL"] || undefined,
    defaultLicense: env["CARTA_DEFAULT_VENUE"] ?? "demo",
    staticDir: env["CARTA_STATIC_DIR"] ?? "dist",
    rateLimits: readRateLimits(env["CARTA_RATE_LIMITS"]),
    paymentSandbox: ["1", "true", "yes"].includes((env["CARTA_PAYMENT_SANDBOX"] ?? "").trim().toLowerCase()),
    loadShedding: readLoadShedding(env["CARTA_MAX_EVENT_LOOP_DELAY_MS"]),
    trustProxy: readTrustProxy(env["CARTA_TRUST_PROXY"]),
    // A weak or malformed token stops the start here, with a sentence naming it.
    staffTokens: readStaffTokens(env),
  };
}

/**
 * CARTA_TRUST_PROXY: unset, "false" or "0" none; "true" or "1" any peer; else a comma-separated list of addresses
 * and CIDR ranges. A hop count is refused: Fastify no longer honours one, since it cannot tell a proxy from a client
 * that reaches the server directly.
 */
export function readTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? "";
  if (text === "" || text === "false" || text === "0") return false;
  if (text === "true" || text === "1") return true;
  if (/^\d+$/.test(text)) throw new Error(`CARTA_TRUST_PROXY must be true, false or the proxies' addresses (a hop count cannot tell a proxy from a client), got "${text}"`);
  return text.split(",").map((entry) => entry.trim()).filter((entry) => entry !== "");
}
