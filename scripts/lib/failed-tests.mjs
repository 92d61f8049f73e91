// The failed tests of Vitest and Playwright JSON reports, each with its file and its error's first line. Printed
// just above the last line of `npm test` and of CI, so a red run names its failures where a log's tail shows them.
// Also runnable alone: `node scripts/lib/failed-tests.mjs test-results/vitest.json test-results/playwright.json …`.
import { existsSync, readFileSync } from "node:fs";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { browserTests } from "./slowest-browser-tests.mjs";

const MAX_LISTED = 20;

/** The first non-empty line of an error message, without the terminal's colour codes. */
function firstLine(message = "") {
  // eslint-disable-next-line no-control-regex -- the colour codes are control characters
  const plain = String(message).replace(/\u001b\[[0-9;]*m/g, "");
  return (plain.split("\n").find((line) => line.trim() !== "") ?? "").trim().slice(0, 200);
}

/** A Vitest JSON report's failures: failed tests, and files that failed outside any test (an import, a hook). */
function vitestFailures(report) {
  const found = [];
  for (const file of report.testResults ?? []) {
    const where = relative(process.cwd(), file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of failed) found.push({ where, title: test.fullName ?? test.title, error: firstLine(test.failureMessages?.[0]) });
    if (failed.length === 0 && file.status === "failed") found.push({ where, title: "(the file itself)", error: firstLine(file.message) });
  }
  return found;
}

/**
 * A Playwright JSON report's failures: tests whose outcome was unexpected, with their last attempt's error and the
 * test file's line it was thrown at (a helper's message alone does not say which of its calls failed).
 */
function playwrightFailures(report) {
  const found = browserTests(report)
    .filter((test) => test.status === "unexpected")
    .map((test) => ({ where: test.where, title: `[${test.project}] ${test.title}`, error: `${test.lastStatus ?? "failed"}${test.errorLines?.length ? ` at line ${test.errorLines.join(" ← ")}` : ""}: ${firstLine(test.error)}` }));
  for (const error of report.errors ?? []) found.push({ where: "(the run)", title: "", error: firstLine(error.message) });
  return found;
}

/** Every failure in the reports that exist; a report that is missing or unreadable is skipped. */
export function failedTests(files) {
  const found = [];
  for (const file of files) {
    if (!existsSync(file)) continue;
    let report;
    try {
      report = JSON.parse(readFileSync(file, "utf8"));
    } catch {
      found.push({ where: file, title: "(unreadable report)", error: "" });
      continue;
    }
    const failures = Array.isArray(report.testResults) ? vitestFailures(report) : playwrightFailures(report);
    found.push(...failures.map((failure) => ({ ...failure, report: file })));
  }
  return found;
}

/** Prints the failures of the given reports, if any: at most twenty, then how many more. */
export function printFailedTests(files) {
  const found = failedTests(files);
  if (found.length === 0) return;
  console.log(`\nFailed tests (${found.length}):`);
  for (const failure of found.slice(0, MAX_LISTED)) {
    console.log(`  ✗ ${failure.where}  ${failure.title}`);
    if (failure.error) console.log(`      ${failure.error}`);
  }
  if (found.length > MAX_LISTED) console.log(`  … and ${found.length - MAX_LISTED} more: see the reports in test-results/`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) printFailedTests(process.argv.slice(2));
