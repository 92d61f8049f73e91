import type { Page } from "@playwright/test";

/**
 * Resolves once every image the guest can see has loaded or failed (so an `onerror` would have run by then) and
 * the page's fonts are ready. Lazy images still outside the viewport are not asked for, so they are not waited
 * for. What `networkidle` stood for, without its fixed half second of silence.
 */
export async function imagesSettled(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    await document.fonts.ready;
    return Array.from(document.images).every((image) => {
      if (image.complete) return true;
      const box = image.getBoundingClientRect();
      const inView = box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
      return image.loading === "lazy" && !inView;
    });
  });
}
