import { expect, type Locator, type Page } from "@playwright/test";

/** The narrowest phone a guest may hold, and the width WCAG's reflow criterion asks a page to work at. */
export const NARROW_PHONE = { width: 320, height: 640 };

/** The tests' 390 × 844 phone held sideways. */
export const PHONE_SIDEWAYS = { width: 844, height: 390 };

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

/** Runs `body` with the page at `size` (a 320 px wide phone unless said), then gives the page its own size back. */
export async function onPhone(page: Page, body: () => Promise<void>, size: { width: number; height: number } = NARROW_PHONE): Promise<void> {
  const own = page.viewportSize()!;
  await page.setViewportSize(size);
  try {
    await body();
  } finally {
    await page.setViewportSize(own);
  }
}

/** `a` ends above where `b` starts: read top to bottom, nothing of `a` is under `b`. */
export async function expectAbove(a: Locator, b: Locator): Promise<void> {
  const [upper, lower] = [(await a.boundingBox())!, (await b.boundingBox())!];
  expect(upper.y + upper.height, `${JSON.stringify(upper)} above ${JSON.stringify(lower)}`).toBeLessThanOrEqual(lower.y + 0.5);
}
