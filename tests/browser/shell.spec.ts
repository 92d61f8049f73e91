import { expectNoAxeViolations } from "./support/axe";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { animationsDone } from "./support/animations";
import { onPhone } from "./support/layout";
import { saveScreenshot, venueUrl } from "./support/venue-url";

/** 13:00 in Dubai on a Monday: the demo is open, its Breakfast (07:00–12:00) is not. */
const MONDAY_1PM_DUBAI = new Date("2026-11-23T13:00:00+04:00");
/** 09:00 in Dubai: Breakfast is open. */
const MONDAY_9AM_DUBAI = new Date("2026-11-23T09:00:00+04:00");
/** 03:00 in Dubai: the demo (07:00–00:00) is closed. */
const MONDAY_3AM_DUBAI = new Date("2026-11-23T03:00:00+04:00");

async function openHome(page: Page, license: string, at: Date) {
  await page.clock.setFixedTime(at);
  await page.goto(venueUrl(license, "/home"));
  await expect(page.getByRole("banner")).toBeVisible();
}

function cartLine(id: number, qty: number) {
  return { uuid: `line-${id}`, id, category: 3, name: `Item ${id}`, sku: null, image: null, price: 12000, qty, max_qty: null, special_instructions: "", variations: [], combo_groups: [] };
}

/** Counts the CSS animations that start in the page from now on (a drawer's fade and slide are two). */
async function countAnimationStarts(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const counted = window as unknown as { animationStarts: number };
    counted.animationStarts = 0;
    document.addEventListener("animationstart", () => counted.animationStarts++, true);
  });
  return () => page.evaluate(() => (window as unknown as { animationStarts: number }).animationStarts);
}

test.describe("the shell: header, drawer and notices", () => {
  test.describe("with motion (the browser tests' guest otherwise asks for reduced motion)", () => {
    test.use({ reducedMotion: "no-preference" });

    test("the drawer lists exactly the top-level categories that are enabled, not external and open now", async ({ page }) => {
      await openHome(page, "demo", MONDAY_1PM_DUBAI);
      const animationStarts = await countAnimationStarts(page);
      await page.getByRole("button", { name: "Open menu drawer" }).click();
      const drawer = page.getByRole("dialog");
      await expect(drawer).toBeVisible();
      // It slides and fades in (the events come with the frame after the one that starts them).
      await expect.poll(animationStarts).toBeGreaterThan(0);
      const names = await drawer.getByRole("list", { name: "Categories" }).getByRole("link").allTextContents();
      // Not Breakfast (closed at 13:00), not the sub-categories, not Catering & Events (disable_link).
      expect(names).toEqual(["Chef's Specials", "Mezze", "Grills", "Salads", "Sandwiches & Wraps", "Combos", "Desserts", "Drinks"]);
      await expect(drawer.getByRole("link", { name: "Home" })).toBeVisible();
      await expect(drawer.getByRole("link", { name: "Promotions" })).toBeVisible();
      await expect(drawer.getByRole("link", { name: "About us" })).toBeVisible();
      await expect(drawer).toContainText("1.9.54");
      await saveScreenshot(page, "shell-drawer-en");
      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
    });
  });

  test("a guest who asks for reduced motion gets the drawer with no animation (DESIGN.md: calm motion)", async ({ page }) => {
    await openHome(page, "demo", MONDAY_1PM_DUBAI);
    const animationStarts = await countAnimationStarts(page);
    await page.getByRole("button", { name: "Open menu drawer" }).click();
    await expect(page.getByRole("dialog").getByRole("link", { name: "Home" })).toBeVisible();
    await animationsDone(page); // two frames at least: any animation's start would have been told by then
    expect(await animationStarts()).toBe(0);
  });

  test("at 09:00 the drawer includes Breakfast", async ({ page }) => {
    await openHome(page, "demo", MONDAY_9AM_DUBAI);
    await page.getByRole("button", { name: "Open menu drawer" }).click();
    await expect(page.getByRole("dialog").getByRole("link", { name: "Breakfast" })).toBeVisible();
  });

  test("the cart badge counts quantities, not lines", async ({ page }) => {
    await page.addInitScript((lines) => {
      window.sessionStorage.setItem(`carta.cart.${window.location.hostname}`, JSON.stringify({ version: 2, products: lines }));
    }, [cartLine(101, 2), cartLine(102, 3)]);
    // At 09:00 the two breakfast lines can be ordered (after noon the cart flags them, issue 18).
    await openHome(page, "demo", MONDAY_9AM_DUBAI);
    const cart = page.getByTestId("cart-link");
    await expect(cart).toHaveAccessibleName("Cart with 5 items");
    await expect(cart).toContainText("5");
    // It leads to the cart with those lines.
    await cart.click();
    await expect(page.getByRole("heading", { level: 1, name: "Cart" })).toBeVisible();
    await expect(page.getByTestId("cart-line")).toHaveCount(2);
    await expect(page.getByTestId("cart-line").first().getByTestId("quantity-value")).toHaveText("2");
  });

  test("the cart icon is dimmed and disabled while the venue is closed", async ({ page }) => {
    await openHome(page, "demo", MONDAY_3AM_DUBAI);
    await expect(page.getByText("We are currently closed")).toBeVisible();
    const cart = page.getByTestId("cart-link");
    await expect(cart).toHaveAttribute("aria-disabled", "true");
    await expect(cart).not.toHaveAttribute("href", /.*/);
    await saveScreenshot(page, "shell-closed-en");
  });

  test("the version bar shows for a higher qr_app_version, and Update reloads", async ({ page }) => {
    await page.clock.setFixedTime(MONDAY_1PM_DUBAI);
    await page.goto(venueUrl("newerapp", "/home"));
    const bar = page.getByRole("status").filter({ hasText: "A new version (v.1.10.0) is available" });
    await expect(bar).toContainText('Close all tabs and re-open the app or press "Update"');
    await saveScreenshot(page, "shell-version-bar");
    const reloaded = page.waitForEvent("load");
    await bar.getByRole("button", { name: "Update" }).click();
    await reloaded;
  });

  test("the version bar stays hidden for an equal qr_app_version", async ({ page }) => {
    await openHome(page, "demo", MONDAY_1PM_DUBAI);
    await expect(page.getByText(/A new version/)).toHaveCount(0);
  });

  test("the header language menu switches to Arabic and mirrors the layout", async ({ page }) => {
    await openHome(page, "demo", MONDAY_1PM_DUBAI);
    await page.getByRole("button", { name: "Language" }).click();
    await page.getByRole("menuitemradio", { name: "العربية" }).click();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const box = await page.getByRole("button", { name: "فتح القائمة الجانبية" }).boundingBox();
    expect(box!.x).toBeGreaterThan(300); // the drawer button moved to the right edge
    await saveScreenshot(page, "shell-home-ar");
    await page.getByRole("button", { name: "فتح القائمة الجانبية" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await saveScreenshot(page, "shell-drawer-ar");
  });

  test("everything in the header is reachable by keyboard", async ({ page }) => {
    await openHome(page, "demo", MONDAY_1PM_DUBAI);
    const names: string[] = [];
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press("Tab");
      names.push(await page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent ?? ""));
    }
    expect(names).toEqual(expect.arrayContaining(["Open menu drawer", "Language", "Search", "Cart with 0 items"]));
  });

  test("where only a letter or two of the venue's name would fit beside its logo, the logo stands alone", async ({ page }) => {
    await page.clock.setFixedTime(MONDAY_1PM_DUBAI);
    await page.goto(venueUrl("demo", "/product/101"));
    const banner = page.getByRole("banner");
    const name = banner.getByText("Olive & Ember", { exact: true });
    // At 390 px the product screen's header (with its back button) has room for part of the name, cut with an ellipsis.
    await expect(name).toBeVisible();
    expect((await name.boundingBox())!.width).toBeGreaterThan(40);
    await onPhone(page, async () => {
      // At 320 px it would be "O…": the name takes no room, and stays the header title's text for a screen reader.
      await expect.poll(async () => (await name.boundingBox())?.width).toBe(0);
      await expect(banner.locator("img").first()).toBeVisible();
      expect(await banner.ariaSnapshot()).toContain("Olive & Ember");
      await saveScreenshot(page, "shell-header-product-320");
    });
  });

  for (const language of ["en", "ar"] as const) {
    test(`axe finds no violations on the shell in ${language}`, async ({ page }) => {
      await page.clock.setFixedTime(MONDAY_1PM_DUBAI);
      await page.goto(venueUrl("demo", "/home"));
      if (language === "ar") {
        await page.getByRole("button", { name: "Language" }).click();
        await page.getByRole("menuitemradio", { name: "العربية" }).click();
        await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      }
      await expect(page.getByRole("banner")).toBeVisible();
      await expectNoAxeViolations(page);
      await page.locator("header button").first().click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
