import { expect, type Page } from "@playwright/test";
import { venueUrl } from "./venue-url";

/** Monday 23 November 2026, noon in Dubai: the demo venue is open (07:00–00:00), breakfast has just closed. */
export const NOON_DUBAI = new Date("2026-11-23T12:00:00+04:00");

/** Fixes the page's clock (before the app starts, so hours are deterministic) and opens `path` of a venue. */
export async function openMenu(page: Page, license: string, path: string, at: Date = NOON_DUBAI): Promise<void> {
  await page.clock.setFixedTime(at);
  await page.goto(venueUrl(license, path));
}

/** Switches the open menu to Arabic through the header's language menu and waits for right to left. */
export async function switchToArabic(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Language" }).click();
  await page.getByRole("menuitemradio", { name: "العربية" }).or(page.getByRole("menuitem", { name: "العربية" })).click();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
}

export { expectNoAxeViolations } from "./axe";

/** Scrolls through the page so lazy images load, then back to the top (for full-page screenshots). */
export async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = window.innerHeight;
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState("networkidle");
}

/** Saves what the phone's screen shows (sticky bars where the guest sees them) under tests/.artifacts/screenshots/. */
export async function saveScreenScreenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `tests/.artifacts/screenshots/${name}.png`, fullPage: false });
}
