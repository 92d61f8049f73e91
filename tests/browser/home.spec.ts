import { expect, test } from "./support/test";
import { collectAnalytics, expectNoAxeViolations, openAt, sessionCart } from "./support/browse";
import { saveScreenshot } from "./support/venue-url";

test.describe("/home: the order-type selector, the on-load promotion, home_view_format", () => {
  test("the demo (enable_display_order_type_home) offers its enabled order types and sets the cart's", async ({ page }) => {
    const events = collectAnalytics(page);
    await openAt(page, "demo", "/home");
    const selector = page.getByRole("radiogroup", { name: "Order Type" });
    await expect(selector).toBeVisible();
    await expect(selector.getByRole("radio")).toHaveCount(4);
    await expect(selector.getByRole("radio", { name: "Delivery" })).toBeChecked();
    // No pop-up on /home while the landing screen is not skipped.
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("list", { name: "Categories" })).toHaveAttribute("data-layout", "grid");
    await saveScreenshot(page, "home-en");
    await expectNoAxeViolations(page);
    await selector.getByText("Takeaway").click();
    await expect(selector.getByRole("radio", { name: "Takeaway" })).toBeChecked();
    expect((await sessionCart(page))["orderType"]).toBe("takeaway");
    await page.reload();
    await expect(page.getByRole("radiogroup", { name: "Order Type" }).getByRole("radio", { name: "Takeaway" })).toBeChecked();
    expect(events).toContainEqual({ name: "home_page_view", license: "demo" });
  });

  test("in Arabic the selector and the cards read right to left", async ({ page }) => {
    await openAt(page, "demo", "/");
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    await page.getByLabel("Language").selectOption("ar");
    await page.getByRole("link", { name: "افتح القائمة" }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const selector = page.getByRole("radiogroup", { name: "نوع الطلب" });
    await expect(selector).toBeVisible();
    const first = await selector.getByRole("radio").first().locator("xpath=..").boundingBox();
    // Right to left: the first order type sits at the right.
    expect(first!.x).toBeGreaterThan(150);
    await saveScreenshot(page, "home-ar");
    await expectNoAxeViolations(page);
  });

  test("with skip_onboarding_screen the on-load promotion pops up on /home; categories show as a list", async ({ page }) => {
    await openAt(page, "skippromo", "/home");
    const dialog = page.getByRole("dialog", { name: "Grill night: two mains for 79" });
    await expect(dialog).toBeVisible();
    await expect(page.locator("[data-entering]")).toHaveCount(0);
    await saveScreenshot(page, "home-promotion-en");
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    const list = page.getByRole("list", { name: "Categories" });
    await expect(list).toHaveAttribute("data-layout", "list");
    await expect(list.getByRole("link", { name: "Mezze" })).toHaveAttribute("href", "/category/1");
    // external_link: a new tab, outside the app.
    await expect(list.getByRole("link", { name: "Gift shop" })).toHaveAttribute("target", "_blank");
    await expect(list.getByRole("link", { name: "Gift shop" })).toHaveAttribute("href", "https://shop.example.com/");
    // enable_search off: no search icon; no order-type selector without its switch.
    await expect(page.getByRole("link", { name: "Search" })).toHaveCount(0);
    await expect(page.getByRole("radiogroup")).toHaveCount(0);
    await saveScreenshot(page, "home-list-en");
    await expectNoAxeViolations(page);
  });

  test("with skip_onboarding_screen, in Arabic: the on-load promotion pops up in Arabic, and closes to the list", async ({ page }) => {
    await openAt(page, "skippromo", "/home");
    const english = page.getByRole("dialog", { name: "Grill night: two mains for 79" });
    await expect(english).toBeVisible();
    await expect(page.locator("[data-entering]")).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(english).toBeHidden();
    await page.getByRole("button", { name: "Language" }).click();
    await page.getByRole("menuitemradio", { name: "العربية" }).click();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.reload();
    const arabic = page.getByRole("dialog", { name: "ليلة المشاوي: طبقان رئيسيان بـ 79" });
    await expect(arabic).toBeVisible();
    await expect(page.locator("[data-entering]")).toHaveCount(0);
    await saveScreenshot(page, "home-promotion-ar");
    await arabic.getByRole("button", { name: "إغلاق" }).click();
    await expect(page.getByRole("list", { name: "الفئات" }).getByRole("link", { name: "المشاوي" })).toBeVisible();
    await saveScreenshot(page, "home-list-ar");
    await expectNoAxeViolations(page);
  });

  test("home_view_format 2 shows cards without pictures; a disabled link is no link; no selector without a table", async ({ page }) => {
    await openAt(page, "tables", "/home");
    const list = page.getByRole("list", { name: "Categories" });
    await expect(list).toHaveAttribute("data-format", "2");
    await expect(list.getByRole("link")).toHaveCount(2);
    await expect(list.locator("img")).toHaveCount(0);
    await expect(list.getByText("Private dining")).toBeVisible();
    await expect(page.getByRole("radiogroup")).toHaveCount(0);
    await saveScreenshot(page, "home-grid-no-images-en");
    await expectNoAxeViolations(page);
  });
});

test.describe("/home: the venue's own HTML on a right-to-left page", () => {
  test("a phone number the venue wrote with plain spaces reads left to right, its groups in order, on one line", async ({ page }) => {
    await openAt(page, "arabi", "/home");
    const phone = page.getByRole("link", { name: "04 555 0199" });
    await expect(phone).toBeVisible();
    await expect(phone).toHaveAttribute("href", "tel:+97145550199");
    // Left to right inside the Arabic sentence: "04" at the left of "555", "555" at the left of "0199".
    const lefts = await phone.evaluate((link) => {
      const text = link.firstChild as Text;
      return ["04", "555", "0199"].map((group) => {
        const range = document.createRange();
        const start = text.data.indexOf(group);
        range.setStart(text, start);
        range.setEnd(text, start + group.length);
        return range.getBoundingClientRect().left;
      });
    });
    expect(lefts[0]).toBeLessThan(lefts[1]!);
    expect(lefts[1]).toBeLessThan(lefts[2]!);
    // Never broken between its groups.
    expect(await phone.evaluate((link) => getComputedStyle(link).whiteSpace)).toBe("nowrap");
    await phone.scrollIntoViewIfNeeded();
    await saveScreenshot(page, "home-phone-ar");
  });
});
