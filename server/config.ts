import { readRateLimits, type RateLimits } from "./limits/rate-limits";
import { readLoadShedding, type LoadShedding } from "./limits/load-shedding";

/** Everything the server reads from its environment, in one place (README "Configuration"). */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  defaultLicense: string;
  staticDir: string;
  /** The staff calls' bearer token; unset, there are no staff calls (server/routes/staff.ts). */
  adminToken: string | undefined;
  /** CARTA_RATE_LIMITS: per-minute limits per kind of call, or false (`off`). */
  rateLimits: RateLimits | false;
  /** CARTA_PAYMENT_SANDBOX=1: the built-in sandbox stands in for payment providers without keys (a test mode). */
  paymentSandbox: boolean;
  /** CARTA_MAX_EVENT_LOOP_DELAY_MS: shed load (503) past this event-loop delay; false when 0. */
  loadShedding: LoadShedding | false;
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
    adminToken: env["CARTA_ADMIN_TOKEN"] || undefined,
    rateLimits: readRateLimits(env["CARTA_RATE_LIMITS"]),
    paymentSandbox: ["1", "true", "yes"].includes((env["CARTA_PAYMENT_SANDBOX"] ?? "").trim().toLowerCase()),
    loadShedding: readLoadShedding(env["CARTA_MAX_EVENT_LOOP_DELAY_MS"]),
  };
}
