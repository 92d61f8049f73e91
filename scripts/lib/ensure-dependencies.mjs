// Plain Node, no dependencies: this runs before node_modules exists.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runWithProgress } from "./progress.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** The benchmarks' own tools (Lighthouse, autocannon): a package of their own, which neither start nor test installs. */
const BENCH_TOOLS = path.join(ROOT, "tests", "bench", "tools");

/** The installs asked for in this process, by folder. */
const installs = new Map();

/**
 * Installs a package folder's dependencies with `npm ci` when its node_modules is missing or older than its
 * lockfile (a hash of both manifests, kept in node_modules). `preferOffline` takes npm's cached package lists as they
 * are: quicker, but a list cached before the lockfile was written may lack a version it names (npm's ETARGET).
 */
function ensureInstalled(folder, options) {
  // One install per folder and process: two callers at once (a benchmark resolving two tools) would otherwise run
  // two `npm ci` in the same node_modules.
  let install = installs.get(folder);
  if (!install) installs.set(folder, (install = installOnce(folder, options)));
  return install;
}

async function installOnce(folder, { firstLabel, staleLabel, preferOffline }) {
  const stamp = path.join(folder, "node_modules", ".carta-lock-hash");
  const hash = createHash("sha256")
    .update(readFileSync(path.join(folder, "package-lock.json")))
    .update(readFileSync(path.join(folder, "package.json")))
    .digest("hex");
  if (existsSync(stamp) && readFileSync(stamp, "utf8").trim() === hash) return;
  const label = existsSync(path.join(folder, "node_modules")) ? staleLabel : firstLabel;
  const status = await runWithProgress(label, "installing dependencies", "npm", ["ci", "--no-audit", "--no-fund", ...(preferOffline ? ["--prefer-offline"] : []), "--prefix", folder]);
  if (status !== 0) {
    console.error("npm ci failed: see the lines above. Check the network to the npm registry and try again.");
    process.exit(status);
  }
  writeFileSync(stamp, hash);
}

/** The app's, the server's and the tests' dependencies. */
export function ensureDependencies() {
  return ensureInstalled(ROOT, {
    firstLabel: "Installing dependencies (a few minutes on a first start; README “Node versions” explains npm's warnings)",
    staleLabel: "Dependencies are out of date with the lockfile: installing them",
    preferOffline: true,
  });
}

/** Lighthouse and autocannon, for `npm run lighthouse` and `npm run bench`; returns the folder they are installed in. */
export async function ensureBenchTools() {
  await ensureInstalled(BENCH_TOOLS, {
    firstLabel: "Installing the benchmarks' tools, Lighthouse and autocannon (once)",
    staleLabel: "The benchmarks' tools are out of date with their lockfile: installing them",
    preferOffline: false,
  });
  return BENCH_TOOLS;
}
