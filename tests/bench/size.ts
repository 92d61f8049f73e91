/**
 * `npm run size`: what a first-time visitor downloads before the first screen, gzipped.
 *
 * Builds the app (`npx vite build`, into a temporary folder), starts the reference server in-process on a free port with a fresh
 * in-memory database holding the demo venue, and opens every entry route (`/`, `/home`, a category, a product,
 * `/search`, a page, `/promotions`, a `/t/{value}` table URL) on http://localhost:{port} in Chromium, each in a
 * fresh context with service workers blocked. What is counted, and how, is tests/support/first-visit-size.ts (the
 * budget test of `npm test` counts with the same code): every JS and CSS file is printed gzipped and as sent (the
 * build's brotli copy), with one
 * `total … kB gzip` line per route against its budget and the 150 kB aim, and a summary. It is a report: it exits 0
 * over budget too.
 */
import { AIM_KB, ENTRY_ROUTES, ROUTE_BUDGETS_KB, fileLines, kB, measureFirstVisit, routeTotal, type LoadedFile } from "../support/first-visit-size";
import { builtFileNames } from "../support/built-files";
import { buildApp, freshContext, launchChromium, removeBuild, startServer, withCleanup } from "./support";

/** Prints one route's files and its `total … kB gzip` line; returns the total and verdict for the summary. */
function report(label: string, url: string, budgetKb: number, files: readonly LoadedFile[], note: string | undefined): string {
  console.log(`\n${label}: ${url}`);
  if (note) console.log(`  note: ${note}`);
  for (const line of fileLines(files)) console.log(`  ${line}`);
  const { js, css, total, sent } = routeTotal(files);
  const versus = (limitKb: number) => (total <= limitKb * 1000 ? "within" : `OVER by ${kB(total - limitKb * 1000)}`);
  const verdict = `budget ${budgetKb} kB: ${versus(budgetKb)}; aim ${AIM_KB} kB: ${versus(AIM_KB)}`;
  console.log(`  total ${files.length} files: ${kB(total)} gzip (JS ${kB(js)}, CSS ${kB(css)}), ${kB(sent)} sent; ${verdict}`);
  return `${kB(total).padStart(9)} gzip ${kB(sent).padStart(9)} sent  ${verdict}`;
}

async function main(): Promise<void> {
  const dist = await buildApp();
  await withCleanup(() => measureEveryRoute(dist), async () => removeBuild(dist));
}

async function measureEveryRoute(dist: string): Promise<void> {
  const server = await startServer({ staticDir: dist, venueFiles: ["server/venues/demo/venue.json"], defaultLicense: "demo" });
  await withCleanup(
    async () => {
      const browser = await launchChromium();
      await withCleanup(
        async () => {
          console.log("gzipped (node:zlib level 9) JS and CSS a first-time visitor loads; 1 kB = 1,000 bytes");
          const totals: string[] = [];
          const names = builtFileNames(dist);
          for (const route of ENTRY_ROUTES) {
            const url = server.url("localhost", route.path);
            const context = await freshContext(browser);
            const result = await withCleanup(async () => measureFirstVisit(await context.newPage(), url, route.shown, names), () => context.close());
            totals.push(`${route.label.padEnd(16)} ${report(route.label, url, ROUTE_BUDGETS_KB[route.path], result.files, result.note)}`);
          }
          console.log(`\nper entry route (budgets: tests/support/first-visit-size.ts; aim ${AIM_KB} kB):\n  ${totals.join("\n  ")}`);
        },
        () => browser.close(),
      );
    },
    () => server.close(),
  );
}

await main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
});
