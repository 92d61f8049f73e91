/**
 * `npm run size`: what a first-time visitor downloads before the first screen, gzipped.
 *
 * Builds the app (`npx vite build`, into a temporary folder), starts the reference server in-process on a free port with a fresh
 * in-memory database holding the demo venue, and opens every entry route (`/`, `/home`, a category, a product,
 * `/search`, a page, `/promotions`, a `/t/{value}` table URL) on http://localhost:{port} in Chromium, each in a
 * fresh context with service workers blocked. Once the network is idle and the screen
 * shows its content, every JS and CSS file the page loaded is gzipped here (node:zlib, level 9) and printed,
 * with one `total … kB gzip` line per route against the 150 kB budget, and a summary. The service worker script, images, fonts, HTML and the API/menu
 * JSON are not counted. 1 kB = 1,000 bytes. It is a report: it exits 0 over budget too.
 */
import { gzipSync } from "node:zlib";
import type { Page, Response } from "playwright-core";
import { buildApp, freshContext, launchChromium, removeBuild, startServer, withCleanup } from "./support";

const BUDGET_KB = 150;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

interface Loaded {
  path: string;
  kind: "js" | "css";
  raw: number;
  gzip: number;
}

/** JS or CSS the app needs, by URL and by what the browser fetched it as; undefined for everything else. */
function kindOf(response: Response, origin: string): Loaded["kind"] | undefined {
  const url = new URL(response.url());
  if (url.origin !== origin) return undefined;
  const file = url.pathname.split("/").pop() ?? "";
  // The service worker and its helpers are not part of the first screen.
  if (/^(?:sw|service-worker|registerSW)\.js$/.test(file) || file.startsWith("workbox-")) return undefined;
  if (/^\/[a-z]{2}(?:-[a-z]+)?\/(?:api|menus)\//.test(url.pathname) || url.pathname.startsWith("/media/")) return undefined;
  const type = response.request().resourceType();
  const contentType = response.headers()["content-type"] ?? "";
  if (type === "stylesheet" || /\.css$/.test(file) || contentType.includes("text/css")) return "css";
  if (type === "script" || /\.m?js$/.test(file) || contentType.includes("javascript")) return "js";
  return undefined;
}

/** Waits until no request has been in flight for `quietMs` (at most `maxMs`). */
async function networkQuiet(page: Page, quietMs = 600, maxMs = 10_000): Promise<void> {
  let inFlight = 0;
  let last = performance.now();
  const start = () => {
    inFlight++;
    last = performance.now();
  };
  const end = () => {
    inFlight = Math.max(0, inFlight - 1);
    last = performance.now();
  };
  page.on("request", start);
  page.on("requestfinished", end);
  page.on("requestfailed", end);
  const deadline = performance.now() + maxMs;
  try {
    while (performance.now() < deadline && (inFlight > 0 || performance.now() - last < quietMs)) {
      await page.waitForTimeout(100);
    }
  } finally {
    page.off("request", start);
    page.off("requestfinished", end);
    page.off("requestfailed", end);
  }
}

async function measure(
  browser: Awaited<ReturnType<typeof launchChromium>>,
  url: string,
  shown: (page: Page) => Promise<void>,
): Promise<{ files: Loaded[]; note: string | undefined }> {
  const context = await freshContext(browser);
  return withCleanup(
    async () => {
      const page = await context.newPage();
      const origin = new URL(url).origin;
      const bodies = new Map<string, Promise<Loaded | undefined>>();
      page.on("response", (response) => {
        const kind = kindOf(response, origin);
        const key = new URL(response.url()).pathname;
        if (!kind || bodies.has(key) || response.status() !== 200) return;
        bodies.set(
          key,
          response.body().then(
            (body) => ({ path: key, kind, raw: body.length, gzip: gzipSync(body, { level: 9 }).length }),
            () => undefined,
          ),
        );
      });
      await page.goto(url, { waitUntil: "networkidle", timeout: 30_000 });
      let note: string | undefined;
      try {
        await shown(page);
      } catch (error) {
        note = `the screen did not show its content (${error instanceof Error ? error.message.split("\n")[0] : String(error)}); counted what had loaded`;
      }
      await networkQuiet(page);
      const files = (await Promise.all(bodies.values())).filter((f): f is Loaded => f !== undefined);
      files.sort((a, b) => (a.kind === b.kind ? b.gzip - a.gzip : a.kind === "js" ? -1 : 1));
      return { files, note };
    },
    () => context.close(),
  );
}

/** Prints one route's files and its `total … kB gzip` line; returns the total and verdict for the summary. */
function report(label: string, url: string, files: readonly Loaded[], note: string | undefined): string {
  console.log(`\n${label}: ${url}`);
  if (note) console.log(`  note: ${note}`);
  const width = Math.max(20, ...files.map((f) => f.path.length));
  for (const f of files) {
    console.log(`  ${f.path.padEnd(width)}  ${kB(f.gzip).padStart(9)} gzip  (${kB(f.raw)} raw)`);
  }
  const js = files.filter((f) => f.kind === "js").reduce((sum, f) => sum + f.gzip, 0);
  const css = files.filter((f) => f.kind === "css").reduce((sum, f) => sum + f.gzip, 0);
  const total = js + css;
  const verdict = total <= BUDGET_KB * 1000 ? "within budget" : `OVER budget by ${kB(total - BUDGET_KB * 1000)}`;
  console.log(`  total ${files.length} files: ${kB(total)} gzip (JS ${kB(js)}, CSS ${kB(css)}); budget ${BUDGET_KB} kB: ${verdict}`);
  return `${kB(total).padStart(9)}  ${verdict}`;
}

async function main(): Promise<void> {
  const dist = await buildApp();
  await withCleanup(() => measureBoth(dist), async () => removeBuild(dist));
}

/** Every way into the app a QR code or a shared link gives (issue: "150 kB on every entry route"). */
const ENTRY_ROUTES: readonly { path: string; label: string; shown: (page: Page) => Promise<unknown> }[] = [
  { path: "/", label: "/ (landing)", shown: (page) => page.getByRole("heading", { level: 1 }).first().waitFor({ timeout: 15_000 }) },
  { path: "/home", label: "/home", shown: (page) => page.getByRole("list").getByRole("link").first().waitFor({ timeout: 15_000 }) },
  { path: "/category/3", label: "/category/{id}", shown: (page) => page.getByRole("heading", { name: "Mezze" }).first().waitFor({ timeout: 15_000 }) },
  { path: "/product/101", label: "/product/{id}", shown: (page) => page.getByRole("heading").first().waitFor({ timeout: 15_000 }) },
  { path: "/search", label: "/search", shown: (page) => page.getByRole("searchbox").first().waitFor({ timeout: 15_000 }) },
  { path: "/page/1", label: "/page/{id}", shown: (page) => page.getByRole("heading").first().waitFor({ timeout: 15_000 }) },
  { path: "/promotions", label: "/promotions", shown: (page) => page.getByRole("heading").first().waitFor({ timeout: 15_000 }) },
  // Table 1, hash-encoded as the demo's QR codes are (docs/decisions/0004); it stores the table and shows /.
  { path: "/t/jR", label: "/t/{value}", shown: (page) => page.getByRole("heading", { level: 1 }).first().waitFor({ timeout: 15_000 }) },
];

async function measureBoth(dist: string): Promise<void> {
  const server = await startServer({ staticDir: dist, venueFiles: ["server/venues/demo/venue.json"], defaultLicense: "demo" });
  await withCleanup(
    async () => {
      const browser = await launchChromium();
      await withCleanup(
        async () => {
          console.log("gzipped (node:zlib level 9) JS and CSS a first-time visitor loads; 1 kB = 1,000 bytes");
          const totals: string[] = [];
          for (const route of ENTRY_ROUTES) {
            const url = server.url("localhost", route.path);
            const result = await measure(browser, url, async (page) => void (await route.shown(page)));
            totals.push(`${route.label.padEnd(16)} ${report(route.label, url, result.files, result.note)}`);
          }
          console.log(`\nper entry route (budget ${BUDGET_KB} kB):\n  ${totals.join("\n  ")}`);
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
