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
  };
}
