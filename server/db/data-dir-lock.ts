import fs from "node:fs";
import path from "node:path";

/**
 * PGlite is a database in this process: two processes writing the same folder would corrupt it.
 * The server holds a lock file with its pid; the venue CLI refuses to write while a live server holds it.
 */
export function holdDataDirLock(dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, "server.pid");
  const holder = lockHolder(dataDir);
  if (holder !== undefined && holder !== process.pid) {
    throw new Error(`Another Carta server (pid ${holder}) is using ${dataDir}. Stop it, or set CARTA_DATA_DIR to another folder.`);
  }
  fs.writeFileSync(lockFile, String(process.pid));
  process.on("exit", () => {
    if (lockHolder(dataDir) === process.pid) fs.rmSync(lockFile, { force: true });
  });
}

/** The pid of a live process holding the folder, if any (a stale lock of a dead process is ignored). */
export function lockHolder(dataDir: string): number | undefined {
  const lockFile = path.join(dataDir, "server.pid");
  if (!fs.existsSync(lockFile)) return undefined;
  const pid = Number(fs.readFileSync(lockFile, "utf8"));
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}
