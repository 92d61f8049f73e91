import { expect, test } from "@playwright/test";
import { DUBAI_EVENING, expectNoAxeViolations, openAt } from "./support/browse";
import { saveScreenshot } from "./support/venue-url";

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

  test("a product outside its hours is absent; disabled and special-category products never show", async ({ page }) => {
    await openAt(page, "demo", "/search?q=sayadieh");
    await expect(page.getByRole("status")).toHaveText("No products found");
    await expect(page.getByTestId("search-result")).toHaveCount(0);
    await saveScreenshot(page, "search-empty-en");

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

  test("without enable_search the screen is not offered", async ({ page }) => {
    await openAt(page, "skippromo", "/search?q=hum");
    await expect(page).toHaveURL(/\/home$/);
  });
});
