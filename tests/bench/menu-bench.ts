/**
 * `npm run bench` (g), or alone: `npm run bench -- menu`. The demo menu GET (`/en/api/menu/demo/`, `Accept-Encoding:
 * gzip`) from the reference server, against Debian's nginx serving the same bytes from the same machine in the same
 * run (tests/bench/nginx.ts: the server's own identity and gzip bytes as `menu.json` and `menu.json.gz`, gzip_static).
 * autocannon runs in a process of its own, 50 connections for 10 s against each: nginx, the server on PGlite, the
 * server on PostgreSQL (DATABASE_URL, or a throwaway cluster: tests/bench/throwaway-postgres.ts), nginx again. It
 * prints requests per second, latency p50/p99 and the ratio to nginx (the aim: ≥ 0.8×, decision 0036), and checks
 * that a conditional GET with the ETag answers 304. Loopback only.
 */
import { execFile } from "node:child_process";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { buildServer } from "../../server/app";
import { openDatabase } from "../../server/db/open-database";
import { importVenueFile } from "../../server/venues/import-venue";
import { startNginx } from "./nginx";
import { ROOT } from "./support";
import { withPostgres } from "./throwaway-postgres";
import { autocannonScript } from "./tools";

const CONNECTIONS = 50;
const SECONDS = 10;
const WARM_UP_SECONDS = 2;
const AIM_RATIO = 0.8;
const MENU_PATH = "/en/api/menu/demo/";
const GZIP = { "accept-encoding": "gzip" } as const;
/** Noon in Dubai on a Monday, as the other server benches. */
const NOON = Date.parse("2026-11-23T12:00:00+04:00");

interface CannonFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers other than 2xx, errors and timeouts: a figure with any is not a fair one. */
  failures: number;
}

/** autocannon's command line, in its own process so that it does not share the server's event loop. */
async function cannon(url: string, seconds = SECONDS): Promise<CannonFigures> {
  const autocannon = await autocannonScript();
  const args = [autocannon, "-c", String(CONNECTIONS), "-d", String(seconds), "-H", "accept-encoding=gzip", "-j", "-n", url];
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  const result = JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}") as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET whose body is kept as sent (fetch would decompress it). */
function rawGet(url: string, headers: Readonly<Record<string, string>> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

interface MenuServer {
  origin: string;
  close(): Promise<void>;
}

/** The reference server with the demo venue, in this process, on 127.0.0.1 and a free port. */
async function startMenuServer(databaseUrl: string | undefined): Promise<MenuServer> {
  const db = await openDatabase(databaseUrl ? { databaseUrl } : { inMemory: true });
  try {
    await importVenueFile(db, path.join(ROOT, "server/venues/demo/venue.json"));
    const app = await buildServer({ db, defaultLicense: "demo", now: () => NOON });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    if (typeof address !== "object" || address === null) throw new Error("the bench server has no port");
    return {
      origin: `http://127.0.0.1:${address.port}`,
      async close() {
        await app.close();
        await db.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}

const perSecond = (x: number) => `${Math.round(x).toLocaleString("en")} req/s`;
const figures = (run: CannonFigures) =>
  `${perSecond(run.requestsPerSecond)}, latency p50 ${run.p50} ms, p99 ${run.p99} ms${run.failures ? ` (${run.failures} failed requests)` : ""}`;
const loadAverage = () => os.loadavg().map((x) => x.toFixed(2)).join(", ");

/** A conditional GET with the ETag of the gzip answer: "304" when it is one. */
async function conditional(url: string): Promise<string> {
  const first = await rawGet(url, GZIP);
  const etag = first.headers.etag;
  if (!etag) return "no ETag";
  const again = await rawGet(url, { ...GZIP, "if-none-match": etag });
  return again.status === 304 && again.body.length === 0 ? "304" : `${again.status}, not 304`;
}

/** Warms the target up (JIT, the answer made once), then measures it. */
async function measure(url: string): Promise<CannonFigures> {
  await cannon(url, WARM_UP_SECONDS);
  return cannon(url);
}

export async function runMenuBench(): Promise<string[]> {
  const lines = [`load average before (1, 5, 15 min): ${loadAverage()}; ${os.cpus().length} CPU(s); ${CONNECTIONS} connections, ${SECONDS} s each, Accept-Encoding: gzip`];
  const pglite = await startMenuServer(undefined);
  try {
    const url = pglite.origin + MENU_PATH;
    const identity = await rawGet(url);
    const gzip = await rawGet(url, GZIP);
    if (identity.status !== 200 || gzip.headers["content-encoding"] !== "gzip") throw new Error(`the server answered ${gzip.status} ${String(gzip.headers["content-encoding"])}`);
    const nginx = await startNginx({ "menu.json": identity.body, "menu.json.gz": gzip.body });
    try {
      const nginxUrl = `${nginx.origin}/menu.json`;
      const fromNginx = await rawGet(nginxUrl, GZIP);
      const same = fromNginx.headers["content-encoding"] === "gzip" && fromNginx.body.equals(gzip.body);
      lines.push(
        `the answer: ${identity.body.length.toLocaleString("en")} B of JSON, ${gzip.body.length.toLocaleString("en")} B gzipped (ETag ${String(gzip.headers.etag)}); ` +
          `nginx serves the same gzip bytes: ${same ? "yes" : "NO"}`,
      );
      const checks = [`server on PGlite ${await conditional(url)}`, `nginx ${await conditional(nginxUrl)}`];

      const nginxFirst = await measure(nginxUrl);
      const onPglite = await measure(url);
      const postgres = await withPostgres(async (databaseUrl, label) => {
        const server = await startMenuServer(databaseUrl);
        try {
          checks.push(`server on PostgreSQL ${await conditional(server.origin + MENU_PATH)}`);
          return { label, run: await measure(server.origin + MENU_PATH) };
        } finally {
          await server.close();
        }
      }).catch((error: unknown) => `n/a (${error instanceof Error ? error.message.split("\n")[0] : String(error)})`);
      const nginxLast = await cannon(nginxUrl);

      const nginxRate = (nginxFirst.requestsPerSecond + nginxLast.requestsPerSecond) / 2;
      const ratio = (run: CannonFigures) => {
        const r = run.requestsPerSecond / nginxRate;
        return `${r.toFixed(2)}× nginx — ${r >= AIM_RATIO ? "meets" : "misses"} the aim of ≥ ${AIM_RATIO}×`;
      };
      lines.push(`nginx (gzip_static, ${os.cpus().length} worker processes), first run: ${figures(nginxFirst)}`);
      lines.push(`nginx, last run: ${figures(nginxLast)}; the ratios below are to the mean, ${perSecond(nginxRate)}`);
      lines.push(`server on PGlite: ${figures(onPglite)} — ${ratio(onPglite)}`);
      if (postgres === undefined) lines.push("server on PostgreSQL: n/a (no DATABASE_URL and no PostgreSQL binaries in /usr/lib/postgresql)");
      else if (typeof postgres === "string") lines.push(`server on PostgreSQL: ${postgres}`);
      else lines.push(`server on ${postgres.label}: ${figures(postgres.run)} — ${ratio(postgres.run)}`);
      lines.push(`conditional GET (If-None-Match with the ETag): ${checks.join(", ")}`);
    } finally {
      await nginx.close();
    }
  } finally {
    await pglite.close();
  }
  lines.push(`load average after: ${loadAverage()}`);
  return lines;
}
