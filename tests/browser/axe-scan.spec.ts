import { expect, test } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";

/** The accessibility scan every screen's test runs (support/axe.ts) finds what it is there to find. */
test.describe("the accessibility scan", () => {
  test("fails on a picture without a text, faint text and a page without a title, naming each", async ({ page }) => {
    await page.setContent(`<html lang="en"><body><main><h1>Menu</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><p style="color:#bbb;background:#fff">faint</p></main></body></html>`);
    const failure = await expectNoAxeViolations(page).then(
      () => "",
      (error: Error) => error.message,
    );
    expect(failure).toContain("image-alt (critical): img");
    expect(failure).toContain("color-contrast (serious): p");
    expect(failure).toContain("document-title (serious): html");
  });

  test("passes a page that breaks no rule, scanned twice (the second scan reuses the page's axe)", async ({ page }) => {
    await page.setContent(`<html lang="en"><head><title>Menu</title></head><body><main><h1>Menu</h1><p>Hummus</p></main></body></html>`);
    await expectNoAxeViolations(page);
    await page.evaluate(() => document.querySelector("p")!.setAttribute("style", "color:#ccc"));
    await expect(expectNoAxeViolations(page)).rejects.toThrow(/color-contrast/);
  });
});
