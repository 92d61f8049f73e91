import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..", "..");

/** The operator's token the fault tests' servers run with (GET /admin/api/venues/ counts a venue's orders). */
export const FAULT_ADMIN_TOKEN = "fault-test-operator-token-0123456789";

/** The real server (`server/main.ts`) as its own process, as an operator runs it. */
export interface ServerProcess {
  readonly pid: number;
  /** http://127.0.0.1:{port} */
  readonly url: string;
  /** Resolves when the process has ended, with its exit code or the signal that ended it. */
  readonly exited: Promise<number | NodeJS.Signals>;
  /** True until the process has ended. */
  alive(): boolean;
  /** Everything it printed so far (stdout and stderr), for a failing test's message. */
  output(): string;
  /** kill -9: no handler runs, nothing is flushed or closed. */
  killHard(): Promise<void>;
  /** SIGTERM: the server closes its store and gives the data folder back. */
  stop(): Promise<void>;
}

/**
 * Starts `node --import tsx server/main.ts` (one process: its pid is the server's) on a free port of 127.0.0.1 with
 * the store of `store`, and resolves once it prints its address. No built app is served: the API alone.
 */
export async function startServerProcess(store: { dataDir: string } | { databaseUrl: string }, timeoutMs = 30_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      PATH: process.env["PATH"] ?? "",
      HOME: process.env["HOME"] ?? "",
      PORT: "0",
      HOST: "127.0.0.1",
      CARTA_DEFAULT_VENUE: "demo",
      CARTA_STATIC_DIR: path.join(ROOT, "no-built-app-here"),
      CARTA_ADMIN_TOKEN: FAULT_ADMIN_TOKEN,
      // A burst from one address is the point of the test, not an attack: no rate limits.
      CARTA_RATE_LIMITS: "off",
      // Nor is the machine's load: with the suite's other files beside it, the restarted server's event loop passed
      // 1 s under the 60 parallel retries and it shed one with a 503 (load shedding has its own tests).
      CARTA_MAX_EVENT_LOOP_DELAY_MS: "0",
      ...("dataDir" in store ? { CARTA_DATA_DIR: store.dataDir } : { DATABASE_URL: store.databaseUrl }),
    },
  });
  const started = Date.now();
  let output = "";
  let ended = false;
  const exited = once(child, "exit").then(([code, signal]: unknown[]) => {
    ended = true;
    return (signal as NodeJS.Signals | null) ?? (code as number);
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server (pid ${child.pid}) did not start within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /serving on http:\/\/localhost:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    void exited.then((how) => {
      clearTimeout(timer);
      // Its pid and age: a signal from outside the test (its own only SIGKILL, or SIGTERM once served) is then traceable.
      reject(new Error(`The server (pid ${child.pid}) ended (${how}) ${Date.now() - started} ms after it was started, before it served:\n${output}`));
    });
  });
  return processHandle(child, `http://127.0.0.1:${port}`, exited, () => !ended, () => output);
}

function processHandle(child: ChildProcess, url: string, exited: Promise<number | NodeJS.Signals>, alive: () => boolean, output: () => string): ServerProcess {
  return {
    pid: child.pid!,
    url,
    exited,
    alive,
    output,
    async killHard() {
      child.kill("SIGKILL");
      await exited;
    },
    async stop() {
      if (!alive()) return;
      child.kill("SIGTERM");
      await exited;
    },
  };
}
