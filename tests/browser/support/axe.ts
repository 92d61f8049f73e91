import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { animationsDone } from "./animations";

/**
 * Runs axe on the page once every running CSS animation has finished, and fails with each violation's id and
 * first targets. Waiting matters: a drawer or dialog fading in is half transparent, and axe would measure the
 * colour contrast of a frame no guest reads.
 *
 * Legacy mode runs axe once in the page itself. The default mode opens a second, blank page in the context and
 * injects axe's 650 kB there too to merge the frames' results: about 0.6 s more of Chromium's CPU a scan, for an
 * app without iframes (decision 0059).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await animationsDone(page);
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  const found = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`);
  expect(found).toEqual([]);
}
