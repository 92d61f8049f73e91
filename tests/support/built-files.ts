import fs from "node:fs";
import path from "node:path";

/** One entry of the manifest Vite writes beside a build (`build.manifest`, .vite/manifest.json). */
interface ManifestEntry {
  file: string;
  name?: string;
  css?: string[];
}

/** The folder of the build the browser tests serve (tests/browser/support/global-setup.ts serves the same). */
export const testedBuild = (): string => process.env["CARTA_TEST_STATIC_DIR"] || "dist";

/**
 * What each built JS and CSS file holds, by its server path (`/assets/B0_UB5OD.js` → `product-screen`, its CSS
 * `product-screen.css`). The build names its chunks by their hash alone (decision 0078: every dynamic import lists
 * its files in the chunk that imports it, the entry's list on every first screen), so the manifest says which is
 * which. Empty for a build without a manifest.
 */
export function builtFileNames(buildDir: string): Map<string, string> {
  const file = path.join(buildDir, ".vite", "manifest.json");
  const names = new Map<string, string>();
  if (!fs.existsSync(file)) return names;
  const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, ManifestEntry>;
  for (const entry of Object.values(manifest)) {
    if (!entry.name) continue;
    names.set(`/${entry.file}`, entry.name);
    for (const css of entry.css ?? []) if (!names.has(`/${css}`)) names.set(`/${css}`, `${entry.name}.css`);
  }
  return names;
}

/**
 * Whether a requested path is the file of one of these chunks in the tested build (`promotion-dialog`,
 * `embla-driver`…): what a test that watches the network asks instead of a file name.
 */
export function isBuiltChunk(pathname: string, ...chunks: string[]): boolean {
  const names = fileNamesOfTestedBuild();
  // A chunk renamed or gone would make a check that nothing loaded pass for nothing: that is an error instead.
  const known = new Set(names.values());
  const unknown = chunks.filter((chunk) => !known.has(chunk));
  if (unknown.length > 0) throw new Error(`the build has no chunk named ${unknown.join(", ")} (${testedBuild()}/.vite/manifest.json)`);
  const name = names.get(pathname);
  return name !== undefined && chunks.includes(name);
}

let tested: Map<string, string> | undefined;
function fileNamesOfTestedBuild(): Map<string, string> {
  tested ??= builtFileNames(testedBuild());
  if (tested.size === 0) throw new Error(`${testedBuild()}/.vite/manifest.json is missing: build the app first (npm run build)`);
  return tested;
}
