// `npm test`: typecheck, lint, unit and property tests (Vitest), then browser tests (Playwright) against the
// built app served by the reference server. The last line sums every runner up: `tests: N passed, N failed`.
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { spawn, spawnSync } from "node:child_process";
import { ensureDependencies } from "./lib/ensure-dependencies.mjs";
import { ensureChromium, ensureTestTools } from "./lib/ensure-chromium.mjs";
import { printSlowestBrowserTests } from "./lib/slowest-browser-tests.mjs";
import { printFailedTests } from "./lib/failed-tests.mjs";

const REPORTS = "test-results";
const tally = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** Each phase's wall time, printed together at the end so a slow phase shows at a glance. */
const phases = [];
const suiteStarted = Date.now();

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = (Date.now() - started) / 1000;
  phases.push({ label, seconds, ok: result.status === 0 });
  console.log(`  ${label}: ${result.status === 0 ? "ok" : "FAILED"} in ${seconds.toFixed(1)} s`);
  return result.status === 0;
}

/**
 * Lanes of steps that run side by side on these 2-core machines, each lane's steps one after the other: the type
 * checker and ESLint each use about one core, and the build runs in the type checker's lane once it is done, while
 * ESLint, the longer of the two, still runs. Each step's output is held and printed whole, one step after the other,
 * so it reads as if they had run in turn. Returns each lane's results, in its steps' order.
 */
async function runLanes(lanes) {
  const runStep = ({ label, command, args }) => {
    const stepStarted = Date.now();
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: process.env });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    return new Promise((resolve) => {
      const done = (ok, extra = []) => resolve({ label, ok, output: [...output, ...extra], seconds: (Date.now() - stepStarted) / 1000 });
      child.on("error", (error) => done(false, [Buffer.from(String(error))]));
      child.on("close", (status) => done(status === 0));
    });
  };
  const results = await Promise.all(
    lanes.map(async (steps) => {
      const laneResults = [];
      for (const step of steps) laneResults.push(await runStep(step));
      return laneResults;
    }),
  );
  const all = results.flat();
  for (const { label, ok, output, seconds } of all) {
    console.log(`\n▶ ${label}`);
    process.stdout.write(Buffer.concat(output));
    console.log(`  ${label}: ${ok ? "ok" : "FAILED"} in ${seconds.toFixed(1)} s`);
  }
  for (const [index, laneResults] of results.entries()) {
    const others = results.filter((_, other) => other !== index).flat().map((r) => r.label).join(", ");
    for (const { label, ok, seconds } of laneResults) phases.push({ label: `${label} (beside ${others})`, seconds, ok });
  }
  return results.map((laneResults) => laneResults.map((r) => r.ok));
}

function printPhaseTimes() {
  console.log("\nPhase times:");
  for (const phase of phases) console.log(`  ${phase.seconds.toFixed(1).padStart(7)} s  ${phase.label}${phase.ok ? "" : " (FAILED)"}`);
  console.log(`  ${((Date.now() - suiteStarted) / 1000).toFixed(1).padStart(7)} s  in all`);
}

/** A step with no test count of its own (typecheck, lint, build) counts as one check. */
function check(label, ok) {
  if (ok) tally.passed += 1;
  else {
    tally.failed += 1;
    failures.push(label);
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

const installStarted = Date.now();
await ensureDependencies();
// Debian's Chromium and poppler's PDF tools, in one apt run when any is missing; a tool still missing fails the
// tests that use it, which say so.
ensureTestTools();
phases.push({ label: "dependencies (npm ci when the lockfile changed; Chromium and poppler when missing)", seconds: (Date.now() - installStarted) / 1000, ok: true });
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const [[typechecked, built], [linted]] = await runLanes([
  [
    { label: "typecheck", command: "npm", args: ["run", "--silent", "typecheck"] },
    // The app the browser tests serve; no unit or property test reads it.
    { label: "build", command: "npx", args: ["vite", "build", "--logLevel", "warn"] },
  ],
  [{ label: "lint", command: "npm", args: ["run", "--silent", "lint"] }],
]);
check("typecheck", typechecked);
check("lint", linted);
check("build", built);

/**
 * V8's young generation twice its default (16 MB) for the Vitest run: its workers make many
 * short-lived objects (module transforms, PGlite's buffers, fast-check's cases), and fewer, larger scavenges took
 * about 5 % less of the machine (docs/performance.md, 29 November 2026).
 */
const BIGGER_YOUNG_GENERATION = { NODE_OPTIONS: [process.env.NODE_OPTIONS, "--max-semi-space-size=32"].filter(Boolean).join(" ") };

const vitestOk = run("unit and property tests (Vitest)", "npx", [
  "vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${REPORTS}/vitest.json`,
], BIGGER_YOUNG_GENERATION);
const vitest = readJson(`${REPORTS}/vitest.json`);
if (vitest) {
  tally.passed += vitest.numPassedTests;
  tally.failed += vitest.numFailedTests;
  tally.skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
  if (!vitestOk && vitest.numFailedTests === 0) check("vitest (suite errors)", false);
} else check("vitest (no report)", false);

let slowestReport;
if (built && ensureChromium()) {
  const playwrightOk = run("browser tests (Playwright, Chromium)", "npx", ["playwright", "test"]);
  const report = readJson(`${REPORTS}/playwright.json`);
  if (report?.stats) {
    tally.passed += report.stats.expected + (report.stats.flaky ?? 0);
    tally.failed += report.stats.unexpected;
    tally.skipped += report.stats.skipped;
    if (!playwrightOk && report.stats.unexpected === 0) check("playwright (run errors)", false);
    slowestReport = report;
  } else check("playwright (no report)", false);
} else if (built) {
  check("browser tests (no Chromium)", false);
}

if (slowestReport) printSlowestBrowserTests(slowestReport);
printPhaseTimes();
printFailedTests([`${REPORTS}/vitest.json`, `${REPORTS}/playwright.json`]);
if (failures.length > 0) console.log(`\nFailed steps: ${failures.join(", ")}`);
const skipped = tally.skipped > 0 ? `, ${tally.skipped} skipped` : "";
console.log(`tests: ${tally.passed} passed, ${tally.failed} failed${skipped}`);
process.exit(tally.failed > 0 ? 1 : 0);
