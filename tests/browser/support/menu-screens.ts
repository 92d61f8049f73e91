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

export { loadLazyImages } from "./settled";
export { saveScreenScreenshot } from "./venue-url";
