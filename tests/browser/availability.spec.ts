import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { expectNoAxeViolations, openAt } from "./support/browse";
import { switchToArabic } from "./support/menu-screens";
import { demoLine, seedCart, totalsOnScreen } from "./support/cart";
import { saveScreenshot, venueUrl } from "./support/venue-url";

/**
 * Issue 18: nothing is refused at the last tap, and what is refused says why in the guest's language. The pages'
 * clocks are fixed (page.clock); the server's stands at Monday noon in Dubai (tests/browser/support/global-setup.ts).
 */

/** Monday 23 November 2026, 20:45 in Dubai: the demo is open, Breakfast (07:00–12:00) is not. */
const EVENING = new Date("2026-11-23T20:45:00+04:00");
/** Monday, five minutes before Breakfast closes: the page still offers it; the server (at noon) no longer does. */
const BEFORE_NOON = new Date("2026-11-23T11:55:00+04:00");
/** 1 January 2026, 02:00 in Dubai: closed by the hours (07:00–00:00) and all day by the demo's closing rule. */
const NEW_YEAR_NIGHT = new Date("2026-01-01T02:00:00+04:00");

const MANAKISH = demoLine(102, "Za'atar Manakish", 18.5, 1, 1);
const TABBOULEH = demoLine(133, "Tabbouleh", 30, 2, 7);

/** Fills the demo's checkout (name, email, phone, terms) with valid details; the time is left to the caller. */
async function fillCheckout(page: Page): Promise<void> {
  const form = page.getByTestId("checkout-form");
  await form.getByLabel("Name").fill("Layla");
  await form.getByLabel("Email").fill("layla@example.com");
  await form.getByLabel("Phone").fill("050 123 4567");
  await form.getByRole("checkbox").check();
}

test.describe("an evening order: a breakfast dish is never offered (issue 18)", () => {
  test("search leaves it out, its product link says when it is served, and the cart never takes it — in English and Arabic", async ({ page }) => {
    await openAt(page, "demo", "/search", EVENING);
    const field = page.getByRole("searchbox", { name: "Search" });
    await field.fill("Manakish");
    await expect(page.getByRole("status")).toHaveText("No products found");
    await field.fill("Tabbouleh");
    await expect(page.getByTestId("search-result")).toHaveText([/^Tabbouleh/]);

    await page.goto(venueUrl("demo", "/product/102"));
    const bar = page.getByTestId("not-available-bar");
    await expect(bar).toContainText("Not available right now");
    await expect(bar).toContainText("Available tomorrow from 07:00");
    await expect(page.getByTestId("add-to-cart")).toHaveCount(0);
    await saveScreenshot(page, "product-not-available-en");
    await expectNoAxeViolations(page);

    await switchToArabic(page);
    await expect(bar).toContainText("غير متوفر الآن");
    await expect(bar).toContainText("متوفر غداً من 07:00");
    await saveScreenshot(page, "product-not-available-ar");

    // The Breakfast list offers no add icon for it either.
    await page.goto(venueUrl("demo", "/category/1"));
    await expect(page.getByTestId("product-card-102")).toBeVisible();
    await expect(page.getByTestId("add-102")).toHaveCount(0);
  });

  test("a breakfast line is flagged the moment the clock passes noon, left out of the totals, and removable", async ({ page }) => {
    await seedCart(page, { products: [MANAKISH, TABBOULEH], orderType: "takeaway" });
    await page.clock.install({ time: new Date("2026-11-23T11:59:40+04:00") });
    await page.goto(venueUrl("demo", "/cart"));
    const lines = page.getByTestId("cart-line");
    await expect(lines).toHaveCount(2);
    await expect(page.getByTestId("line-problem")).toHaveCount(0);
    expect((await totalsOnScreen(page))["subtotal"]).toMatch(/^AED\s78\.50$/);

    await page.clock.runFor(31_000); // 12:00:11, the next tick of the venue's clock
    const flagged = lines.filter({ hasText: "Za'atar Manakish" });
    await expect(flagged.getByTestId("line-problem")).toContainText("Not available right now, so not counted");
    await expect(flagged.getByTestId("line-problem")).toContainText("Available tomorrow from 07:00");
    await expect(flagged).toHaveAttribute("data-unavailable", "true");
    await expect.poll(async () => (await totalsOnScreen(page))["subtotal"]).toMatch(/^AED\s60\.00$/);
    await saveScreenshot(page, "cart-line-flagged-en");

    await switchToArabic(page);
    // The lines, added from the English menu, are named from the Arabic one now shown.
    const flaggedAr = lines.filter({ hasText: "منقوشة زعتر" });
    await expect(flaggedAr.getByTestId("line-problem")).toContainText("غير متوفر الآن، لذا لا يُحتسب");
    await expect(lines.filter({ hasText: "تبّولة" })).toHaveCount(1);
    await expect(lines.filter({ hasText: "Za'atar Manakish" })).toHaveCount(0);
    await saveScreenshot(page, "cart-line-flagged-ar");
    await flaggedAr.getByRole("button", { name: /منقوشة زعتر/ }).click();
    await expect(lines).toHaveCount(1);
    // Undo names it in Arabic too, and puts back the line as it was kept.
    await expect(page.getByRole("status").filter({ hasText: "منقوشة زعتر" })).toBeVisible();
  });
});

test.describe("a refused order says why by the line or the field, in the guest's language (issue 18)", () => {
  test("English: a line the server no longer serves is named with when it is served again; removing it places the order", async ({ page }) => {
    await seedCart(page, { products: [MANAKISH, TABBOULEH], orderType: "takeaway" });
    await openAt(page, "demo", "/checkout", BEFORE_NOON);
    await fillCheckout(page);
    await page.getByTestId("delivery-time").getByRole("radio", { name: "Schedule for later" }).check();
    await page.getByTestId("checkout-form").locator('input[type="datetime-local"]').fill("2026-11-23T13:30");
    await page.getByTestId("submit-order").click();

    const error = page.getByTestId("order-error");
    await expect(error).toContainText("Your order was not placed");
    const reason = error.getByTestId("refusal-reason");
    await expect(reason).toHaveCount(1);
    await expect(reason).toHaveAttribute("data-code", "not_available_now");
    await expect(reason).toContainText("Za'atar Manakish is not available right now.");
    await expect(reason).toContainText("Available tomorrow from 07:00");
    // No raw path, no server English.
    await expect(error).not.toContainText("line_items");
    await expect(error).not.toContainText("served now");
    await saveScreenshot(page, "checkout-refused-line-en");
    await expectNoAxeViolations(page);

    await reason.getByRole("button", { name: "Remove item: Za'atar Manakish" }).click();
    await expect(error).toHaveCount(0);
    // Placed: the demo's card payment opens its (sandbox) payment page.
    await page.getByTestId("submit-order").click();
    await expect(page).toHaveURL(/\/sandbox\/pay\/paylink\//);
  });

  test("Arabic: a closed time and an unserved line, each with its sentence and next step", async ({ page }) => {
    await seedCart(page, { products: [MANAKISH, TABBOULEH], orderType: "takeaway" });
    await openAt(page, "demo", "/checkout", BEFORE_NOON);
    await fillCheckout(page);
    await switchToArabic(page);
    // 03:00 tomorrow: the demo opens at 07:00.
    await page.getByTestId("delivery-time").getByRole("radio", { name: "جدولة لوقت لاحق" }).check();
    await page.getByTestId("checkout-form").locator('input[type="datetime-local"]').fill("2026-11-24T03:00");
    await page.getByTestId("submit-order").click();

    const error = page.getByTestId("order-error");
    await expect(error).toContainText("لم يتم إرسال طلبك");
    const time = error.locator('[data-code="closed_at_time"]');
    await expect(time).toContainText("نحن مغلقون في الوقت الذي اخترته. يرجى اختيار وقت آخر.");
    await expect(time).toContainText("نفتح غداً الساعة 07:00");
    const line = error.locator('[data-code="not_available_now"]');
    await expect(line).toContainText("غير متوفر الآن");
    await expect(line.getByRole("button", { name: "إزالة" })).toBeVisible();
    await expect(error).not.toContainText(/[A-Za-z]{4,} (is|the|not) /);
    await saveScreenshot(page, "checkout-refused-ar");

    // Change the time puts the guest in the time field.
    await time.getByRole("button", { name: "غيّر الوقت" }).click();
    await expect(page.getByTestId("checkout-form").locator('input[type="datetime-local"]')).toBeFocused();
  });
});

test.describe("coupon reasons (issue 18)", () => {
  test("below its minimum, expired, not for these items: each its own sentence, none shown as applied — English and Arabic", async ({ page }) => {
    await seedCart(page, { products: [TABBOULEH], orderType: "takeaway" });
    await openAt(page, "demo", "/cart");
    const box = page.getByTestId("coupon-box");
    const input = box.getByRole("textbox");
    const apply = async (code: string) => {
      await input.fill(code);
      await box.getByRole("button").click();
    };
    await apply("BIGORDER");
    await expect(box.getByTestId("coupon-refusal")).toHaveText("This coupon applies to orders of AED 150.00 or more.");
    await expect(box.getByRole("button", { name: "Delete Coupon" })).toHaveCount(0);
    await expect(page.getByTestId("total-discount")).toHaveCount(0);
    await saveScreenshot(page, "coupon-below-minimum-en");

    await apply("RAMADAN15");
    await expect(box.getByTestId("coupon-refusal")).toHaveText("This coupon has expired.");
    await apply("GRILL15");
    await expect(box.getByTestId("coupon-refusal")).toHaveText("This coupon doesn't apply to the items in your cart.");
    await apply("NOPE");
    await expect(box.getByTestId("coupon-refusal")).toHaveText("Invalid coupon code");

    await switchToArabic(page);
    await apply("BIGORDER");
    await expect(box.getByTestId("coupon-refusal")).toContainText("تنطبق هذه القسيمة على الطلبات بقيمة");
    await expect(box.getByTestId("coupon-refusal")).toContainText("150.00");
    await saveScreenshot(page, "coupon-below-minimum-ar");
  });
});

test.describe("the closed venue says when it opens next, from its hours and closing rules (issue 18)", () => {
  test("on the landing and /home, in English and Arabic, past the New Year closing rule", async ({ page }) => {
    await openAt(page, "demo", "/", NEW_YEAR_NIGHT);
    // The demo's on-load promotion first; closed, the cover shows the note.
    await expect(page.getByRole("dialog", { name: /Sunset Mezze Hour/ })).toBeVisible();
    await page.keyboard.press("Escape");
    const note = page.getByTestId("landing-closed");
    await expect(note).toContainText("We are currently closed");
    // Not 07:00 today: the closing rule keeps the venue shut all of 1 January.
    await expect(note).toContainText("We open tomorrow at 07:00");
    await expect(note).toContainText("Ordering is closed right now. You can still browse the menu.");
    await saveScreenshot(page, "landing-closed-en");

    await page.goto(venueUrl("demo", "/home"));
    const banner = page.getByTestId("closed-banner");
    await expect(banner).toContainText("We are currently closed");
    await expect(banner).toContainText("We open tomorrow at 07:00");
    await saveScreenshot(page, "home-closed-en");
    await switchToArabic(page);
    await expect(banner).toContainText("نفتح غداً الساعة 07:00");
    await saveScreenshot(page, "home-closed-ar");
    await page.goto(venueUrl("demo", "/"));
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("landing-closed")).toContainText("نفتح غداً الساعة 07:00");
    await expect(page.getByTestId("landing-closed")).toContainText("الطلب مغلق الآن. لا يزال بإمكانك تصفح القائمة.");
    await saveScreenshot(page, "landing-closed-ar");
  });
});
