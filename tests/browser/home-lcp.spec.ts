import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { openMenu } from "./support/menu-screens";

const cards = (page: Page) => page.getByRole("list", { name: "Categories" });

test.describe("/home: its largest picture is asked for early", () => {
  test("the picture drawn largest on a phone is the one asked for at high priority, and never lazily", async ({ page }) => {
    await openMenu(page, "demo", "/home");
    const urgent = cards(page).locator('img[fetchpriority="high"]');
    await expect(urgent).toHaveCount(1);
    await expect(urgent).toBeVisible();
    await expect(urgent).not.toHaveAttribute("loading", "lazy");
    // No picture the first screen shows covers more of it (the area each shows within the viewport): the demo's
    // full-width Mezze under the half-width chef's specials.
    const shown = await cards(page)
      .locator("img")
      .evaluateAll((images) =>
        images.map((img) => {
          const box = img.getBoundingClientRect();
          const height = Math.max(0, Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0));
          return { urgent: img.getAttribute("fetchpriority") === "high", area: Math.round(box.width * height) };
        }),
      );
    expect(shown.find((image) => image.urgent)?.area).toBe(Math.max(...shown.map((image) => image.area)));
    expect(shown.filter((image) => !image.urgent && image.area > 0).length).toBeGreaterThan(0);
  });

  test("the document's Link header names the same picture, so it downloads beside the app's code, once", async ({ page }) => {
    const pictureRequests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "image") pictureRequests.push(request.url());
    });
    const documentAnswer = page.waitForResponse((response) => response.request().resourceType() === "document");
    // The demo's first full-width card, Mezze, under the chef's specials: the largest picture at noon in Dubai.
    await openMenu(page, "demo", "/home");
    const urgent = cards(page).locator('img[fetchpriority="high"]');
    await expect(urgent).toBeVisible();
    await expect(cards(page).getByRole("listitem").filter({ has: page.locator('img[fetchpriority="high"]') })).toContainText("Mezze");
    const src = await urgent.evaluate((img: HTMLImageElement) => img.currentSrc || img.src);
    expect(new URL(src).pathname).toBe("/media/demo/categories/mezze.webp");
    expect((await documentAnswer).headers()["link"]).toBe("</media/demo/categories/mezze.webp>; rel=preload; as=image; fetchpriority=high");
    // The header's preload and the <img> are one request.
    expect(pictureRequests.filter((url) => url === src)).toHaveLength(1);
  });
});

test.describe("/: the on-load promotion's picture", () => {
  test("is asked for once, and the pop-up opens with it already loaded, with the <img>'s own candidates", async ({ page }) => {
    const pictureRequests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "image") pictureRequests.push(request.url());
    });
    // Whether the pop-up's <img> had its picture when it entered the page (the pop-up waits for it, decision 0089).
    await page.addInitScript(() => {
      const seen = window as unknown as { pictureLoadedOnEntry?: boolean };
      const observer = new MutationObserver(() => {
        const picture = document.querySelector<HTMLImageElement>("dialog img");
        if (!picture) return;
        observer.disconnect();
        seen.pictureLoadedOnEntry = picture.complete && picture.naturalWidth > 0;
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await openMenu(page, "demo", "/");
    const picture = page.getByRole("dialog", { name: /Sunset Mezze Hour/ }).locator("img");
    await expect(picture).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { pictureLoadedOnEntry?: boolean }).pictureLoadedOnEntry)).toBe(true);
    const shown = await picture.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(new URL(shown).pathname).toMatch(/\/sunset-mezze(@2x)?\.webp$/);
    // Asked for once: the request made while the pop-up's code loaded is the one the <img> shows.
    expect(pictureRequests.filter((url) => url === shown)).toHaveLength(1);
    // No early preload of it: it is asked for once the landing has painted (tests/browser/landing.spec.ts).
    await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveCount(0);
  });
});
