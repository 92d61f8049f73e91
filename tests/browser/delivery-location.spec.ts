import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, openAt } from "./support/browse";
import { demoLine, seedCart } from "./support/cart";
import { saveScreenshot } from "./support/venue-url";

/** The `delivery` test venue: the demo's menu, addresses on a map, one zone around the outlet (AED 10.00). */
const LINES = [demoLine(126, "Mixed Grill", 125, 1, 6)];

test.describe("/delivery-location and a delivery order (ordering spec sections 2, 4 and 7)", () => {
  test("a pin inside the zone prices the delivery; the address shows in the cart; the order is placed with its fee", async ({ page, context }) => {
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: 25.0812, longitude: 55.1390 });
    await seedCart(page, { products: LINES, orderType: "delivery" });
    await openAt(page, "delivery", "/cart");
    await expect(page.getByTestId("checkout-button")).toHaveCount(0);
    await page.getByTestId("delivery-bar").click();
    await expect(page.getByRole("heading", { level: 1, name: "Delivery Location" })).toBeVisible();
    await page.getByRole("button", { name: "Search for a location" }).click();
    await expect(page.getByTestId("map-pin")).toHaveAccessibleName("Delivery Location: 25.0812, 55.1390");
    // The pin moves by keyboard too.
    await page.getByTestId("map-pin").focus();
    await page.keyboard.press("ArrowUp");
    await expect(page.getByTestId("map-pin")).toHaveAccessibleName("Delivery Location: 25.0822, 55.1390");
    const form = page.getByTestId("delivery-location-form");
    await form.getByLabel("Flat No.").fill("1204");
    await form.getByLabel("Building / Premise").fill("Marina Heights");
    await form.getByLabel("Area / Street").fill("Marina Walk");
    await form.getByLabel("Save Address").check();
    await saveScreenshot(page, "delivery-location-en");
    await expectNoAxeViolations(page);
    await page.getByTestId("confirm-location").click();

    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId("delivery-bar")).toContainText("1204 - Marina Heights - Marina Walk");
    await expect(page.getByTestId("total-delivery").locator("dd")).toHaveText("AED 10.00");
    await page.getByTestId("payment-type").getByText("Cash").click();
    await page.getByTestId("checkout-button").click();
    const form2 = page.getByTestId("checkout-form");
    await form2.getByLabel("Name").fill("Layla");
    await form2.getByLabel("Email").fill("layla@example.com");
    await form2.getByLabel("Phone").fill("050 123 4567");
    // The delivery time needs nothing: as soon as possible.
    await expect(form2.getByRole("radio", { name: "As soon as possible" })).toBeChecked();
    await form2.getByLabel("I agree to the Terms and Conditions").check();
    await form2.getByTestId("submit-order").click();
    await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}$/);
    // 125.00 + VAT 6.25 + municipality 2.00 + delivery 10.00
    await expect(page.getByTestId("order-total")).toContainText("AED 143.25");
  });

  test("a pin outside every zone says 'We're not there yet'", async ({ page }) => {
    await seedCart(page, { products: LINES, orderType: "delivery" });
    await openAt(page, "delivery", "/delivery-location");
    await page.getByTestId("map-pin").focus();
    for (let i = 0; i < 25; i++) await page.keyboard.press("ArrowRight");
    const form = page.getByTestId("delivery-location-form");
    await form.getByLabel("Flat No.").fill("3");
    await form.getByLabel("Building / Premise").fill("Villa");
    await form.getByLabel("Area / Street").fill("Desert Road");
    await page.getByTestId("confirm-location").click();
    const dialog = page.getByRole("dialog", { name: "We're not there yet" });
    await expect(dialog).toContainText("Your location is outside our delivery area.");
    await saveScreenshot(page, "delivery-outside-en");
    await dialog.getByRole("button", { name: "Change Location" }).click();
    await expect(dialog).toBeHidden();
  });
});
