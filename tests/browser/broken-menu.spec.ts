import { expect, test } from "./support/test";
import { collectAnalytics, openAt } from "./support/browse";
import { saveScreenshot } from "./support/venue-url";

test.describe("a venue with broken items still shows the rest of its menu (issue 9 §1)", () => {
  test("bad items are left out, bad settings read as defaults, and the repairs are reported once", async ({ page }) => {
    const events = collectAnalytics(page);
    await page.route(/\/api\/menu\/demo\/$/, async (route) => {
      // Fetched from the test's side, where only plain localhost resolves; the menu path names the venue.
      const response = await route.fetch({ url: route.request().url().replace("demo.localhost", "localhost") });
      const menu = (await response.json()) as { products: Record<string, unknown>[]; categories: Record<string, unknown>[] } & Record<string, unknown>;
      const byName = (name: string) => menu.products.find((p) => p["name"] === name)!;
      byName("Tabbouleh")["price"] = "thirty";
      byName("Fattoush")["external_link"] = "javascript:alert(document.cookie)";
      byName("Halloumi & Watermelon Salad")["category"] = 404;
      menu["home_view_format"] = "grid";
      menu["opening_hours"] = [...(menu["opening_hours"] as unknown[]), { day: 8, from_hour: "whenever" }];
      await route.fulfill({ response, json: menu });
    });
    await openAt(page, "demo", "/home");
    await page.getByRole("link", { name: "Salads" }).click();
    await expect(page.getByRole("heading", { name: "Rocca & Pomegranate Salad" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Freekeh & Roast Vegetable Bowl" })).toBeVisible();
    // The product with an unreadable price is not shown at any price; the one in a missing category is gone.
    await expect(page.getByRole("heading", { name: "Tabbouleh" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Halloumi & Watermelon Salad" })).toHaveCount(0);
    // Fattoush stays, without the script its link carried.
    await expect(page.getByRole("heading", { name: "Fattoush" })).toBeVisible();
    await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
    await saveScreenshot(page, "broken-menu-salads");
    await expect.poll(() => events.filter((e) => e["name"] === "menu_problems").length).toBe(1);
    const report = events.find((e) => e["name"] === "menu_problems")!;
    expect(Number(report["count"])).toBe(5);
    expect(report["problems"]).toContain("price: expected a number");
  });
});
