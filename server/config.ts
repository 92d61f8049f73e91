import { readStaffTokens, type StaffTokens } from "./routes/staff-tokens";

/** Everything the server reads from its environment, in one place (README "Configuration"). */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  defaultLicense: string;
  staticDir: string;
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
    // A weak or malformed token stops the start here, with a sentence naming it.
    staffTokens: readStaffTokens(env),
  };
}
