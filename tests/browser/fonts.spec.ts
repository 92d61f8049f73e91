import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { openAt } from "./support/browse";
import { imagesSettled } from "./support/settled";

test.describe("venue fonts from the web font service (issue 9 §2.9)", () => {
  test("the theme's families are asked of the service, swapping, and the headings take them once they arrive", async ({ page }) => {
    const asked: string[] = [];
    await page.route("https://fonts.googleapis.com/**", async (route) => {
      asked.push(route.request().url());
      // Stands in for the service: the family, drawn from a face this machine has.
      await route.fulfill({ contentType: "text/css", body: '@font-face { font-family: "Playfair Display"; src: local("DejaVu Serif"), local("Georgia"); font-display: swap; }' });
    });
    await openAt(page, "demo", "/home");
    // The page is there before the font service answers anything.
    await expect(page.getByRole("list", { name: "Categories" })).toBeVisible();
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).toBe("https://fonts.googleapis.com/css2?family=Playfair+Display:wght@400;700&display=swap");
    await expect.poll(() => page.locator('link[data-venue-font^="https://fonts.googleapis.com"]').getAttribute("media")).toBe("all");
    const family = await page.getByRole("heading").first().evaluate((el) => getComputedStyle(el).fontFamily);
    expect(family).toMatch(/^"?Playfair Display"?,/);
  });

  test("without an answer from the service the menu reads in the fallback faces", async ({ page }) => {
    await page.route("https://fonts.googleapis.com/**", (route) => route.abort("internetdisconnected"));
    await openAt(page, "demo", "/home");
    await expect(page.getByRole("list", { name: "Categories" }).getByRole("link").first()).toBeVisible();
  });
});

test.describe("the two families the app ships", () => {
  const facesAsked = (page: Page) => {
    const faces: string[] = [];
    page.on("request", (request) => {
      const file = request.url().match(/\/assets\/((?:inter|noto-sans-arabic)-[a-z]+-\d+)-normal-[\w-]+\.woff2$/)?.[1];
      if (file) faces.push(file);
    });
    return faces;
  };

  test("an English page downloads only the Latin faces, though it lists العربية among its languages", async ({ page }) => {
    await page.route("https://fonts.googleapis.com/**", (route) => route.abort("internetdisconnected"));
    const faces = facesAsked(page);
    await openAt(page, "demo", "/");
    await expect(page.getByRole("heading", { level: 1, name: "Olive & Ember" })).toBeVisible();
    await expect(page.getByLabel("Language").getByRole("option", { name: "العربية" })).toBeAttached();
    // The page's fonts are loaded: every face it needed has been asked for.
    await imagesSettled(page);
    expect(faces.filter((face) => face.startsWith("inter-latin")).length).toBeGreaterThan(0);
    expect(faces.filter((face) => face.startsWith("noto-sans-arabic"))).toEqual([]);
  });

  test("the document asks for the default theme's two text faces, and the page draws in them, each asked for once", async ({ page }) => {
    await page.route("https://fonts.googleapis.com/**", (route) => route.abort("internetdisconnected"));
    const faces = facesAsked(page);
    await openAt(page, "demo", "/");
    await expect(page.getByRole("heading", { level: 1, name: "Olive & Ember" })).toBeVisible();
    // In the document itself, so the faces download beside the app's code (decision 0087).
    await expect(page.locator("head link[rel=preload][as=font][data-carta-default-face]")).toHaveCount(2);
    await imagesSettled(page);
    const loaded = await page.evaluate(() => [...document.fonts].filter((face) => face.status === "loaded").map((face) => `${face.family} ${face.weight}`));
    expect(loaded).toEqual(expect.arrayContaining(["Inter 400", "Inter 600"]));
    // Once each: the font loader took the preloaded file (in another credentials mode it would fetch it again).
    expect(faces.filter((face) => face === "inter-latin-400" || face === "inter-latin-600").sort()).toEqual(["inter-latin-400", "inter-latin-600"]);
  });

  test("an Arabic page downloads the Arabic face and draws its headings in it", async ({ page }) => {
    await page.route("https://fonts.googleapis.com/**", (route) => route.abort("internetdisconnected"));
    const faces = facesAsked(page);
    await openAt(page, "arabi", "/home");
    await expect(page.getByRole("heading", { level: 1, name: "مطبخ الحارة" })).toBeVisible();
    await expect.poll(() => faces.filter((face) => face.startsWith("noto-sans-arabic")).length).toBeGreaterThan(0);
    await expect.poll(() => page.evaluate(() => document.fonts.check('700 16px "Noto Sans Arabic"', "مطبخ"))).toBe(true);
  });
});
