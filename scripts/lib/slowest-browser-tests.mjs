// The slowest browser tests of a Playwright JSON report (test-results/playwright.json), printed at the end of
// `npm test` so the next person sees what to speed up before a test nears its 30 s timeout.
// Also runnable alone: `node scripts/lib/slowest-browser-tests.mjs [report.json] [count]`.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The lines of `file` in an error's stack, innermost first, a line repeated in a row once. */
function linesInFile(stack = "", file) {
  const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const lines = [...String(stack).matchAll(new RegExp(`[/\\\\]${escaped}:(\\d+):`, "g"))].map((match) => Number(match[1]));
  return lines.filter((line, index) => line !== lines[index - 1]);
}

/**
 * Every browser test of a Playwright JSON report: its file, its project, its longest attempt's duration in ms, its
 * outcome ("expected", "unexpected", "flaky", "skipped"), and its last attempt's status, error message and the lines
 * of the test's file its error's stack passed through (innermost first: a helper's line, then its caller's).
 */
export function browserTests(report) {
  const found = [];
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const duration = Math.max(0, ...(test.results ?? []).map((result) => result.duration ?? 0));
        const last = test.results?.at(-1);
        found.push({
          where: `${spec.file}:${spec.line}`,
          title: spec.title,
          project: test.projectName,
          duration,
          status: test.status,
          lastStatus: last?.status,
          error: last?.error?.message ?? last?.errors?.[0]?.message,
          errorLines: linesInFile(last?.error?.stack ?? last?.errors?.[0]?.stack, spec.file),
        });
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return found;
}

/** The slowest browser tests, so the next person sees what to speed up (the timeout is 30 s per test). */
export function printSlowestBrowserTests(report, count = 10) {
  const slowest = browserTests(report).sort((a, b) => b.duration - a.duration).slice(0, count);
  if (slowest.length === 0) return;
  console.log(`\nSlowest ${slowest.length} browser tests:`);
  for (const test of slowest) console.log(`  ${(test.duration / 1000).toFixed(1).padStart(5)} s  ${test.where}  ${test.title}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file = "test-results/playwright.json", count = "10"] = process.argv.slice(2);
  printSlowestBrowserTests(JSON.parse(readFileSync(file, "utf8")), Number(count));
}
