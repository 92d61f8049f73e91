import fs from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";
import { animationsDone } from "./animations";

/** axe-core's engine, read once per worker: the page gets it on its first scan. */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** What the tests read of a violation: its rule, its impact and the selectors of the nodes that break it. */
interface Violation {
  id: string;
  impact: string | null;
  targets: string[];
}

/**
 * axe-core's own `axe.run` on the whole document, every rule axe runs by default, only the violations sent back.
 *
 * Not @axe-core/playwright's AxeBuilder (decision 0082): it injects axe's 650 kB again on every scan and sends back
 * every rule's passing nodes too, 1.1 s a scan on these machines against 0.6 s here. The app has no frames to scan
 * (AxeBuilder's other work); a cross-origin frame (a provider's) would not be scanned.
 */
async function axeViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    type Result = { id: string; impact?: string | null; nodes: { target: unknown[] }[] };
    const { axe } = window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Result[] }> } };
    const { violations } = await axe.run(document, { resultTypes: ["violations"] });
    return violations.map((v) => ({ id: v.id, impact: v.impact ?? null, targets: v.nodes.map((node) => node.target.join(" ")) }));
  });
}

/**
 * Runs axe on the page once every running CSS animation has finished, and fails with each violation's id and
 * first targets. Waiting matters: a drawer or dialog fading in is half transparent, and axe would measure the
 * colour contrast of a frame no guest reads.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await animationsDone(page);
  const found = (await axeViolations(page)).map((v) => `${v.id} (${v.impact}): ${v.targets.slice(0, 3).join(" | ")}`);
  expect(found).toEqual([]);
}
