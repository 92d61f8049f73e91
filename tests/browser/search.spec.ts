import { expect, test } from "./support/test";
import { DUBAI_EVENING, expectNoAxeViolations, openAt } from "./support/browse";
import { saveScreenshot } from "./support/venue-url";
import { expectAbove } from "./support/layout";

test.describe("/search (menu spec section 2)", () => {
  test("the term and the property checkboxes filter, live in the URL, and survive reload and back", async ({ page }) => {
    await openAt(page, "demo", "/search");
    const field = page.getByRole("searchbox", { name: "Search" });
    await expect(field).toBeFocused();
    await field.fill("hum");
    await expect(page).toHaveURL(/\/search\?q=hum$/);
    const results = page.getByTestId("search-result");
    await expect(results).toHaveText([/^Hummus/, /^Beetroot Hummus/]);
    await expect(page.getByRole("status")).toHaveText("Results: 2");

    // Vegan (property 1): Hummus carries it, Beetroot Hummus does not.
    await page.getByRole("checkbox", { name: "Vegan" }).check({ force: true });
    await expect(page).toHaveURL(/\/search\?q=hum&p=1$/);
    await expect(results).toHaveText([/^Hummus/]);
    await expect(results.first()).toHaveAttribute("href", "/product/109?from=search&q=hum&p=1");
    await expect(results.first()).toContainText("AED");
    await saveScreenshot(page, "search-en");
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue("hum");
    await expect(page.getByRole("checkbox", { name: "Vegan" })).toBeChecked();
    await expect(results).toHaveText([/^Hummus/]);

    await results.first().click();
    await expect(page).toHaveURL(/\/product\/109\?from=search&q=hum&p=1$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/search\?q=hum&p=1$/);
    await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue("hum");
    await expect(page.getByRole("checkbox", { name: "Vegan" })).toBeChecked();
    await expect(results).toHaveText([/^Hummus/]);
  });

  test("by keyboard: Escape and the clear button empty the term, Space toggles a filter chip", async ({ page }) => {
    await openAt(page, "demo", "/search");
    const field = page.getByRole("searchbox", { name: "Search" });
    await expect(field).toBeFocused();
    await page.keyboard.type("hum");
    await expect(page.getByTestId("search-result")).toHaveText([/^Hummus/, /^Beetroot Hummus/]);
    await page.keyboard.press("Escape");
    await expect(field).toHaveValue("");
    await expect(page.getByRole("button", { name: "Clear search" })).toHaveCount(0);

    await page.keyboard.type("hum");
    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(field).toHaveValue("");
    await expect(field).toBeFocused();
    await expect(page).toHaveURL(/\/search$/);

    await page.keyboard.type("hum");
    const vegan = page.getByRole("checkbox", { name: "Vegan" });
    // Tab from the field passes the clear button, then reaches the chips in the group named by its legend.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(vegan).toBeFocused();
    await expect(page.getByRole("group", { name: "Filter by" })).toContainText("Vegan");
    await page.keyboard.press("Space");
    await expect(vegan).toBeChecked();
    await expect(page.getByTestId("search-result")).toHaveText([/^Hummus/]);
    await expect(page).toHaveURL(/\/search\?q=hum&p=1$/);
    // The checked chip takes the venue's primary colour, the others keep the surface.
    const chipBackground = (name: string) => page.locator("label", { has: page.getByRole("checkbox", { name }) }).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await chipBackground("Vegan")).not.toBe(await chipBackground("Spicy"));
  });

  test("a product outside its hours is absent; disabled and special-category products never show", async ({ page }) => {
    await openAt(page, "demo", "/search?q=sayadieh");
    await expect(page.getByRole("status")).toHaveText("No products found");
    await expect(page.getByTestId("search-result")).toHaveCount(0);
    await saveScreenshot(page, "search-empty-en");
    // A screen shorter than the phone: below its end is the venue's background too, not the splash's (the root's
    // colour is the canvas's).
    const backgrounds = await page.evaluate(() => [document.documentElement, document.body].map((element) => getComputedStyle(element).backgroundColor));
    expect(backgrounds[0]).toBe(backgrounds[1]);

    await openAt(page, "demo", "/search?q=sayadieh", DUBAI_EVENING);
    await expect(page.getByTestId("search-result")).toHaveText([/^Seafood Sayadieh/]);
    // The combos of the special "Combos" category are left out.
    await openAt(page, "demo", "/search?q=combo");
    await expect(page.getByTestId("search-result")).toHaveCount(0);
  });

  test("in Arabic it reads right to left and finds a name whatever its vowel marks", async ({ page }) => {
    await openAt(page, "demo", "/");
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    await page.getByLabel("Language").selectOption("ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.goto(page.url().replace(/\/$/, "/search"));
    const field = page.getByRole("searchbox", { name: "بحث" });
    await field.fill("حمص");
    await expect(page.getByTestId("search-result")).toHaveText([/^حمّص/, /^حمّص بالشمندر/]);
    await saveScreenshot(page, "search-ar");
    await expectNoAxeViolations(page);
  });

  test("a long list fills the screen at once and draws the rest as the guest scrolls: every result is reached", async ({ page }) => {
    await openAt(page, "demo", "/search");
    const status = page.getByRole("status");
    await expect(status).toHaveText(/^Results: \d+$/);
    const total = Number((await status.textContent())!.replace(/\D/g, ""));
    // More than the first screenful and the batch after it (screens/search/search-panel.tsx).
    expect(total).toBeGreaterThan(34);
    const results = page.getByTestId("search-result");
    // The first results reach below the bottom of the phone's screen: no gap shows while the rest are drawn.
    const tenth = await results.nth(9).boundingBox();
    expect(tenth!.y + tenth!.height).toBeGreaterThan(page.viewportSize()!.height);
    // Each scroll to the last card draws the next batch, until the list holds them all.
    await expect(async () => {
      await results.last().scrollIntoViewIfNeeded();
      await expect(results).toHaveCount(total, { timeout: 500 });
    }).toPass({ timeout: 10_000 });
    // Back up the list by Shift+Tab: each result the focus reaches is drawn below the sticky header, not behind it.
    await results.last().focus();
    const header = page.getByRole("banner");
    for (let step = 1; step <= 6; step++) {
      await page.keyboard.press("Shift+Tab");
      await expect(results.nth(total - 1 - step)).toBeFocused();
      await expectAbove(header, results.nth(total - 1 - step));
    }
  });

  test("without enable_search the screen is not offered", async ({ page }) => {
    await openAt(page, "skippromo", "/search?q=hum");
    await expect(page).toHaveURL(/\/home$/);
  });
});
