import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const DEMO = path.resolve(import.meta.dirname, "..", "..", "server", "venues", "demo", "venue.json");

/**
 * The demo venue open at every hour of every day (no opening hours, no closing days), in a file of its own beside a
 * link to the demo's media. `everyCategory` also lifts the categories' own hours, so every screen shows the same
 * whatever the hour: the fault tests need an order taken whenever they run, the Lighthouse bench the same screens.
 */
export function alwaysOpenDemoFile(options: { everyCategory?: boolean } = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carta-open-demo-"));
  fs.symlinkSync(path.join(path.dirname(DEMO), "media"), path.join(dir, "media"));
  const demo = JSON.parse(fs.readFileSync(DEMO, "utf8")) as { categories: { category_hours?: unknown }[] };
  const categories = options.everyCategory ? demo.categories.map((category) => ({ ...category, category_hours: [] })) : demo.categories;
  fs.writeFileSync(path.join(dir, "venue.json"), JSON.stringify({ ...demo, categories, opening_hours: [], closing_rules: [] }));
  return path.join(dir, "venue.json");
}
