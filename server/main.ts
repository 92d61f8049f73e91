import { buildServer } from "./app";
import { readConfig } from "./config";
import { readLiveConfig } from "./live/live-updates";
import { openDatabase } from "./db/open-database";
import { acquireDataDirLock, DataDirBusyError, describeHolder, SERVER_ROLE } from "./db/data-dir-lock";
import { seedDemoVenueIfEmpty } from "./venues/seed";

/** `npm start` ends here: open the store, seed the demo venue on first start, serve app and API on one port. */
async function main(): Promise<void> {
  const config = readConfig();
  if (!config.databaseUrl) await holdDataDir(config.dataDir);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const seeded = await seedDemoVenueIfEmpty(db);
  if (seeded) console.log(`Seeded the demo venue "${seeded}".`);
  const app = await buildServer({
    db,
    staticDir: config.staticDir,
    defaultLicense: config.defaultLicense,
    live: readLiveConfig(),
    staffTokens: config.staffTokens,
    rateLimits: config.rateLimits,
    paymentSandbox: config.paymentSandbox,
    loadShedding: config.loadShedding,
    trustProxy: config.trustProxy,
  });
  const close = async () => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void close());
  process.on("SIGTERM", () => void close());
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const store = db.kind === "pglite" ? `embedded PGlite in ${config.dataDir}/pglite` : "PostgreSQL from DATABASE_URL";
  console.log(`Carta is serving on http://localhost:${port}/ (store: ${store})`);
  console.log(`Each venue also answers at http://{license}.localhost:${port}/`);
  if (config.paymentSandbox) console.log("Payment sandbox on (CARTA_PAYMENT_SANDBOX): card payments go to the built-in test page, no card is charged.");
}

/** PGlite's folder is this server's alone; a `venue import` running in it is waited for (a minute at most). */
async function holdDataDir(dataDir: string): Promise<void> {
  try {
    await acquireDataDirLock(dataDir, SERVER_ROLE, { waitMs: 60_000, onWait: (holder) => console.log(`Waiting for ${describeHolder(holder)} to finish with ${dataDir}…`) });
  } catch (error) {
    if (error instanceof DataDirBusyError) throw new Error(`${error.message} Stop it, or set CARTA_DATA_DIR to another folder.`, { cause: error });
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
