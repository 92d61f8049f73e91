import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { once } from "node:events";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirBusyError, lockHolder, SERVER_ROLE, type LockHolder } from "../../../server/db/data-dir-lock";

const children: ChildProcess[] = [];

/** Another live process (it does nothing), standing for a server or a command holding the folder. */
function otherProcess(): ChildProcess {
  const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
  children.push(child);
  return child;
}

const freshDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "carta-lock-"));
const lockFile = (dir: string) => path.join(dir, "server.pid");

afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
});

describe("the data folder's lock: one process at a time on PGlite's files (issue 17)", () => {
  it("is taken with the pid and the role, and given back", async () => {
    const dir = freshDir();
    const release = await acquireDataDirLock(dir, "npm run venue -- import");
    expect(fs.readFileSync(lockFile(dir), "utf8")).toBe(`${process.pid}\nnpm run venue -- import\n`);
    expect(lockHolder(dir)).toEqual({ pid: process.pid, role: "npm run venue -- import" });
    release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
  });

  it("takes over the lock a killed process left behind", async () => {
    const dir = freshDir();
    const dead = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
    await once(dead, "exit");
    fs.writeFileSync(lockFile(dir), `${dead.pid}\nserver\n`);
    expect(lockHolder(dir)).toBeUndefined();
    const release = await acquireDataDirLock(dir, SERVER_ROLE);
    expect(lockHolder(dir)?.pid).toBe(process.pid);
    release();
  });

  it("refuses at once while a server holds it, however long the caller would wait; an older server's pid-only lock too", async () => {
    const dir = freshDir();
    const server = otherProcess();
    fs.writeFileSync(lockFile(dir), String(server.pid));
    const started = Date.now();
    const refusal = await acquireDataDirLock(dir, "npm run venue -- import", { waitMs: 10_000 }).catch((error: unknown) => error);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(refusal).toBeInstanceOf(DataDirBusyError);
    expect((refusal as DataDirBusyError).holder).toEqual({ pid: server.pid, role: SERVER_ROLE });
    expect(String(refusal)).toContain(`A Carta server (pid ${server.pid}) is using ${dir}.`);
    expect(fs.readFileSync(lockFile(dir), "utf8")).toBe(String(server.pid));
  });

  it("makes a server started during an import wait for the import to end, then start", async () => {
    const dir = freshDir();
    const importing = otherProcess();
    fs.writeFileSync(lockFile(dir), `${importing.pid}\nnpm run venue -- import\n`);
    const waitedFor: LockHolder[] = [];
    const acquired = acquireDataDirLock(dir, SERVER_ROLE, { waitMs: 15_000, onWait: (holder) => waitedFor.push(holder) });
    await expect.poll(() => waitedFor).toEqual([{ pid: importing.pid, role: "npm run venue -- import" }]);
    // The import ends (its lock stays behind, as after a crash): the server goes on.
    importing.kill("SIGKILL");
    const release = await acquired;
    expect(lockHolder(dir)).toEqual({ pid: process.pid, role: SERVER_ROLE });
    release();
  });

  it("gives up on a command that holds it past the wait", async () => {
    const dir = freshDir();
    const importing = otherProcess();
    fs.writeFileSync(lockFile(dir), `${importing.pid}\nnpm run venue -- import\n`);
    await expect(acquireDataDirLock(dir, "npm run order -- list", { waitMs: 300 })).rejects.toThrow(`npm run venue -- import (pid ${importing.pid}) is using ${dir}.`);
  });
});
