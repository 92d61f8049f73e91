import { expect, test } from "./support/test";
import { expectNoAxeViolations, openMenu, switchToArabic } from "./support/menu-screens";
import { saveScreenshot, venueUrl } from "./support/venue-url";

test.describe("/form/{id} (ordering spec section 2, 'Form screen')", () => {
  test("from the drawer: fill, submit, the server's message, then Back To Menu", async ({ page }) => {
    await openMenu(page, "demo", "/home");
    await page.getByRole("button", { name: "Open menu drawer" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "How was your meal?" }).click();
    const form = page.getByRole("form", { name: "How was your meal?" });
    await expect(form.getByRole("heading", { name: "Tell us about your visit" })).toBeVisible();
    await expect(page).toHaveTitle("How was your meal? | Olive & Ember");
    const submit = form.getByRole("button", { name: "Submit" });
    await expect(submit).toBeDisabled();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "form-page-en");

    await form.getByRole("radio", { name: "Rate 5" }).first().check({ force: true });
    await form.getByText("At the table").click();
    await expect(submit).toBeEnabled();
    const sent = page.waitForRequest((r) => r.url().endsWith("/en/api/submission/") && r.method() === "POST");
    await submit.click();
    const request = await sent;
    expect(request.headers()["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(request.postDataJSON()).toEqual({ feedback_id: 1, submission: { overall_rating: 5, order_channel: "dine_in" } });
    await expect(page.getByText("Thank you! Your answers have been sent.")).toBeVisible();
    await saveScreenshot(page, "form-page-sent-en");
    await page.getByRole("link", { name: "Back To Menu" }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole("list", { name: "Categories" }).getByRole("link", { name: "Grills" })).toBeVisible();
  });

  test("in Arabic the form reads right to left", async ({ page }) => {
    await openMenu(page, "demo", "/home");
    await switchToArabic(page);
    await page.goto(venueUrl("demo", "/form/1"));
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { name: "حدّثنا عن زيارتك" })).toBeVisible();
    await saveScreenshot(page, "form-page-ar");
  });

  test("a form the menu does not offer is the not-found screen, not a blank page", async ({ page }) => {
    await openMenu(page, "demo", "/form/2");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await openMenu(page, "demo", "/product/424242");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await openMenu(page, "demo", "/no/such/page/here");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "not-found-page-en");
  });
});
