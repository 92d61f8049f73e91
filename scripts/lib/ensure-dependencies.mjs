// Plain Node, no dependencies: this runs before node_modules exists.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import path from "node:path";

const STAMP = path.join("node_modules", ".carta-lock-hash");

/** Installs dependencies with `npm ci` when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  const lock = readFileSync("package-lock.json");
  const hash = createHash("sha256").update(lock).update(readFileSync("package.json")).digest("hex");
  if (existsSync(STAMP) && readFileSync(STAMP, "utf8").trim() === hash) return;
  console.log(existsSync("node_modules") ? "Dependencies are out of date with the lockfile: installing…" : "Installing dependencies…");
  const result = spawnSync("npm", ["ci", "--no-audit", "--no-fund"], { stdio: "inherit" });
  if (result.status !== 0) {
    console.error("npm ci failed: see the lines above. Check the network to the npm registry and try again.");
    process.exit(result.status ?? 1);
  }
  writeFileSync(STAMP, hash);
}
