/**
 * A PostgreSQL for a bench: `DATABASE_URL` when it is set, else a throwaway cluster from Debian's binaries
 * (/usr/lib/postgresql/{version}/bin), started as .ci/postgres-tests.sh does — initdb with trust auth in a temp
 * folder, listening on 127.0.0.1 and a free port only — and removed afterwards. Undefined when neither is there.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "./ports";

const run = promisify(execFile);
const POSTGRES_ROOT = "/usr/lib/postgresql";

/** The newest installed PostgreSQL's bin folder, if any. */
function postgresBin(): string | undefined {
  if (!fs.existsSync(POSTGRES_ROOT)) return undefined;
  const versions = fs
    .readdirSync(POSTGRES_ROOT)
    .filter((version) => fs.existsSync(path.join(POSTGRES_ROOT, version, "bin", "initdb")))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest === undefined ? undefined : path.join(POSTGRES_ROOT, newest, "bin");
}

/**
 * Runs `work` with a PostgreSQL URL and a label saying where it came from; resolves to undefined (and runs nothing)
 * when there is no PostgreSQL to use.
 */
export async function withPostgres<T>(work: (url: string, label: string, cpuMs: () => number) => Promise<T>): Promise<T | undefined> {
  const given = process.env["DATABASE_URL"];
  if (given) return work(given, "PostgreSQL from DATABASE_URL", () => Number.NaN);
  const bin = postgresBin();
  if (!bin) return undefined;

  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "carta-bench-pg-"));
  // initdb refuses to run as root: as .ci/postgres-tests.sh does, the cluster belongs to the postgres user then.
  const asPostgres = process.getuid?.() === 0;
  if (asPostgres) await run("chown", ["postgres", folder]);
  const pg = (tool: string, args: readonly string[]) =>
    asPostgres ? run("runuser", ["-u", "postgres", "--", path.join(bin, tool), ...args]) : run(path.join(bin, tool), [...args]);
  const data = path.join(folder, "data");
  const port = await freePort();
  let started = false;
  try {
    await pg("initdb", ["-D", data, "-A", "trust", "-U", "carta"]);
    await pg("pg_ctl", ["-D", data, "-l", path.join(folder, "log"), "-o", `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1`, "-w", "start"]);
    started = true;
    const version = path.basename(path.dirname(bin));
    return await work(`postgres://carta@127.0.0.1:${port}/postgres`, `PostgreSQL ${version} (a throwaway cluster)`, () => clusterCpuMs(data));
  } finally {
    if (started) await pg("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]).catch(() => undefined);
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** A process's CPU time from /proc/{pid}/stat, in ms: its own, and with `children` that of its reaped children too. */
function processCpuMs(stat: string, children: boolean): number {
  const fields = stat.split(") ")[1]!.split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]) + (children ? Number(fields[13]) + Number(fields[14]) : 0);
  return ticks * 10; // clock ticks of 10 ms
}

/**
 * The CPU time the cluster has used so far, in ms: its postmaster, every backend it runs, and the backends that have
 * ended (counted in the postmaster's children's time). Linux only (NaN elsewhere).
 */
function clusterCpuMs(data: string): number {
  try {
    const postmaster = fs.readFileSync(path.join(data, "postmaster.pid"), "utf8").split("\n")[0]!.trim();
    let total = processCpuMs(fs.readFileSync(`/proc/${postmaster}/stat`, "utf8"), true);
    for (const pid of fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
      try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
        if (stat.split(") ")[1]!.split(" ")[1] === postmaster) total += processCpuMs(stat, false);
      } catch {
        // The process ended between the listing and the read.
      }
    }
    return total;
  } catch {
    return Number.NaN;
  }
}
