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

/**
 * Every picture of the page fetched and decoded, the lazy ones below the phone's screen included: before a picture of
 * the whole page, or a check that none is broken. A screenshot of the whole page grows the viewport, which starts the
 * lazy ones loading, but takes its picture before a raster picture is decoded (off the main thread), so it would show
 * their grey placeholders. A picture that fails still settles (its `decode()` rejects).
 */
export async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      Array.from(document.images, (image) => {
        image.loading = "eager";
        return image.decode().catch(() => undefined);
      }),
    ),
  );
}
