import { expect, test } from "./support/test";
import { expectNoAxeViolations, openAt, sessionCart } from "./support/browse";
import { saveScreenshot } from "./support/venue-url";

/** Hashids of table or room 1 with the default (empty) salt: docs/decisions/0004-hashids-for-location-urls.md. */
const ONE = "jR";

test.describe("table, room and area URLs (menu spec section 2)", () => {
  test("/t/{value} stores the table in the cart and lands on /; in integration mode /home then offers the order types", async ({ page }) => {
    await openAt(page, "tables", `/t/${ONE}`);
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.getByRole("link", { name: "Open Menu" })).toBeVisible();
    const cart = await sessionCart(page);
    expect([cart["orderLocation"], cart["orderLocationType"]]).toEqual(["1", "Table"]);

    await page.getByRole("link", { name: "Open Menu" }).click();
    const selector = page.getByRole("radiogroup", { name: "Order Type" });
    await expect(selector).toBeVisible();
    // Only the venue's enabled types: no delivery here; the cart's delivery falls back to dine-in.
    await expect(selector.getByRole("radio")).toHaveCount(2);
    await expect(selector.getByRole("radio", { name: "Dine In" })).toBeChecked();
    await expect(page.getByTestId("order-location")).toHaveText("Table# 1");
    // The shared table's card above, in the room kept for it while its code loads.
    await expect(page.getByText(/\d+ guests? at this table/)).toBeVisible();
    await saveScreenshot(page, "location-home-table-en");
    await expectNoAxeViolations(page);
  });

  test("/r/ after a custom-domain segment is a room; a room brings no selector in integration mode", async ({ page }) => {
    await openAt(page, "tables", `/menu/r/${ONE}`);
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    const cart = await sessionCart(page);
    expect([cart["orderLocation"], cart["orderLocationType"]]).toEqual(["1", "Room"]);
    await page.getByRole("link", { name: "Open Menu" }).click();
    await expect(page.getByRole("list", { name: "Categories" })).toBeVisible();
    await expect(page.getByRole("radiogroup")).toHaveCount(0);
  });

  test("/a/{hex} is an area read as text, of type Table; a value that does not decode stores nothing", async ({ page }) => {
    await openAt(page, "tables", "/a/5461626c652037");
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    let cart = await sessionCart(page);
    expect([cart["orderLocation"], cart["orderLocationType"]]).toEqual(["Table 7", "Table"]);

    await openAt(page, "demo", "/t/not-a-hashid!");
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    cart = await sessionCart(page);
    expect(cart["orderLocation"] ?? null).toBeNull();
  });

  test("in Arabic the scanned table shows on /home beside the order types", async ({ page }) => {
    await openAt(page, "demo", "/");
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    await page.getByLabel("Language").selectOption("ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.goto(page.url().replace(/\/$/, `/t/${ONE}`));
    await page.getByRole("dialog").getByRole("button", { name: "إغلاق" }).click();
    await page.getByRole("link", { name: "افتح القائمة" }).click();
    await expect(page.getByTestId("order-location")).toHaveText("طاولة رقم 1");
    await saveScreenshot(page, "location-home-table-ar");
    await expectNoAxeViolations(page);
  });
});
