import { execFile } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** The newest of Debian's PostgreSQL binaries (/usr/lib/postgresql/{version}/bin), or undefined when none is installed. */
export function postgresBinaries(): string | undefined {
  const root = "/usr/lib/postgresql";
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((version) => fs.existsSync(path.join(root, version, "bin", "initdb"))) : [];
  const newest = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
  return newest === undefined ? undefined : path.join(root, newest, "bin");
}

/** A throwaway PostgreSQL cluster this test controls: it may stop and start it at will. */
export interface PostgresCluster {
  readonly url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and deletes its files. */
  destroy(): Promise<void>;
}

/**
 * initdb in a temporary folder and pg_ctl start on a free port of 127.0.0.1, as .ci/postgres-tests.sh does: as root,
 * PostgreSQL refuses to run, so the binaries run as the `postgres` user then.
 */
export async function startPostgresCluster(bin: string): Promise<PostgresCluster> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "carta-fault-pg-"));
  const asPostgres = process.getuid?.() === 0;
  if (asPostgres) await run("chown", ["postgres", work]);
  const pg = (tool: string, args: string[]) => (asPostgres ? run("runuser", ["-u", "postgres", "--", path.join(bin, tool), ...args]) : run(path.join(bin, tool), args));
  const port = await freePort();
  const data = path.join(work, "data");
  await pg("initdb", ["-D", data, "-A", "trust", "-U", "carta", "--no-sync"]);
  const options = `-p ${port} -k ${work} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = async () => {
    await pg("pg_ctl", ["-D", data, "-l", path.join(work, "log"), "-o", options, "-w", "start"]);
  };
  const stop = async () => {
    await pg("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
  };
  await start();
  return {
    url: `postgres://carta@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async destroy() {
      await stop().catch(() => undefined);
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
