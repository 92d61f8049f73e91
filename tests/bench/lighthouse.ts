/**
 * `npm run lighthouse`: Lighthouse 13 (its default mobile emulation and simulated throttling) on the demo venue's
 * `/` and `/home` (the demo open at every hour, its categories too, so the hour of the run does not change the
 * screens), in Debian's Chromium, against a fresh build served by the reference server. Prints each
 * route's performance, accessibility and best-practices scores (the build asks no web font service: none is
 * reachable here) and the metrics behind the first (FCP, LCP, TBT, CLS, Speed Index), the median of three runs
 * (`CARTA_LIGHTHOUSE_RUNS=5 npm run lighthouse` for five; `CARTA_LIGHTHOUSE_ROUTES=/` for `/` alone). For the run
 * with the median performance it also prints what
 * held the main thread: Lighthouse's main-thread breakdown (`mainthread-work-breakdown`: script evaluation,
 * parsing, style and layout, …) and the bootup time of each script (`bootup-time`: evaluation and parse/compile
 * per file) and the long tasks Total Blocking Time counts (`long-tasks`: start, duration, script), so the next
 * person sees what blocks. The machine's load average is printed first: on a shared
 * machine the scores move with it. A report, not a test: it exits 0 whatever the scores.
 *
 * Each run is a first visit, as from a QR code: a Chromium of its own with an empty profile. Lighthouse clears the
 * HTTP cache and the service worker between runs but keeps localStorage, where the app keeps the menu, so runs in one
 * browser after the first would measure a return visit (no menu calls, the stored menu decoded at start).
 * `CARTA_LIGHTHOUSE_VISIT=return` measures that instead: one load of the route before each measured run.
 * `CARTA_LIGHTHOUSE_REPORTS=folder` keeps each run's whole result there as JSON, with the trace of its load.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { loadavg } from "node:os";
import path from "node:path";
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE, withFeatureListsMerged } from "../support/chromium";
import { builtFileNames } from "../support/built-files";
import { buildApp, removeBuild, startServer, withCleanup } from "./support";
import { alwaysOpenDemoFile } from "../support/always-open-demo";
import { ensureBenchChromium } from "../../scripts/lib/ensure-chromium.mjs";
import { loadLighthouse } from "./tools";

// Installed in the tools' own package on a first run (decision 0090).
const { lighthouse, chromeLauncher } = await loadLighthouse();

/** The routes measured: `/` and `/home`, or those of `CARTA_LIGHTHOUSE_ROUTES` (comma-separated: `/` alone, say). */
const ROUTES = (process.env["CARTA_LIGHTHOUSE_ROUTES"] ?? "/,/home").split(",").map((route) => route.trim()).filter(Boolean);
const RUNS = Number(process.env["CARTA_LIGHTHOUSE_RUNS"] ?? 3);
const VISIT = process.env["CARTA_LIGHTHOUSE_VISIT"] === "return" ? "return" : "first";
/**
 * A folder to keep each run's whole Lighthouse result in (JSON), for what the summary leaves out (the observed timings,
 * say), and the trace of its load (`….trace.json`).
 */
const REPORTS = process.env["CARTA_LIGHTHOUSE_REPORTS"];
/** Runs without a score (a failed trace) run again per route before the bench gives up on it. */
const MAX_RERUNS = 2;

interface Run {
  /** False when Lighthouse could not score the run (a failed trace, NO_NAVSTART): it is run again, not counted. */
  scored: boolean;
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  /** The first contentful paint as it happened in the unthrottled load, before Lantern's simulation (ms). */
  observedFcp: number;
  /** The server's latency Lighthouse read off the load and adds to every request it simulates (ms). */
  serverLatency: number;
  /** The LCP element (its HTML, shortened) and where its time went, as Lighthouse reports them. */
  lcpElement: string;
  /** Main-thread time by kind of work, longest first ("Script Evaluation 812 ms"). */
  mainThread: { label: string; ms: number }[];
  /** Main-thread time per script: total, of which evaluation and parse/compile, longest first. */
  bootup: { url: string; total: number; scripting: number; parse: number }[];
  /** The long tasks (over 50 ms in the simulated CPU), in order: what Total Blocking Time counts beyond 50 ms each. */
  longTasks: { url: string; start: number; duration: number }[];
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The rows of a Lighthouse audit's `details` (a table or a list), typed as the caller reads them. */
function itemsOf<Item>(details: unknown): Item[] {
  return (details as { items?: Item[] } | undefined)?.items ?? [];
}

/** One of the unthrottled load's timings from Lighthouse's `metrics` audit ("observedFirstContentfulPaint", in ms). */
function observedMetric(details: unknown, name: string): number {
  const item = itemsOf<Record<string, unknown>>(details)[0];
  const value = item?.[name];
  return typeof value === "number" ? value : Number.NaN;
}

/** The page's origin's server latency, as Lighthouse's `network-server-latency` audit estimated it. */
function serverLatencyOf(details: unknown): number {
  const value = itemsOf<{ serverResponseTime?: number }>(details)[0]?.serverResponseTime;
  return typeof value === "number" ? value : Number.NaN;
}

/** The LCP element and where its time went, from Lighthouse's LCP breakdown: "h1 'Olive & Ember' (…)". */
function lcpElementOf(details: unknown): string {
  const items = itemsOf<Record<string, unknown>>(details);
  const node = items.find((item) => item["type"] === "node") as { snippet?: string; nodeLabel?: string } | undefined;
  const table = items.find((item) => item["type"] === "table");
  const phases = itemsOf<{ label?: string; duration?: number }>(table).map((row) => `${row.label ?? "?"} ${Math.round(row.duration ?? Number.NaN)} ms`);
  const element = node ? `${(node.snippet ?? "").replace(/\s+/g, " ").slice(0, 60)} "${(node.nodeLabel ?? "").slice(0, 40)}"` : "?";
  return phases.length > 0 ? `${element} (observed: ${phases.join(", ")})` : element;
}

/** The rows of Lighthouse's main-thread breakdown audit. */
function mainThreadOf(details: unknown): Run["mainThread"] {
  const items = itemsOf<{ group?: string; groupLabel?: string; duration?: number }>(details);
  return items.map((item) => ({ label: item.groupLabel ?? item.group ?? "?", ms: item.duration ?? 0 })).sort((a, b) => b.ms - a.ms);
}

/** The rows of Lighthouse's bootup-time audit: the app's own files by path and what they hold. */
function bootupOf(details: unknown, names: ReadonlyMap<string, string>): Run["bootup"] {
  const items = itemsOf<{ url?: string; total?: number; scripting?: number; scriptParseCompile?: number }>(details);
  return items
    .map((item) => {
      const url = item.url ?? "?";
      const own = /^https?:\/\/(?:localhost|127\.0\.0\.1)[:/]/.test(url) ? new URL(url).pathname : undefined;
      const short = own === undefined ? url : names.has(own) ? `${own} (${names.get(own)})` : own;
      return { url: short, total: item.total ?? 0, scripting: item.scripting ?? 0, parse: item.scriptParseCompile ?? 0 };
    })
    .sort((a, b) => b.total - a.total);
}

/** The rows of Lighthouse's long-tasks audit, in the order they ran, each named by its script as bootupOf names it. */
function longTasksOf(details: unknown, names: ReadonlyMap<string, string>): Run["longTasks"] {
  const items = itemsOf<{ url?: string; startTime?: number; duration?: number }>(details);
  return items
    .map((item) => ({ url: bootupOf({ items: [{ url: item.url }] }, names)[0]!.url, start: item.startTime ?? 0, duration: item.duration ?? 0 }))
    .sort((a, b) => a.start - b.start);
}

function printBlocking(run: Run): void {
  const total = run.mainThread.reduce((sum, row) => sum + row.ms, 0);
  console.log(`       main thread ${Math.round(total)} ms: ${run.mainThread.map((row) => `${row.label} ${Math.round(row.ms)}`).join(", ")}`);
  console.log("       bootup time per script (total = evaluation + parse/compile + other work it caused, ms):");
  for (const row of run.bootup) {
    console.log(`         ${String(Math.round(row.total)).padStart(5)}  eval ${String(Math.round(row.scripting)).padStart(5)}  parse ${String(Math.round(row.parse)).padStart(4)}  ${row.url}`);
  }
  // TBT counts the part beyond 50 ms of those that run between the first contentful paint and Time to Interactive:
  // an early first paint (the splash) puts more of the boot's tasks in its window.
  console.log(`       long tasks, in the simulated CPU (start, duration and the part beyond 50 ms, ms; FCP at ${Math.round(run.fcp)} ms):`);
  for (const task of run.longTasks) {
    console.log(`         ${String(Math.round(task.start)).padStart(5)}  ${String(Math.round(task.duration)).padStart(4)}  ${String(Math.round(task.duration - 50)).padStart(4)}  ${task.url}`);
  }
}

async function audit(url: string, port: number, names: ReadonlyMap<string, string>): Promise<Run> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices"] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  if (REPORTS) {
    const name = `${new URL(url).pathname.replaceAll("/", "_")}-${Date.now()}`;
    await writeFile(path.join(REPORTS, `${name}.json`), JSON.stringify(result.lhr));
    // The observed load's trace beside it: chrome://tracing or Perfetto open it, to see what each long task ran.
    if (result.artifacts?.Trace) await writeFile(path.join(REPORTS, `${name}.trace.json`), JSON.stringify(result.artifacts.Trace));
  }
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  // A run without a performance score (shown as 0) says why: Lighthouse's own error, or the metric that failed.
  const scored = categories["performance"]?.score != null;
  if (!scored) {
    const failed = Object.values(audits).filter((a) => a.errorMessage).map((a) => `${a.id}: ${a.errorMessage}`);
    console.log(`       a run of ${url} has no performance score: ${result.lhr.runtimeError?.message ?? failed.slice(0, 3).join("; ")}`);
  }
  const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    scored,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    fcp: metric("first-contentful-paint"),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    si: metric("speed-index"),
    observedFcp: observedMetric(audits["metrics"]?.details, "observedFirstContentfulPaint"),
    serverLatency: serverLatencyOf(audits["network-server-latency"]?.details),
    lcpElement: lcpElementOf(audits["lcp-breakdown-insight"]?.details),
    mainThread: mainThreadOf(audits["mainthread-work-breakdown"]?.details),
    bootup: bootupOf(audits["bootup-time"]?.details, names),
    longTasks: longTasksOf(audits["long-tasks"]?.details, names),
  };
}

/** A Chromium with a new, empty profile for one measured visit, closed after it. */
async function inFreshChromium<T>(body: (port: number) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_EXECUTABLE,
    // chrome-launcher's defaults given here with ours, their `--disable-features` lists made one.
    ignoreDefaultFlags: true,
    chromeFlags: withFeatureListsMerged([
      ...chromeLauncher.Launcher.defaultFlags(),
      "--disable-setuid-sandbox",
      ...CHROMIUM_ARGS.map((flag) => (flag === "--headless" ? "--headless=new" : flag)),
    ]),
  });
  return withCleanup(() => body(chrome.port), async () => void chrome.kill());
}

/** One measured visit; a return visit first loads the route once in the same browser, keeping what the app stored. */
async function auditVisit(url: string, port: number, names: ReadonlyMap<string, string>): Promise<Run> {
  if (VISIT === "return") await lighthouse(url, { port, logLevel: "error", onlyCategories: ["performance"] });
  return audit(url, port, names);
}

async function main(): Promise<void> {
  if (!ensureBenchChromium()) throw new Error("Lighthouse needs Debian's Chromium: see the lines above.");
  if (REPORTS) await mkdir(REPORTS, { recursive: true });
  // This machine reaches no font service: built without one, so the report measures the app, not a DNS failure.
  const dist = await buildApp(30_000, { VITE_FONT_SERVICE_URL: "" });
  await withCleanup(async () => {
    // The demo open at every hour, its categories too: what `/` and `/home` show would otherwise change with the hour
    // of the run (closed after midnight in Dubai, breakfast first in the morning), and the figures with it.
    const server = await startServer({ staticDir: dist, venueFiles: [alwaysOpenDemoFile({ everyCategory: true })], defaultLicense: "demo" });
    await withCleanup(async () => {
      const load = () => loadavg().map((l) => l.toFixed(2)).join(", ");
      console.log(`Lighthouse 13, mobile emulation with simulated throttling, median of ${RUNS} runs, each a ${VISIT} visit in a fresh Chromium, the demo open at every hour; load average ${load()} (1, 5, 15 min)`);
      for (const route of ROUTES) {
        const url = server.url("localhost", route);
        // A run Lighthouse could not score would count as 0 in the median: it is run again, twice at most.
        const runs: Run[] = [];
        let unscored = 0;
        while (runs.length < RUNS && unscored <= MAX_RERUNS) {
          const run = await inFreshChromium((port) => auditVisit(url, port, builtFileNames(dist)));
          if (run.scored) runs.push(run);
          else unscored++;
        }
        if (runs.length === 0) throw new Error(`Lighthouse scored no run of ${url}`);
        const m = (key: "performance" | "accessibility" | "bestPractices" | "fcp" | "lcp" | "tbt" | "cls" | "si") => median(runs.map((r) => r[key]));
        console.log(
          `${route.padEnd(6)} performance ${m("performance")}, accessibility ${m("accessibility")}, best practices ${m("bestPractices")}` +
            ` | FCP ${(m("fcp") / 1000).toFixed(1)} s, LCP ${(m("lcp") / 1000).toFixed(1)} s, TBT ${Math.round(m("tbt"))} ms,` +
            ` CLS ${m("cls").toFixed(3)}, SI ${(m("si") / 1000).toFixed(1)} s  (performance per run: ${runs.map((r) => r.performance).join(", ")}` +
            `${unscored > 0 ? `; ${unscored} run${unscored > 1 ? "s" : ""} without a score run again` : ""})`,
        );
        // Each run's FCP, LCP and TBT beside its score: TBT counts the tasks after FCP, and the score follows them.
        // The observed first paint too: what Lantern counts before its FCP is what the unthrottled load finished by then.
        const perRun = runs.map(
          (r) => `${r.performance} (FCP ${(r.fcp / 1000).toFixed(2)} s, LCP ${(r.lcp / 1000).toFixed(2)} s, TBT ${Math.round(r.tbt)} ms, observed FCP ${Math.round(r.observedFcp)} ms, server latency ${Math.round(r.serverLatency)} ms)`,
        );
        console.log(`       runs: ${perRun.join(", ")}`);
        console.log(`       LCP element: ${runs.at(-1)!.lcpElement}`);
        // What blocked, in the run whose performance is the median (the other runs' figures move with the machine).
        printBlocking(runs.find((r) => r.performance === m("performance")) ?? runs.at(-1)!);
      }
      console.log(`load average after: ${load()}`);
    }, () => server.close());
  }, async () => removeBuild(dist));
}

await main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
});
