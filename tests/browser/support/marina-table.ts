import { expect, type Browser, type Locator, type Page } from "@playwright/test";
import { ar } from "../../../engine/i18n/catalogue/ar";
import { en } from "../../../engine/i18n/catalogue/en";
import { formatMoney, type Milli } from "../../../engine/rules";
import { encodeLocationHash } from "../../../engine/rules/location-url";
import { marinaMenu, marinaOrder } from "../../support/marina-orders";
import { openAt } from "./browse";
import { saveScreenScreenshot } from "./venue-url";

/**
 * Guests at a table of Marina Social, the venue-group mode's demo venue (server/venues/demo/venue-group.json): each
 * one a phone of their own (a browser context), scanning the table's code as a guest does. Tests take a table each
 * (docs/decisions/0046), so parallel tests never meet at one.
 */
export type GuestLanguage = "en" | "ar";

export const catalogueOf = (language: GuestLanguage) => (language === "ar" ? ar : en);

/** An amount as the guest reads it at Marina Social in `language` ("AED 69.20", "‏69.20 AED"). */
export const marinaMoney = (amount: number, language: GuestLanguage) => formatMoney(Math.round(amount * 1000) as Milli, marinaMenu, language);

export interface TableGuest {
  page: Page;
  close(): Promise<void>;
}

/** A phone of its own (the guests' cookies and tabs apart), not yet at the venue. */
export async function newPhone(browser: Browser): Promise<TableGuest> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: "block" });
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

/**
 * The guest scans table `table`'s code, closes the venue's promotion, picks their language on the cover and opens the
 * menu: /home, the table in the cart, dine-in.
 */
export async function scanTable(page: Page, table: number, language: GuestLanguage): Promise<void> {
  await openAt(page, "marina", `/t/${encodeLocationHash(table)}`);
  await page.getByRole("dialog").getByRole("button", { name: en.close }).click();
  if (language === "ar") {
    await page.getByLabel(en.language).selectOption("ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  }
  await page.getByRole("link", { name: catalogueOf(language).open_menu }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** A new phone at `table`, scanned in `language`. */
export async function sitAt(browser: Browser, table: number, language: GuestLanguage): Promise<TableGuest> {
  const guest = await newPhone(browser);
  await scanTable(guest.page, table, language);
  return guest;
}

/** A dine-in order of the marina menu at `table`, as the app builds it: `items` are [product id, quantity]. */
export function marinaTableOrder(table: number, items: readonly [number, number][]) {
  return { ...marinaOrder(items, { orderType: "dine_in" }), customer_name: `Table# ${table}` };
}

/**
 * What the phone's 390 × 844 screen shows with `part` scrolled to its middle, once nothing animates, saved under
 * tests/.artifacts/screenshots/ for a person to look at (a full-page picture shrinks a long order screen past reading).
 */
export async function saveScreenAt(page: Page, part: Locator, name: string): Promise<void> {
  await part.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await saveScreenScreenshot(page, name);
}
