import type { Page } from "@playwright/test";

/**
 * Resolves once nothing is animating: no running CSS animation (spinners that turn for ever aside) and no element react-aria marks as entering or
 * exiting. It waits two frames first, because an animation starts a frame after the element appears (a drawer
 * that has just opened may not have started fading in yet).
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    await frame();
    await frame();
    for (let round = 0; round < 50; round++) {
      // A spinner turns for ever: it never settles, and the picture of it mid-turn is the picture the guest sees.
      const endless = (animation: Animation) => animation.effect?.getComputedTiming().iterations === Infinity;
      const running = document.getAnimations().filter((animation) => animation.playState === "running" && !endless(animation));
      if (running.length === 0 && !document.querySelector("[data-entering], [data-exiting]")) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
      await frame();
    }
  });
}
