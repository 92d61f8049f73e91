import type { ServerConfig } from "../config";
import type { Database } from "../db/database";
import { acquireDataDirLock, describeHolder } from "../db/data-dir-lock";
import { openDatabase } from "../db/open-database";

/**
 * Opens the configured store for a command. With PGlite the command holds the data folder's lock for as long as
 * it works (a server started meanwhile waits for it); another command holding it is waited for, a running server
 * is not: DataDirBusyError then. With DATABASE_URL there is nothing to lock.
 */
export async function openStoreForCommand(config: ServerConfig, role: string): Promise<{ db: Database; close(): Promise<void> }> {
  let release = () => {};
  if (!config.databaseUrl) {
    release = await acquireDataDirLock(config.dataDir, role, {
      waitMs: 30_000,
      onWait: (holder) => console.error(`Waiting for ${describeHolder(holder)} to finish with ${config.dataDir}…`),
    });
  }
  try {
    const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    return {
      db,
      async close() {
        try {
          await db.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
