import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { expectNoAxeViolations, openAt } from "./support/browse";
import { demoLine, seedCart } from "./support/cart";
import { saveScreenshot } from "./support/venue-url";

/** The `delivery` test venue: the demo's menu, addresses on a map, one zone "Dubai Marina" around the outlet (AED 10.00). */
const LINES = [demoLine(126, "Mixed Grill", 125, 1, 6)];

/** Moves the keyless map's pin by arrow keys (each press about 100 m). */
async function nudgePin(page: Page, key: "ArrowUp" | "ArrowDown" | "ArrowLeft" | "ArrowRight", times: number) {
  await page.getByTestId("map-pin").focus();
  for (let i = 0; i < times; i++) await page.keyboard.press(key);
}

test.describe("/delivery-location and a delivery order (ordering spec sections 2, 4 and 7)", () => {
  test("the map starts at the guest's location among the zones; a confirmed spot asks for the address, which reaches the cart with its fee", async ({ page, context }) => {
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: 25.0812, longitude: 55.139 });
    await seedCart(page, { products: LINES, orderType: "delivery" });
    await openAt(page, "delivery", "/cart");
    await expect(page.getByTestId("checkout-button")).toHaveCount(0);
    await page.getByTestId("delivery-bar").click();
    await expect(page.getByRole("heading", { level: 1, name: "Delivery Location" })).toBeVisible();
    // The map draws the venue's zone with its fee and the outlet; the pin starts where the browser says the guest is.
    await expect(page.getByTestId("map-zone")).toHaveAccessibleName("Dubai Marina: Delivery Fees AED 10.00");
    await expect(page.getByTestId("map-outlet")).toHaveAccessibleName("Our restaurant");
    await expect(page.getByTestId("map-pin")).toHaveAccessibleName("Delivery Location: 25.0812, 55.1390");
    // Address fields wait for a confirmed spot (spec: "First unconfirmed … then the address detail fields appear").
    await expect(page.getByLabel("Flat No.")).toHaveCount(0);
    await nudgePin(page, "ArrowUp", 1);
    await expect(page.getByTestId("map-pin")).toHaveAccessibleName("Delivery Location: 25.0822, 55.1390");
    // The pin sits inside the drawn zone, as the call will say.
    const zoneBox = (await page.getByTestId("map-zone").locator("polygon").boundingBox())!;
    const pinBox = (await page.getByTestId("map-pin").boundingBox())!;
    expect(pinBox.x + pinBox.width / 2).toBeGreaterThan(zoneBox.x);
    expect(pinBox.x + pinBox.width / 2).toBeLessThan(zoneBox.x + zoneBox.width);
    expect(pinBox.y + pinBox.height).toBeGreaterThan(zoneBox.y);
    expect(pinBox.y + pinBox.height).toBeLessThan(zoneBox.y + zoneBox.height);
    await saveScreenshot(page, "delivery-location-en");
    await expectNoAxeViolations(page);
    await page.getByTestId("confirm-spot").click();

    const spot = page.getByTestId("confirmed-spot");
    await expect(spot).toContainText("Dubai Marina · Delivery Fees AED 10.00");
    const form = page.getByTestId("delivery-location-form");
    await expect(page.getByTestId("confirm-location")).toBeDisabled();
    await expect(page.getByTestId("confirm-location")).toHaveAccessibleDescription("Flat No., Building / Premise and Area / Street are required to continue.");
    await form.getByLabel("Flat No.").fill("1204");
    await form.getByLabel("Building / Premise").fill("Marina Heights");
    await form.getByLabel("Area / Street").fill("Marina Walk");
    await form.getByLabel("Save Address").check();
    await saveScreenshot(page, "delivery-address-en");
    await page.getByTestId("confirm-location").click();

    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId("delivery-bar")).toContainText("1204 - Marina Heights - Marina Walk");
    await expect(page.getByTestId("total-delivery").locator("dd")).toHaveText("AED 10.00");
  });

  test("a delivery to a confirmed spot in the zone is placed with the zone's fee", async ({ page }) => {
    await seedCart(page, {
      products: LINES,
      orderType: "delivery",
      deliveryFees: 10000,
      deliveryLocationConfirmed: true,
      deliveryLocation: { lat: 25.0822, lng: 55.139 },
      deliveryFlatNo: "1204",
      deliveryBuildingPremise: "Marina Heights",
      deliveryAreaStreet: "Marina Walk",
      deliveryFormattedAddress: "1204 - Marina Heights - Marina Walk",
    });
    await openAt(page, "delivery", "/cart");
    await page.getByTestId("payment-type").getByText("Cash").click();
    await page.getByTestId("checkout-button").click();
    const form = page.getByTestId("checkout-form");
    await form.getByLabel("Name").fill("Layla");
    await form.getByLabel("Email").fill("layla@example.com");
    await form.getByLabel("Phone").fill("050 123 4567");
    // The delivery time needs nothing: as soon as possible.
    await expect(form.getByRole("radio", { name: "As soon as possible" })).toBeChecked();
    await form.getByLabel("I agree to the Terms and Conditions").check();
    await form.getByTestId("submit-order").click();
    await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}$/);
    // 125.00 + VAT 6.25 + municipality 2.00 + delivery 10.00
    await expect(page.getByTestId("order-total")).toContainText("AED 143.25");
  });

  test("Change goes back to the pin and keeps it; 'Use my location' moves it only when asked", async ({ page, context }) => {
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: 25.0812, longitude: 55.139 });
    await seedCart(page, { products: LINES, orderType: "delivery" });
    await openAt(page, "delivery", "/delivery-location");
    await expect(page.getByTestId("map-pin")).toHaveAccessibleName("Delivery Location: 25.0812, 55.1390");
    await nudgePin(page, "ArrowRight", 2);
    await page.getByTestId("confirm-spot").click();
    await page.getByTestId("change-spot").click();
    await expect(page.getByTestId("map-pin")).toHaveAccessibleName("Delivery Location: 25.0812, 55.1410");
    await page.getByRole("button", { name: "Use my location" }).click();
    await expect(page.getByTestId("map-pin")).toHaveAccessibleName("Delivery Location: 25.0812, 55.1390");
  });

  test("a pin outside every zone says 'We're not there yet' and offers takeaway", async ({ page }) => {
    await seedCart(page, { products: LINES, orderType: "delivery" });
    await openAt(page, "delivery", "/delivery-location");
    // No location shared: the pin starts at the outlet.
    await expect(page.getByTestId("map-pin")).toHaveAccessibleName("Delivery Location: 25.0805, 55.1403");
    await nudgePin(page, "ArrowRight", 25);
    await page.getByTestId("confirm-spot").click();
    const dialog = page.getByRole("dialog", { name: "We're not there yet" });
    await expect(dialog).toContainText("Your location is outside our delivery area.");
    await saveScreenshot(page, "delivery-outside-en");
    await dialog.getByRole("button", { name: "Change Location" }).click();
    await expect(dialog).toBeHidden();
    await page.getByTestId("confirm-spot").click();
    await dialog.getByRole("button", { name: "Order for takeaway instead" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId("delivery-bar")).toHaveCount(0);
    await expect(page.getByRole("radio", { name: "Takeaway" })).toBeChecked();
  });

  test("in Arabic, right to left", async ({ page }) => {
    await seedCart(page, { products: LINES, orderType: "delivery" });
    await openAt(page, "delivery", "/");
    const promo = page.getByRole("dialog").getByRole("button", { name: "Close" });
    if (await promo.isVisible()) await promo.click();
    await page.getByRole("button", { name: "Language" }).click();
    await page.getByRole("menuitemradio", { name: "العربية" }).click();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.goto(page.url().replace(/\/[^/]*$/, "/delivery-location"));
    await expect(page.getByRole("button", { name: "استخدم موقعي" })).toBeVisible();
    await expect(page.getByTestId("map-zone")).toContainText("Dubai Marina");
    await saveScreenshot(page, "delivery-location-ar");
    await page.getByTestId("confirm-spot").click();
    await expect(page.getByTestId("confirmed-spot")).toBeVisible();
    await saveScreenshot(page, "delivery-address-ar");
  });
});
