import type { Page } from "@playwright/test";
import { venueUrl } from "./venue-url";

/** Monday 12:00 in Dubai: the demo (07:00–00:00) is open, Breakfast (07:00–12:00) just closed, dinner-only dishes too. */
export const DUBAI_NOON = new Date("2026-11-23T12:00:00+04:00");
/** Monday 19:00 in Dubai: the dinner-only Seafood Sayadieh (18:00–00:00) is served. */
export const DUBAI_EVENING = new Date("2026-11-23T19:00:00+04:00");

/** Opens a venue's path at a fixed time. */
export async function openAt(page: Page, license: string, path: string, at: Date = DUBAI_NOON): Promise<void> {
  await page.clock.setFixedTime(at);
  await page.goto(venueUrl(license, path));
}

/**
 * The analytics events the page reports: the console sink logs them once its support switch is on
 * (plugins/analytics-console). Call before the first goto; the array fills as events arrive.
 */
export function collectAnalytics(page: Page): Record<string, string>[] {
  const events: Record<string, string>[] = [];
  void page.addInitScript(() => window.localStorage.setItem("carta:analytics-log", "1"));
  page.on("console", (message) => {
    const text = message.text();
    const at = text.indexOf("{");
    if (text.startsWith("[carta analytics]") && at > 0) events.push(JSON.parse(text.slice(at)) as Record<string, string>);
  });
  return events;
}

export { expectNoAxeViolations } from "./axe";

/** The cart the app keeps for this tab (engine/cart/cart-persistence.ts): a version-2 record. */
export async function sessionCart(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() => JSON.parse(window.sessionStorage.getItem(`carta.cart.${window.location.hostname}`) ?? "{}") as Record<string, unknown>);
}
