// Plain Node, no dependencies: this runs before node_modules exists.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { runWithProgress } from "./progress.mjs";

const STAMP = path.join("node_modules", ".carta-lock-hash");

/** Installs dependencies with `npm ci` when node_modules is missing or older than the lockfile. */
export async function ensureDependencies() {
  const lock = readFileSync("package-lock.json");
  const hash = createHash("sha256").update(lock).update(readFileSync("package.json")).digest("hex");
  if (existsSync(STAMP) && readFileSync(STAMP, "utf8").trim() === hash) return;
  const label = existsSync("node_modules")
    ? "Dependencies are out of date with the lockfile: installing them"
    : "Installing dependencies (a few minutes on a first start; README “Node versions” explains npm's warnings)";
  const status = await runWithProgress(label, "installing dependencies", "npm", ["ci", "--no-audit", "--no-fund", "--prefer-offline"]);
  if (status !== 0) {
    console.error("npm ci failed: see the lines above. Check the network to the npm registry and try again.");
    process.exit(status);
  }
  writeFileSync(STAMP, hash);
}
