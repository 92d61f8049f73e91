/**
 * What `npm run size` and `npm run bench` share: building the app, the reference server started in-process
 * on a free port with a fresh in-memory database (as tests/browser/support/global-setup.ts does), Debian's
 * Chromium, and the median / p95 of a list of samples. Everything here talks to 127.0.0.1 and *.localhost only.
 */
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from "../support/chromium";
import { ensureBenchChromium } from "../../scripts/lib/ensure-chromium.mjs";
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyInstance } from "fastify";
import { chromium, type Browser, type BrowserContext } from "playwright-core";
import { buildServer } from "../../server/app";
import { openDatabase } from "../../server/db/open-database";
import { importVenueFile } from "../../server/venues/import-venue";

export const ROOT = path.resolve(import.meta.dirname, "..", "..");

function runOnce(command: string, args: readonly string[], env: Readonly<Record<string, string>> = {}): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code: code ?? 1, output }));
  });
}

/**
 * `npx vite build` into a private folder under the system's temp directory, not dist/: other people build
 * and test from dist/ on this machine, and a build of theirs in the middle of a bench would swap the assets
 * under the page. Others may also be mid-edit on a screen, so a failed build is tried once more after
 * `retryAfterMs`; a second failure throws with the build's last lines. Returns the folder; `removeBuild`
 * deletes it.
 */
export async function buildApp(retryAfterMs = 30_000, env: Readonly<Record<string, string>> = {}): Promise<string> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "carta-bench-dist-"));
  for (let attempt = 1; ; attempt++) {
    const started = performance.now();
    const { code, output } = await runOnce("npx", ["vite", "build", "--outDir", outDir, "--emptyOutDir"], env);
    if (code === 0) {
      console.log(`built the app (npx vite build --outDir ${outDir}, ${((performance.now() - started) / 1000).toFixed(1)} s)`);
      return outDir;
    }
    // The error itself, without stack frames and colour codes.
    const lines = output.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g"), "").split("\n").filter((line) => line.trim() !== "" && !/^\s*at /.test(line));
    const first = lines.findIndex((line) => /error/i.test(line));
    const tail = lines.slice(Math.max(0, first), Math.max(0, first) + 15).join("\n");
    if (attempt >= 2) {
      removeBuild(outDir);
      throw new Error(`npx vite build failed twice:\n${tail}`);
    }
    console.log(`npx vite build failed; trying again in ${retryAfterMs / 1000} s. Its last lines:\n${tail}`);
    await sleep(retryAfterMs);
  }
}

/** Deletes a folder made by buildApp (and nothing else). */
export function removeBuild(outDir: string): void {
  if (path.basename(outDir).startsWith("carta-bench-dist-") && path.dirname(outDir) === os.tmpdir()) {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

export interface BenchServer {
  port: number;
  /** http://{license}.localhost:{port}{pathname}, or http://localhost:{port}{pathname} for "localhost". */
  url(license: string, pathname?: string): string;
  close(): Promise<void>;
}

/**
 * The reference server on 127.0.0.1 and a free port, with a fresh in-memory database holding `venueFiles`,
 * serving the built app from `staticDir`. `extend` may add routes before it listens.
 */
export async function startServer(options: {
  staticDir: string;
  venueFiles: readonly string[];
  defaultLicense: string;
  extend?: (app: FastifyInstance) => void;
}): Promise<BenchServer> {
  const db = await openDatabase({ inMemory: true });
  try {
    for (const file of options.venueFiles) await importVenueFile(db, path.resolve(ROOT, file));
    const app = await buildServer({ db, staticDir: options.staticDir, defaultLicense: options.defaultLicense });
    options.extend?.(app);
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    if (typeof address !== "object" || address === null) throw new Error("the bench server has no port");
    const port = address.port;
    return {
      port,
      url: (license, pathname = "/") => `http://${license === "localhost" ? "localhost" : `${license}.localhost`}:${port}${pathname}`,
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

/** Debian's full Chromium (installed when missing) with the flags the browser tests use (tests/support/chromium.ts). */
export function launchChromium(): Promise<Browser> {
  if (!ensureBenchChromium()) throw new Error("The benchmarks need Debian's Chromium: see the lines above.");
  // `gc()` in the page: the decode bench collects the garbage between its timed steps.
  return chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: [...CHROMIUM_ARGS, "--js-flags=--expose-gc"] });
}

/** A first-time visitor on a phone: nothing stored, service workers blocked (as the browser tests do). */
export async function freshContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: "en-US",
    serviceWorkers: "block",
  });
  // tsx compiles with esbuild's keepNames, so functions handed to page.evaluate / addInitScript call
  // `__name(fn, "name")`, which the page lacks: give every document of the context a no-op one first.
  await context.addInitScript({ content: "globalThis.__name ??= (target) => target;" });
  return context;
}

export interface Stats {
  median: number;
  p95: number;
  n: number;
}

/** Median and 95th percentile (nearest rank) of the samples. */
export function stats(samples: readonly number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
  return { median: at(0.5), p95: at(0.95), n: sorted.length };
}

export const ms = (x: number, digits = 1): string => `${x.toFixed(digits)} ms`;

/** Runs `body`, then `cleanup` (errors of the cleanup are printed, not thrown over the body's). */
export async function withCleanup<T>(body: () => Promise<T>, cleanup: () => Promise<void>): Promise<T> {
  try {
    return await body();
  } finally {
    await cleanup().catch((error: unknown) => console.error(`cleanup failed: ${error instanceof Error ? error.message : String(error)}`));
  }
}
