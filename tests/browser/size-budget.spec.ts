import { expect, test } from "./support/test";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { build } from "vite";
import { ENTRY_ROUTES, ROUTE_BUDGETS_KB, fileLines, kB, measureFirstVisit, overBudget, routeTotal } from "../support/first-visit-size";
import { DUBAI_NOON } from "./support/browse";
import { venueUrl } from "./support/venue-url";
import { builtFileNames, testedBuild } from "../support/built-files";

/**
 * The first-visit budget (issue 20, docs/decisions/0053-first-visit-budget-test.md): each entry route's gzip JS+CSS,
 * counted on the build `npm test` already made (dist/) exactly as `npm run size` counts it, within its budget in
 * tests/support/first-visit-size.ts. Bytes, not timings: the figure is the same on a loaded machine.
 */
test.describe("the first-visit budget: every entry route's JS and CSS within its budget", () => {
  for (const route of ENTRY_ROUTES) {
    test(`entry route ${route.path}`, async ({ page }) => {
      await page.clock.setFixedTime(DUBAI_NOON);
      const visit = await measureFirstVisit(page, venueUrl("localhost", route.path), route.shown, builtFileNames(testedBuild()));
      expect(visit.note, "the screen shows its content, so everything it needs is counted").toBeUndefined();
      const failure = overBudget(route.path, visit.files, ROUTE_BUDGETS_KB[route.path]);
      // On success too, the figure goes to the log and the files to the report: the next person sees where the bytes are.
      const figure = `${route.path}: ${kB(routeTotal(visit.files).total)} gzip, budget ${ROUTE_BUDGETS_KB[route.path]} kB`;
      console.log(figure);
      test.info().annotations.push({ type: "size", description: `${figure}\n${fileLines(visit.files).join("\n")}` });
      expect(failure, failure).toBeUndefined();
    });
  }

  test("a build with a deliberately heavy import fails, naming the route and the chunk", async ({ page }) => {
    const { root, outDir } = await throwawayHeavyBuild();
    const server = await serveStatic(outDir);
    try {
      const visit = await measureFirstVisit(page, `${server.origin}/`, (p) => p.getByRole("heading", { level: 1 }).waitFor());
      expect(visit.note).toBeUndefined();
      const failure = overBudget("/", visit.files, ROUTE_BUDGETS_KB["/"]);
      expect(failure).toBeDefined();
      expect(failure).toMatch(/^\/: \d+\.\d kB gzip on a first visit .*over its \d+ kB budget by/);
      // The heavy module is its own chunk, and the largest one listed.
      expect(failure!.split("\n")[2]).toMatch(/\/assets\/heavy-[\w-]+\.js\s+\d+\.\d kB gzip/);
    } finally {
      await server.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

/**
 * The first screen's file opens with V8's compile hint (decision 0083): on its first line, where V8 reads it, in each
 * copy the server sends (brotli, gzip, none), so Chromium compiles it while it downloads.
 */
test("the first screen's file opens with the compile hint, in every encoding the server sends", async ({ request }) => {
  const html = await (await request.get(venueUrl("localhost", "/"))).text();
  const scripts = [...html.matchAll(/<script type="module"[^>]* src="([^"]+)"/g)].map((match) => match[1]!);
  const entry = scripts.find((src) => builtFileNames(testedBuild()).get(src) === "index");
  expect(entry, `the index chunk among ${scripts.join(", ")}`).toBeDefined();
  for (const encoding of ["br", "gzip", "identity"]) {
    const response = await request.get(venueUrl("localhost", entry!), { headers: { "Accept-Encoding": encoding } });
    expect(response.headers()["content-encoding"] ?? "identity").toBe(encoding);
    expect((await response.text()).split("\n", 1)[0], encoding).toBe("//# allFunctionsCalledOnLoad");
  }
});

/**
 * A tiny app whose first screen imports a big module (400,000 characters no compressor can shrink much, from a
 * seeded generator, so the build is the same every run), built with vite into a temporary folder.
 */
async function throwawayHeavyBuild(): Promise<{ root: string; outDir: string }> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "carta-heavy-build-"));
  let seed = 20;
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  let text = "";
  for (let i = 0; i < 400_000; i++) {
    // xorshift32: 32-bit integer steps, so the sequence is exact and does not repeat within the text.
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    text += alphabet[(seed >>> 0) % 64];
  }
  fs.writeFileSync(path.join(root, "heavy.js"), `export const table = ${JSON.stringify(text)};\n`);
  fs.writeFileSync(path.join(root, "main.js"), `const { table } = await import("./heavy.js");\ndocument.body.innerHTML = "<h1>" + table.length + " characters</h1>";\n`);
  fs.writeFileSync(path.join(root, "index.html"), `<!doctype html><html lang="en"><head><title>heavy</title></head><body><script type="module" src="/main.js"></script></body></html>\n`);
  const outDir = path.join(root, "dist");
  await build({ root, configFile: false, logLevel: "silent", build: { outDir, target: "es2022", reportCompressedSize: false } });
  return { root, outDir };
}

/** The throwaway build served on 127.0.0.1 and a free port. */
async function serveStatic(dir: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const types: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css" };
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? "/", "http://localhost").pathname;
    const file = path.join(dir, pathname === "/" ? "index.html" : path.normalize(pathname));
    if (!file.startsWith(dir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "content-type": types[path.extname(file)] ?? "application/octet-stream" }).end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (typeof address !== "object" || address === null) throw new Error("the throwaway server has no port");
  // Closing ends every connection too: a socket Chromium opened ahead of a request it never made is not idle, and
  // `close` alone would wait for it (up to the headers timeout, past the test's own).
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return { origin: `http://127.0.0.1:${address.port}`, close };
}
