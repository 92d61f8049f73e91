/**
 * The benchmarks' tools, Lighthouse and autocannon, live in a package of their own (`tests/bench/tools`, decision
 * 0090), installed on a benchmark's first run: a venue's `npm start` and CI's `npm test` never need them. They are
 * loaded from there by path, so these types say what the benchmarks read of them (the packages' own types are not
 * installed when the project is type-checked).
 */
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ensureBenchTools } from "../../scripts/lib/ensure-dependencies.mjs";

/** What `npm run lighthouse` reads of a Lighthouse result (`lhr`). */
export interface LighthouseResult {
  lhr: {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { id: string; errorMessage?: string; numericValue?: number; details?: unknown }>;
    runtimeError?: { message: string };
  };
  /** What Lighthouse gathered; its `Trace` is the page load's Chromium trace, which Lantern's simulation starts from. */
  artifacts?: { Trace?: unknown };
}

export type Lighthouse = (
  url: string,
  flags: { port: number; output?: "json"; logLevel: "error"; onlyCategories: string[] },
) => Promise<LighthouseResult | undefined>;

export interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[]; ignoreDefaultFlags?: boolean }): Promise<{ port: number; kill(): void }>;
  /** The flags chrome-launcher adds unless told to ignore its defaults. */
  Launcher: { defaultFlags(): string[] };
}

/** Resolves a module from the tools' package, installing the package first when it is missing or stale. */
async function toolModule(specifier: string): Promise<string> {
  const folder = await ensureBenchTools();
  return createRequire(path.join(folder, "package.json")).resolve(specifier);
}

/** Lighthouse's node entry and chrome-launcher, the Chromium launcher it is made to drive. */
export async function loadLighthouse(): Promise<{ lighthouse: Lighthouse; chromeLauncher: ChromeLauncher }> {
  const [lighthouseModule, launcherModule] = await Promise.all([toolModule("lighthouse"), toolModule("chrome-launcher")]);
  const lighthouse = ((await import(pathToFileURL(lighthouseModule).href)) as { default: Lighthouse }).default;
  const chromeLauncher = (await import(pathToFileURL(launcherModule).href)) as ChromeLauncher;
  return { lighthouse, chromeLauncher };
}

/** autocannon's command-line script, to run in a Node process of its own. */
export function autocannonScript(): Promise<string> {
  return toolModule("autocannon/autocannon.js");
}
