import type { Page } from "@playwright/test";

/**
 * Resolves once nothing is animating: no running CSS animation and no element react-aria marks as entering or
 * exiting. It waits two frames first, because an animation starts a frame after the element appears (a drawer
 * that has just opened may not have started fading in yet).
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    await frame();
    await frame();
    for (let round = 0; round < 50; round++) {
      const running = document.getAnimations().filter((animation) => animation.playState === "running");
      if (running.length === 0 && !document.querySelector("[data-entering], [data-exiting]")) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
      await frame();
    }
  });
}
