import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { ar } from "../../engine/i18n/catalogue/ar";
import { en } from "../../engine/i18n/catalogue/en";
import { encodeLocationHash } from "../../engine/rules/location-url";
import { expectNoAxeViolations, openAt } from "./support/browse";
import { demoLine, seedCart } from "./support/cart";
import { switchToArabic } from "./support/menu-screens";
import { placeDemoOrder, readOrderBack, staffCall } from "./support/staff";
import { saveScreenScreenshot, saveScreenshot } from "./support/venue-url";

/**
 * The bottom action bar stands where the thumb is: its bottom edge on the viewport's, inside it, full width; and
 * scrolled to the end, the page's last content ends above it (the page is padded by the bar's height).
 */
async function expectBarAtTheBottom(page: Page, bar: Locator, lastContent: Locator): Promise<void> {
  const viewport = page.viewportSize()!;
  // Scrolled to the very end, measured again until late content (the order screen's feedback form) has arrived:
  // how far the last content reaches under the bar, 0 when it ends above it.
  await expect
    .poll(
      async () => {
        const atEnd = await page.evaluate(() => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          return Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight;
        });
        const [last, box] = [await lastContent.boundingBox(), await bar.boundingBox()];
        return atEnd && last && box ? Math.max(0, last.y + last.height - box.y) : "not at the end yet";
      },
      { message: "scrolled to the end, the page's last content ends above the bar (pixels it reaches under it)" },
    )
    .toBe(0);
  const box = (await bar.boundingBox())!;
  expect(Math.abs(box.y + box.height - viewport.height)).toBeLessThanOrEqual(1);
  expect(box.y).toBeGreaterThan(viewport.height / 2);
  expect(box.width).toBe(viewport.width);
}

const tabbouleh = () => demoLine(133, "Tabbouleh", 30, 2, 7);

test.describe("the bottom action bar (issue 18; DESIGN.md: the main action at the bottom within thumb reach)", () => {
  for (const language of ["en", "ar"] as const) {
    const text = language === "ar" ? ar : en;
    test(`/cart in ${language}: the bar shows the total and follows a quantity change; it never covers the page's end`, async ({ page }) => {
      await seedCart(page, { products: [tabbouleh()], orderType: "takeaway" });
      await openAt(page, "demo", "/cart");
      if (language === "ar") await switchToArabic(page);
      const bar = page.getByTestId("action-bar");
      const amount = bar.getByTestId("action-bar-amount");
      const total = page.getByTestId("total-total").locator("dd");
      await expect(bar.getByRole("link", { name: text.checkout })).toBeVisible();
      await expect(bar).toContainText(text.ui_str_cart_total);
      const before = (await amount.textContent())!;
      await expect(total).toContainText(before);

      await page.getByTestId("cart-line").first().getByRole("button", { name: text.increase_quantity }).click();
      await expect(amount).not.toHaveText(before);
      await expect(total).toContainText((await amount.textContent())!);
      await saveScreenScreenshot(page, `bar-cart-${language}`);
      await saveScreenshot(page, `cart-bar-${language}`);
      await expectBarAtTheBottom(page, bar, page.getByRole("link", { name: text.ui_str_continue_shopping }));
      if (language === "en") await expectNoAxeViolations(page);
    });

    /** /checkout of a takeaway cart by card, for a guest whose name is not known yet (email and phone are). */
    const openCheckout = async (page: Page) => {
      await seedCart(page, { products: [tabbouleh()], orderType: "takeaway" });
      await page.addInitScript(() => window.localStorage.setItem("carta.customer", JSON.stringify({ version: 2, customerName: "", customerEmail: "layla@example.com", customerPhone: "0501234567" })));
      await openAt(page, "demo", "/cart");
      if (language === "ar") await switchToArabic(page);
      await page.getByTestId("checkout-button").click();
      const form = page.getByTestId("checkout-form");
      const bar = form.getByTestId("action-bar");
      return { form, bar, submit: bar.getByTestId("submit-order") };
    };

    test(`/checkout in ${language}: a disabled PAY NOW says why beside it, and the reason leads to the field`, async ({ page }) => {
      const { form, bar, submit } = await openCheckout(page);
      await expect(submit).toHaveText(text.pay_now);
      await expect(submit).toBeDisabled();
      await expect(bar.getByTestId("action-bar-reason")).toHaveText(text.name_required);
      await expect(submit).toHaveAccessibleDescription(text.name_required);
      // The time was never touched: as soon as possible, which asks nothing.
      await expect(form.getByRole("radio", { name: text.asap })).toBeChecked();
      await saveScreenScreenshot(page, `bar-checkout-${language}`);

      await bar.getByTestId("action-bar-reason").getByRole("button").click();
      const name = form.getByLabel(text.name);
      await expect(name).toBeFocused();
      await expect(name).toHaveAccessibleDescription(text.name_required);
      await name.fill(language === "ar" ? "ليلى" : "Layla");
      await expect(submit).toHaveAccessibleDescription(text.terms_required);
      await form.getByRole("checkbox", { name: text.accept_terms }).check();
      await expect(submit).toBeEnabled();
      await expect(bar.getByTestId("action-bar-reason")).toHaveCount(0);
    });

    test(`/checkout in ${language}: the total before PAY NOW, its breakdown on demand, the bar below the form's end`, async ({ page }) => {
      const { form, bar } = await openCheckout(page);
      await expect(bar.getByTestId("action-bar-amount")).toHaveText(/65[.,٫]00|٦٥٫٠٠/);
      // The breakdown on demand: a disclosure the keyboard and screen readers know.
      const details = bar.getByTestId("action-bar-details");
      await details.locator("summary").click();
      await expect(details.getByTestId("total-subtotal")).toBeVisible();
      await saveScreenScreenshot(page, `bar-checkout-open-${language}`);
      await expectNoAxeViolations(page);
      await details.locator("summary").click();
      await expect(details.getByTestId("total-subtotal")).toBeHidden();
      await saveScreenshot(page, `checkout-bar-${language}`);
      await expectBarAtTheBottom(page, bar, form.getByRole("checkbox", { name: text.accept_terms }));
    });
  }
});

test.describe("the order screen's bar: paying what is due (issue 18)", () => {
  for (const language of ["en", "ar"] as const) {
    const text = language === "ar" ? ar : en;
    test(`in ${language}: the balance due and its Pay button at the bottom, above the page's end`, async ({ page }) => {
      const placed = await placeDemoOrder(page);
      await openAt(page, "demo", `/order/${placed.uuid}`);
      if (language === "ar") await switchToArabic(page);
      const bar = page.getByTestId("payment-options").getByTestId("action-bar");
      await expect(bar).toContainText(text.balance_due);
      await expect(bar.getByTestId("action-bar-amount")).toHaveText(/98[.,٫]60|٩٨٫٦٠/);
      await expect(bar.getByRole("button", { name: new RegExp(`^${text.pay} `) })).toBeVisible();
      await saveScreenScreenshot(page, `bar-order-${language}`);
      await expectBarAtTheBottom(page, bar, page.getByTestId("cart-page").locator("> *").last());
      // Split among guests: the shares take over, and the bar goes.
      await page.getByTestId("payment-options").getByRole("radio", { name: text.split_payment }).check();
      await expect(page.getByTestId("action-bar")).toHaveCount(0);
    });
  }
});

test.describe("a table link makes the order dine-in (issue 18; ordering spec sections 2, 4 and 5)", () => {
  for (const [language, table] of [["en", 5], ["ar", 6]] as const) {
    const text = language === "ar" ? ar : en;
    test(`in ${language}: table ${table} lands on dine-in, asks no address, time or contact, and the order is named by its table`, async ({ page }) => {
      // A cart started on delivery before the guest scanned the table (the type the app starts with).
      await seedCart(page, { products: [tabbouleh()], orderType: "delivery" });
      await openAt(page, "demo", "/");
      if (language === "ar") {
        await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
        await page.getByLabel("Language").selectOption("ar");
        await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      }
      await page.goto(page.url().replace(/\/$/, `/t/${encodeLocationHash(table)}`));
      await expect(page).toHaveURL(/localhost:\d+\/$/);
      await page.goto(page.url().replace(/\/$/, "/cart"));
      await expect(page.getByRole("radio", { name: text.ui_str_dine_in })).toBeChecked();
      await expect(page.getByTestId("delivery-bar")).toHaveCount(0);
      await page.getByTestId("payment-type").getByText(text.payment_cash).click();
      await page.getByTestId("checkout-button").click();

      const form = page.getByTestId("checkout-form");
      await expect(form.getByTestId("checkout-location")).toContainText(text.table_number.split("{number}")[0]!.trim());
      if (language === "en") await expect(form.getByTestId("checkout-location")).toHaveText(`Table# ${table}`);
      // Only what a table order needs: no time, no address; name, email and phone may stay empty.
      await expect(form.getByTestId("delivery-time")).toHaveCount(0);
      await expect(form.getByLabel(text.address)).toHaveCount(0);
      await expect(form.getByLabel(text.name)).toHaveAccessibleName(`${text.name} (${text.optional})`);
      await form.getByLabel(text.name).fill("");
      await form.getByLabel(text.email).fill("");
      await form.getByLabel(text.phone).fill("");
      await form.getByRole("checkbox", { name: text.accept_terms }).check();
      const submit = form.getByTestId("submit-order");
      await expect(submit).toBeEnabled();
      await saveScreenshot(page, `checkout-table-${language}`);
      if (language === "en") await expectNoAxeViolations(page);

      const sent = page.waitForRequest((r) => r.url().endsWith(`/${language}/api/order/`) && r.method() === "POST");
      await submit.click();
      expect((await sent).postDataJSON()).toMatchObject({ order_type: "dine_in", customer_name: `Table# ${table}`, address: "" });
      await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}$/);
      const uuid = page.url().split("/order/")[1]!;
      expect(await readOrderBack(page, language, uuid)).toMatchObject({ order_type: "dine_in", customer_name: `Table# ${table}` });
      // The table is free again for the other tests.
      await staffCall(`${uuid}/status/`, { status: "fulfilled" });
    });
  }
});
