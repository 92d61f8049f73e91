import type { Page } from "@playwright/test";

/** Resolves once every running CSS animation (a dialog rising, a drawer sliding in) has finished. */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
}
