import fs from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * PGlite is a database inside one process: two processes writing the same folder would corrupt it. Whoever opens
 * the folder — the server, `npm run venue`, `npm run order` — first holds its lock file (`server.pid`: the pid,
 * then who holds it). A server holds it for as long as it runs; a command for as long as it works on the store.
 * With DATABASE_URL there is no folder and no lock: PostgreSQL takes any number of clients.
 */
export interface LockHolder {
  pid: number;
  /** `server`, or the command holding it (`npm run venue -- import`). */
  role: string;
}

export const SERVER_ROLE = "server";

const LOCK_FILE = "server.pid";
const POLL_MS = 100;

export interface AcquireOptions {
  /**
   * How long to wait while a command holds the folder (an import takes seconds). A server holding it is never
   * waited for: servers run until stopped, so the caller is refused at once.
   */
  waitMs?: number;
  /** Told once when the lock is busy and this call starts waiting. */
  onWait?: (holder: LockHolder) => void;
}

/** The folder is held by another live process: `holder` says which. */
export class DataDirBusyError extends Error {
  override readonly name = "DataDirBusyError";
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(`${describeHolder(holder)} is using ${dataDir}.`);
  }
}

/**
 * Takes the folder's lock for this process as `role`; resolves to the function that gives it back (also given
 * back when the process exits). Throws DataDirBusyError while another live process holds it.
 */
export async function acquireDataDirLock(dataDir: string, role: string, options: AcquireOptions = {}): Promise<() => void> {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, LOCK_FILE);
  const deadline = Date.now() + (options.waitMs ?? 0);
  let told = false;
  for (;;) {
    if (tryCreate(lockFile, role)) break;
    const holder = lockHolder(dataDir);
    if (holder === undefined) {
      removeStaleLock(lockFile);
      continue;
    }
    if (holder.pid === process.pid) break;
    if (holder.role === SERVER_ROLE || Date.now() >= deadline) throw new DataDirBusyError(dataDir, holder);
    if (!told) options.onWait?.(holder);
    told = true;
    await sleep(POLL_MS);
  }
  const release = () => {
    if (lockHolder(dataDir)?.pid === process.pid) fs.rmSync(lockFile, { force: true });
  };
  process.once("exit", release);
  return () => {
    process.removeListener("exit", release);
    release();
  };
}

/** The live process holding the folder, if any (the lock of a dead process is ignored). */
export function lockHolder(dataDir: string): LockHolder | undefined {
  return lockHolderIn(path.join(dataDir, LOCK_FILE));
}

function lockHolderIn(lockFile: string): LockHolder | undefined {
  let text: string;
  try {
    text = fs.readFileSync(lockFile, "utf8");
  } catch {
    return undefined;
  }
  // Older servers wrote the pid alone.
  const [pidText = "", role = SERVER_ROLE] = text.split("\n");
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process lives but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return undefined;
  }
  return { pid, role: role.trim() || SERVER_ROLE };
}

/** "A Carta server (pid 42)", "npm run venue -- import (pid 42)". */
export function describeHolder(holder: LockHolder): string {
  return holder.role === SERVER_ROLE ? `A Carta server (pid ${holder.pid})` : `${holder.role} (pid ${holder.pid})`;
}

/**
 * Clears the lock of a process that died (a SIGKILL leaves one) so the exclusive create can be tried again. The
 * file is first moved aside, and put back if it turns out to be a live process's fresh lock (another process
 * cleared the same stale lock a moment earlier and took the folder).
 */
function removeStaleLock(lockFile: string): void {
  const aside = `${lockFile}.${process.pid}.stale`;
  try {
    fs.renameSync(lockFile, aside);
  } catch {
    return; // already gone
  }
  const moved = lockHolderIn(aside);
  if (moved !== undefined && moved.pid !== process.pid) {
    try {
      fs.linkSync(aside, lockFile);
    } catch {
      // Someone created a lock meanwhile: theirs stands.
    }
  }
  fs.rmSync(aside, { force: true });
}

/** Creates the lock file only if there is none (O_EXCL): of two processes, exactly one succeeds. */
function tryCreate(lockFile: string, role: string): boolean {
  try {
    fs.writeFileSync(lockFile, `${process.pid}\n${role}\n`, { flag: "wx" });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}
