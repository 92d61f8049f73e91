import { expect, type Locator, type Page } from "@playwright/test";

/** The narrowest phone a guest may hold, and the width WCAG's reflow criterion asks a page to work at. */
export const NARROW_PHONE = { width: 320, height: 640 };

/**
 * Each of `parts` is drawn inside `container`'s box (to within half a pixel): nothing sticks out of its card.
 * A relation, not a position, so it holds on any machine and in either direction.
 */
export async function expectDrawnInside(container: Locator, parts: Locator): Promise<void> {
  const outer = (await container.boundingBox())!;
  for (const part of await parts.all()) {
    const inner = (await part.boundingBox())!;
    const where = `${await part.evaluate((element) => element.outerHTML.slice(0, 80))} in ${JSON.stringify(outer)}: ${JSON.stringify(inner)}`;
    expect(inner.x, where).toBeGreaterThanOrEqual(outer.x - 0.5);
    expect(inner.x + inner.width, where).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
  }
}

/** Runs `body` with the page on a 320 px wide phone, then gives the page its own size back. */
export async function onNarrowPhone(page: Page, body: () => Promise<void>): Promise<void> {
  const size = page.viewportSize()!;
  await page.setViewportSize(NARROW_PHONE);
  try {
    await body();
  } finally {
    await page.setViewportSize(size);
  }
}
