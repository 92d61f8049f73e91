// Plain Node, no dependencies. The app's build is reused while nothing it is built from has changed, so a second
// `npm start` serves in seconds instead of rebuilding for a minute.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Everything `vite build` reads from the project (vite.config.ts names the rest: its plugins in scripts/vite). */
const INPUTS = [
  "index.html", "vite.config.ts", "tsconfig.json", "package.json", "package-lock.json",
  "engine", "plugins", "schemas", "screens", "themes", "scripts/vite", "public",
];
const STAMP = path.join("node_modules", ".cache", "carta-build-stamp");
const BUILT = path.join("dist", "index.html");

function* files(entry) {
  if (!existsSync(entry)) return;
  if (!statSync(entry).isDirectory()) {
    yield entry;
    return;
  }
  for (const child of readdirSync(entry, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(entry, child.name);
    if (child.isDirectory()) yield* files(full);
    else if (child.isFile()) yield full;
  }
}

/** A hash of every build input's path and bytes, of the build mode and of the VITE_ variables the app reads. */
export function buildInputsHash() {
  const hash = createHash("sha256").update(process.env.NODE_ENV ?? "");
  for (const name of Object.keys(process.env).filter((key) => key.startsWith("VITE_")).sort()) {
    hash.update(`${name}=${process.env[name]}\0`);
  }
  for (const input of INPUTS) {
    for (const file of files(input)) hash.update(file).update("\0").update(readFileSync(file)).update("\0");
  }
  return hash.digest("hex");
}

/** Whether dist/ holds a build of exactly these inputs. */
export function buildIsCurrent(hash) {
  return existsSync(BUILT) && existsSync(STAMP) && readFileSync(STAMP, "utf8").trim() === hash;
}

export function recordBuild(hash) {
  mkdirSync(path.dirname(STAMP), { recursive: true });
  writeFileSync(STAMP, hash);
}
