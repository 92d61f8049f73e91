import { expect, test } from "./support/test";
import { collectAnalytics, expectNoAxeViolations, openAt } from "./support/browse";
import { saveScreenshot } from "./support/venue-url";
import { imagesSettled } from "./support/settled";
import { isBuiltChunk } from "../support/built-files";
import { expectDrawnInside } from "./support/layout";

test.describe("/page/{id}: info pages (menu spec section 2)", () => {
  test("shows the page's title and HTML, and reports info_page_view", async ({ page }) => {
    const events = collectAnalytics(page);
    await openAt(page, "demo", "/page/1");
    await expect(page.getByRole("heading", { level: 1, name: "About us" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("wood-fired oven");
    await expect(page.getByRole("link", { name: "04 555 0123" })).toHaveAttribute("href", "tel:+97145550123");
    await saveScreenshot(page, "page-en");
    await expectNoAxeViolations(page);
    expect(events).toContainEqual({ name: "info_page_view", license: "demo", page_name: "About us", page_id: "1" });
  });

  test("runs nothing from the venue's HTML: no script, no event handler, no javascript: link", async ({ page }) => {
    await openAt(page, "skippromo", "/page/1");
    await expect(page.getByRole("heading", { level: 1, name: "House rules" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Before you order" })).toBeVisible();
    // Every image shown has loaded or failed: an onerror would have run by now.
    await imagesSettled(page);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
    await expect(page.locator("main script, main [onerror]")).toHaveCount(0);
    expect(await page.getByText("Our terms").getAttribute("href")).toBeNull();
    // A title word longer than the phone is wide (German's Lebensmittelinformationsverordnung, a pasted link) breaks
    // inside the page instead of widening it.
    const title = page.getByRole("heading", { level: 1 });
    await expectDrawnInside(page.getByRole("main"), title);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(page.viewportSize()!.width);
  });

  test("in a browser without the Sanitizer API, DOMPurify does the same, loaded on demand", async ({ page }) => {
    await page.addInitScript(() => {
      delete (Element.prototype as { setHTML?: unknown }).setHTML;
    });
    const purify = page.waitForResponse((r) => isBuiltChunk(new URL(r.url()).pathname, "purify.es"));
    await openAt(page, "skippromo", "/page/1");
    await purify;
    await expect(page.getByRole("heading", { level: 2, name: "Before you order" })).toBeVisible();
    // Every image shown has loaded or failed: an onerror would have run by now.
    await imagesSettled(page);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
    await expect(page.locator("main script, main [onerror]")).toHaveCount(0);
    expect(await page.getByText("Our terms").getAttribute("href")).toBeNull();
  });

  test("in Arabic, right to left; an unknown page goes to /home", async ({ page }) => {
    await openAt(page, "demo", "/");
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    await page.getByLabel("Language").selectOption("ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.goto(page.url().replace(/\/$/, "/page/2"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Terms & Conditions");
    await saveScreenshot(page, "page-ar");
    await expectNoAxeViolations(page);
    await page.goto(page.url().replace(/\/page\/2$/, "/page/99"));
    await expect(page).toHaveURL(/\/home$/);
  });
});

test.describe("/promotions (menu spec section 2)", () => {
  test("lists the enabled promotions, swipeable, video muted and looping, each reported once", async ({ page }) => {
    const events = collectAnalytics(page);
    await openAt(page, "skippromo", "/promotions");
    await expect(page.getByRole("heading", { level: 1, name: "Promotions" })).toBeVisible();
    const slides = page.getByTestId("promotion-slide");
    await expect(slides).toHaveCount(2); // the disabled third is left out
    await expect(slides.first().locator("img")).toHaveAttribute("srcset", /promo\.svg 1x, .*promo@2x\.svg 2x/);
    await expect(page.getByText("1 / 2")).toBeVisible();
    await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
    await saveScreenshot(page, "promotions-en");
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("2 / 2")).toBeVisible();
    // Its title holds a pasted address longer than the phone is wide: it breaks inside the slide, the page keeps its width.
    // Slide and title measured in one go: the carousel may still be moving the track.
    const { slide, title } = await slides.nth(1).evaluate((element) => {
      const box = (part: Element) => ({ left: part.getBoundingClientRect().left, right: part.getBoundingClientRect().right });
      return { slide: box(element), title: box(element.querySelector("h2")!) };
    });
    expect(title.left).toBeGreaterThanOrEqual(slide.left - 0.5);
    expect(title.right).toBeLessThanOrEqual(slide.right + 0.5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(page.viewportSize()!.width);
    const video = slides.nth(1).locator("video");
    await expect(video).toHaveAttribute("src", "/media/skippromo/grill.mp4");
    expect(await video.evaluate((v: HTMLVideoElement) => ({ muted: v.muted, loop: v.loop, autoplay: v.autoplay, inline: v.playsInline }))).toEqual({
      muted: true,
      loop: true,
      autoplay: true,
      inline: true,
    });
    // A swipe back to the first.
    const box = (await page.locator("section[aria-roledescription=carousel]").boundingBox())!;
    await page.mouse.move(box.x + 60, box.y + 100);
    await page.mouse.down();
    await page.mouse.move(box.x + 200, box.y + 100, { steps: 8 });
    await page.mouse.move(box.x + 340, box.y + 100, { steps: 8 });
    await page.mouse.up();
    await expect(page.getByText("1 / 2")).toBeVisible();
    const reported = events.filter((e) => e["name"] === "promotion_page_view").map((e) => e["promotion_id"]);
    expect(reported.filter((id) => id === "2")).toHaveLength(1);
    expect(reported).toContain("1");
  });

  test("in Arabic the slides run right to left", async ({ page }) => {
    await openAt(page, "skippromo", "/home");
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    await page.getByRole("button", { name: "Language" }).click();
    await page.getByRole("menuitemradio", { name: "العربية" }).click();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.goto(page.url().replace(/\/home$/, "/promotions"));
    await expect(page.getByRole("heading", { level: 1, name: "العروض" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "ليلة المشاوي: طبقان رئيسيان بـ 79" })).toBeVisible();
    // Right to left: the next slide waits on the left of the first. Embla takes the track over after the first paint
    // (decision 0054), so the slides are measured until they hold still in that order.
    await expect
      .poll(async () => {
        const [first, second] = await Promise.all([0, 1].map((i) => page.getByTestId("promotion-slide").nth(i).boundingBox()));
        return first != null && second != null && second.x < first.x;
      })
      .toBe(true);
    // A tap at the very moment Embla takes the track over can be lost (a known race, issue 20): tapped again, as a
    // guest would, until the counter moves.
    await expect(async () => {
      await page.getByRole("button", { name: "التالي" }).click();
      await expect(page.getByText("2 / 2")).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 7_000 });
    await expect(async () => {
      await page.getByRole("button", { name: "السابق" }).click();
      await expect(page.getByText("1 / 2")).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 7_000 });
    // Let the slide settle before the picture.
    await expect.poll(async () => Math.round((await page.getByTestId("promotion-slide").first().boundingBox())!.x)).toBe(16);
    await saveScreenshot(page, "promotions-ar");
    await expectNoAxeViolations(page);
  });

  test("a venue without enabled promotions sends /promotions to /home", async ({ page }) => {
    await openAt(page, "tables", "/promotions");
    await expect(page).toHaveURL(/\/home$/);
  });
});
