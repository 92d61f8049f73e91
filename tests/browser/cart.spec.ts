import { expect, test } from "./support/test";
import { expectNoAxeViolations, openAt } from "./support/browse";
import { switchToArabic } from "./support/menu-screens";
import { demoLine, demoTotals, savedLines, seedCart, totalsOnScreen } from "./support/cart";
import { expectDrawnInside, onPhone } from "./support/layout";
import { saveScreenshot } from "./support/venue-url";

test.describe("/cart: lines, quantities and totals (ordering spec section 2)", () => {
  test("what was added from a category, a product with options and a combo is in the cart; quantities change the totals, which equal the engine's", async ({ page }) => {
    await openAt(page, "demo", "/home");
    await page.getByRole("link", { name: "Salads" }).click();
    await page.getByRole("button", { name: "Add To Cart: Tabbouleh" }).click();
    // An add made on a list stays on the list (addtocart_redirect "back" belongs to the product screen).
    await expect(page.getByTestId("cart-link")).toHaveAccessibleName("Cart with 1 items");
    await expect(page).toHaveURL(/\/category\/7$/);
    await page.goto(page.url().replace(/\/category\/7$/, "/product/153"));
    await page.getByTestId("variation-1").getByRole("button").click();
    await page.getByRole("listbox").getByRole("option", { name: /Large/ }).click();
    await page.getByTestId("add-to-cart").click();
    await expect(page.getByTestId("cart-link")).toHaveAccessibleName("Cart with 2 items");
    // A combo: one product per group.
    await page.goto(page.url().replace(/\/[^/]*\/?[^/]*$/, "/product/142"));
    const slide = page.locator('[aria-roledescription="slide"][data-current="true"]');
    await slide.getByRole("radiogroup", { name: "Main" }).locator("label", { hasText: "Lamb Arayes" }).click();
    await slide.getByRole("radiogroup", { name: "Side" }).locator("label", { hasText: "Hummus" }).click();
    await page.getByTestId("add-to-cart").click();
    await expect(page.getByTestId("cart-link")).toHaveAccessibleName("Cart with 3 items");
    await page.getByTestId("cart-link").click();

    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole("heading", { level: 1, name: "Cart" })).toBeVisible();
    const lines = page.getByTestId("cart-line");
    await expect(lines).toHaveCount(3);
    await expect(lines.nth(0).getByRole("heading")).toHaveText("Tabbouleh");
    await expect(lines.nth(0).getByTestId("line-price")).toHaveText("AED 30.00");
    await expect(lines.nth(1)).toContainText("Size: Large");
    await expect(lines.nth(2)).toContainText("Main: Lamb Arayes");
    await expect(lines.nth(2)).toContainText("Side: Hummus");
    await expect(lines.nth(2).getByTestId("line-price")).toHaveText("AED 73.00");

    await lines.nth(0).getByRole("button", { name: "Increase quantity" }).click();
    await expect(lines.nth(0).getByTestId("line-price")).toHaveText("AED 60.00");
    expect(await totalsOnScreen(page)).toEqual(demoTotals({ lines: await savedLines(page), orderType: "delivery" }));
    await expect(page.getByTestId("total-total")).toContainText("≈");
    await saveScreenshot(page, "cart-en");
    await expectNoAxeViolations(page);
  });

  test("remove takes effect at once and offers Undo, all by keyboard", async ({ page }) => {
    await seedCart(page, { products: [demoLine(110, "Beetroot Hummus", 30, 2), demoLine(132, "Fattoush", 32, 1, 7)], orderType: "takeaway" });
    await openAt(page, "demo", "/cart");
    await expect(page.getByTestId("cart-line")).toHaveCount(2);
    const remove = page.getByRole("button", { name: "Remove item: Beetroot Hummus" });
    await remove.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    await expect(page.getByRole("status").filter({ hasText: "Beetroot Hummus removed" })).toBeVisible();
    expect(await totalsOnScreen(page)).toEqual(demoTotals({ lines: [demoLine(132, "Fattoush", 32, 1, 7)], orderType: "takeaway" }));
    await expect(page.getByRole("button", { name: "Undo" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("cart-line")).toHaveCount(2);
    await expect(page.getByTestId("cart-line").first().getByRole("heading")).toHaveText("Beetroot Hummus");
    await expect(page.getByTestId("total-subtotal")).toContainText("AED 92.00");
    // The coupon box by keyboard too: type, Enter, applied.
    await page.getByRole("textbox", { name: "Coupon Code" }).focus();
    await page.keyboard.type("fiveoff");
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("total-discount")).toContainText("−AED 5.00");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Delete Coupon" })).toBeFocused();
  });

  test("below the minimum for delivery the banner hides checkout and payment; takeaway lifts it; payment types follow the spec", async ({ page }) => {
    await seedCart(page, { products: [demoLine(158, "Sparkling Water", 9.5, 1, 13)] });
    await openAt(page, "demo", "/cart");
    await expect(page.getByTestId("minimum-order")).toHaveText("Minimum order amount required: AED 30.00");
    await expect(page.getByTestId("checkout-button")).toHaveCount(0);
    await expect(page.getByTestId("payment-type")).toHaveCount(0);
    await saveScreenshot(page, "cart-minimum-en");

    await page.getByRole("radiogroup", { name: "Order Type" }).getByText("Takeaway").click();
    await expect(page.getByTestId("minimum-order")).toHaveCount(0);
    await expect(page.getByTestId("checkout-button")).toBeVisible();
    const payment = page.getByTestId("payment-type");
    await expect(payment.getByRole("radio")).toHaveCount(3);
    // Online payment is on and the total is above 0: card is the default.
    await expect(payment.getByRole("radio", { name: "Online Payments" })).toBeChecked();
    await payment.getByText("Cash").click();
    await expect(payment.getByRole("radio", { name: "Cash" })).toBeChecked();
    expect(await totalsOnScreen(page)).toEqual(demoTotals({ lines: [demoLine(158, "Sparkling Water", 9.5, 1, 13)], orderType: "takeaway" }));
  });

  test("the cart survives a reload; an upsell leads to its product; an empty cart says so", async ({ page }) => {
    await seedCart(page, { products: [demoLine(132, "Fattoush", 32, 1, 7)], orderType: "takeaway" });
    await openAt(page, "demo", "/cart");
    await page.getByTestId("cart-line").getByRole("button", { name: "Increase quantity" }).click();
    await page.reload();
    await expect(page.getByTestId("cart-line").getByTestId("line-price")).toHaveText("AED 64.00");
    const upsell = page.getByTestId("upsell");
    await expect(upsell.getByRole("link")).not.toHaveCount(0);
    await upsell.getByRole("link", { name: /Kunafa/ }).click();
    await expect(page).toHaveURL(/\/product\/144$/);
    await expect(page.getByRole("heading", { name: "Kunafa" }).first()).toBeVisible();
    await page.goBack();
    await page.getByRole("button", { name: "Remove item: Fattoush" }).click();
    await expect(page.getByTestId("cart-empty")).toHaveText("Your cart is empty");
    await expect(page.getByRole("link", { name: "Back to Menu" })).toBeVisible();
  });

  test("a line whose product left the menu is flagged and counted nowhere", async ({ page }) => {
    await seedCart(page, { products: [demoLine(132, "Fattoush", 32, 1, 7), demoLine(9999, "Retired Dish", 50)], orderType: "takeaway" });
    await openAt(page, "demo", "/cart");
    const gone = page.getByTestId("cart-line").filter({ hasText: "Retired Dish" });
    await expect(gone).toContainText("No longer on the menu, so not counted");
    await expect(gone.getByTestId("line-price")).toHaveText("");
    expect(await totalsOnScreen(page)).toEqual(demoTotals({ lines: [demoLine(132, "Fattoush", 32, 1, 7)], orderType: "takeaway" }));
  });

  test("in Arabic, right to left, with the same figures", async ({ page }) => {
    await seedCart(page, { products: [demoLine(110, "Beetroot Hummus", 30, 2)], orderType: "takeaway" });
    await openAt(page, "demo", "/cart");
    await switchToArabic(page);
    await expect(page.getByRole("heading", { level: 1, name: "السلة" })).toBeVisible();
    await expect(page.getByTestId("total-subtotal")).toBeVisible();
    const lines = await savedLines(page);
    expect(await totalsOnScreen(page)).toEqual(demoTotals({ lines, orderType: "takeaway", language: "ar" }));
    // The line came with no picture of its own: it shows the venue's product placeholder, as the product's card did.
    const picture = page.getByTestId("cart-line").locator("img");
    await expect(picture).toHaveAttribute("src", /placeholders\/product\.webp$/);
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await saveScreenshot(page, "cart-ar");
    await expectNoAxeViolations(page);
    // On a 320 px phone the Arabic "Qty" and its stepper do not fit beside each other: the stepper goes under it,
    // and the line's price, stepper and Remove stay inside the line's card.
    await onPhone(page, async () => {
      const line = page.getByTestId("cart-line");
      await expectDrawnInside(line, line.locator("button, [data-testid=line-price]"));
      await saveScreenshot(page, "cart-ar-320");
    });
  });

  test("a closed venue shows no cart content", async ({ page }) => {
    await seedCart(page, { products: [demoLine(132, "Fattoush", 32, 1, 7)] });
    await openAt(page, "demo", "/cart", new Date("2026-11-23T03:00:00+04:00"));
    await expect(page.getByRole("heading", { level: 1, name: "Cart" })).toBeVisible();
    await expect(page.getByText("We are currently closed").first()).toBeVisible();
    await expect(page.getByTestId("cart-line")).toHaveCount(0);
    await expect(page.getByTestId("cart-totals")).toHaveCount(0);
  });
});
