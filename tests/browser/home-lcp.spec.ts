import { expect, test, type Page } from "@playwright/test";
import { NOON_DUBAI, openMenu } from "./support/menu-screens";

const cards = (page: Page) => page.getByRole("list", { name: "Categories" });

test.describe("/home: its largest picture is asked for early", () => {
  test("the first card's picture is preloaded at high priority as the menu arrives, and its <img> says so too", async ({ page }) => {
    await openMenu(page, "skippromo", "/home");
    const first = cards(page).locator("img").first();
    await expect(first).toBeVisible();
    await expect(first).toHaveAttribute("fetchpriority", "high");
    await expect(first).not.toHaveAttribute("loading", "lazy");
    const src = await first.evaluate((img: HTMLImageElement) => img.currentSrc || img.src);
    // This venue skips the landing, so its on-load promotion pops up over /home: its picture is preloaded too.
    const preload = page.locator(`head link[rel="preload"][as="image"][href="${src}"]`);
    await expect(preload).toHaveCount(1);
    expect(await preload.evaluate((link: HTMLLinkElement) => link.fetchPriority)).toBe("high");
    // The other cards' pictures keep their ordinary priority.
    await expect(cards(page).locator('img[fetchpriority="high"]')).toHaveCount(1);
  });

  test("the document's Link header names the same picture, so it downloads beside the app's code, once", async ({ page }) => {
    const pictureRequests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "image") pictureRequests.push(request.url());
    });
    const documentAnswer = page.waitForResponse((response) => response.request().resourceType() === "document");
    // The test server's clock and the page's both stand at noon in Dubai: the demo's first card is its chef's specials.
    await openMenu(page, "demo", "/home");
    const first = cards(page).locator("img").first();
    await expect(first).toBeVisible();
    const src = await first.evaluate((img: HTMLImageElement) => img.currentSrc || img.src);
    expect(new URL(src).pathname).toBe("/media/demo/categories/chefs-specials.svg");
    expect((await documentAnswer).headers()["link"]).toBe("</media/demo/categories/chefs-specials.svg>; rel=preload; as=image; fetchpriority=high");
    // The header's preload, the route loader's and the <img> are one request.
    expect(pictureRequests.filter((url) => url === src)).toHaveLength(1);
  });

  for (const { when, at, picture } of [
    { when: "at noon", at: NOON_DUBAI, picture: "chefs-specials.svg" },
    { when: "at breakfast", at: new Date("2026-11-23T04:30:00Z"), picture: "breakfast.svg" },
  ]) {
    test(`the demo's first card depends on the clock (its breakfast has hours): ${when} its picture is the one preloaded`, async ({ page }) => {
      await openMenu(page, "demo", "/home", at);
      const first = cards(page).locator("img").first();
      await expect(first).toHaveAttribute("fetchpriority", "high");
      const src = await first.evaluate((img: HTMLImageElement) => img.currentSrc || img.src);
      expect(src).toMatch(new RegExp(`/${picture}$`));
      const preloads = page.locator('head link[rel="preload"][as="image"]');
      await expect(preloads).toHaveCount(1);
      expect(await preloads.evaluate((link: HTMLLinkElement) => ({ href: link.href, priority: link.fetchPriority }))).toEqual({ href: src, priority: "high" });
    });
  }
});

test.describe("/: the on-load promotion's picture is asked for early", () => {
  test("the pop-up's picture is preloaded at high priority as the menu arrives, with the <img>'s own candidates", async ({ page }) => {
    const pictureRequests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "image") pictureRequests.push(request.url());
    });
    await openMenu(page, "demo", "/");
    const picture = page.getByRole("dialog", { name: /Sunset Mezze Hour/ }).locator("img");
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute("fetchpriority", "high");
    const shown = await picture.evaluate((img: HTMLImageElement) => ({ src: img.currentSrc, srcset: img.srcset }));
    const preload = page.locator('head link[rel="preload"][as="image"]');
    await expect(preload).toHaveCount(1);
    const asked = await preload.evaluate((link: HTMLLinkElement) => ({ href: link.href, srcset: link.imageSrcset, priority: link.fetchPriority }));
    expect(asked).toEqual({ href: shown.src, srcset: shown.srcset, priority: "high" });
    // Asked for once: the preload is the request the <img> used.
    expect(pictureRequests.filter((url) => url === shown.src)).toHaveLength(1);
  });
});

