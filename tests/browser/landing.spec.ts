import { expect, test } from "./support/test";
import { collectAnalytics, expectNoAxeViolations, openAt } from "./support/browse";
import { saveScreenshot } from "./support/venue-url";
import { animationsDone } from "./support/animations";
import { isBuiltChunk } from "../support/built-files";
import { onPhone, PHONE_SIDEWAYS } from "./support/layout";

test.describe("landing: onboarding (ordering spec section 2)", () => {
  test("the demo's on-load promotion pops up full screen, traps focus, closes, and the cover shows Open Menu and the languages", async ({ page }) => {
    const events = collectAnalytics(page);
    await openAt(page, "demo", "/");
    const dialog = page.getByRole("dialog", { name: /Sunset Mezze Hour/ });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { name: /Sunset Mezze Hour/ })).toBeVisible();
    await expect(page.locator("[data-entering]")).toHaveCount(0);
    // The image with its retina variant.
    await expect(dialog.locator("img")).toHaveAttribute("srcset", /sunset-mezze\.webp 1x, .*sunset-mezze@2x\.webp 2x/);
    // Full screen on a phone.
    const box = await page.getByTestId("promotion-dialog").boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(389);
    expect(box?.height).toBeGreaterThanOrEqual(843);
    await saveScreenshot(page, "landing-promotion-en");
    await expectNoAxeViolations(page);
    // Focus stays inside while it is open.
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await expect(page.getByRole("heading", { level: 1, name: "Olive & Ember" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Open Menu" })).toBeVisible();
    await expect(page.getByLabel("Language").locator("option")).toHaveText(["English", "العربية", "Français"]);
    await saveScreenshot(page, "landing-en");
    await expectNoAxeViolations(page);
    expect(events).toContainEqual({ name: "onboarding_page_view", license: "demo", menu_name: "Olive & Ember" });
    expect(events).toContainEqual({ name: "promotion_page_view", license: "demo", promotion_id: "1" });
    // Closed means closed for this visit: back on the landing screen it stays away.
    await page.getByRole("link", { name: "Open Menu" }).click();
    await expect(page).toHaveURL(/\/home$/);
    await page.goBack();
    await expect(page.getByRole("link", { name: "Open Menu" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("the pop-up's code and picture are asked for once the landing has painted, so the venue's first screen waits for neither", async ({ page }) => {
    // When the first frame with the landing's heading in the page ran, and when each file was asked for, on the page's
    // own clock (the test's fixed clock stands in for the page's `performance`, so the real one is kept first).
    await page.addInitScript(() => {
      const clock = window.performance;
      const seen = window as unknown as { landingPainted?: number; requestStarts?: () => { path: string; startTime: number }[] };
      seen.requestStarts = () => clock.getEntriesByType("resource").map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime }));
      const observer = new MutationObserver(() => {
        if (!document.querySelector("h1")) return;
        observer.disconnect();
        requestAnimationFrame(() => (seen.landingPainted = clock.now()));
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await openAt(page, "demo", "/");
    await expect(page.getByRole("dialog", { name: /Sunset Mezze Hour/ }).locator("img")).toBeVisible();
    const { painted, requests } = await page.evaluate(() => {
      const seen = window as unknown as { landingPainted: number; requestStarts: () => { path: string; startTime: number }[] };
      return { painted: seen.landingPainted, requests: seen.requestStarts() };
    });
    const popUps = requests.filter(({ path }) => path.includes("sunset-mezze") || isBuiltChunk(path, "promotion-dialog"));
    expect(popUps.map(({ path }) => path)).toEqual(expect.arrayContaining([expect.stringContaining("sunset-mezze"), expect.stringMatching(/\.js$/)]));
    expect(painted).toBeGreaterThan(0);
    for (const { path, startTime } of popUps) expect(startTime, path).toBeGreaterThan(painted);
  });

  test("in Arabic the pop-up and the cover read right to left; the close button closes it", async ({ page }) => {
    await openAt(page, "demo", "/");
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    await page.getByLabel("Language").selectOption("ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("link", { name: "افتح القائمة" })).toBeVisible();
    await saveScreenshot(page, "landing-ar");
    await expectNoAxeViolations(page);
    // A new page load in Arabic pops the promotion up again, in Arabic.
    await page.reload();
    const dialog = page.getByRole("dialog", { name: /ساعة المازة/ });
    await expect(dialog).toBeVisible();
    await expect(page.locator("[data-entering]")).toHaveCount(0);
    await saveScreenshot(page, "landing-promotion-ar");
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "إغلاق" }).click();
    await expect(dialog).toBeHidden();
  });

  test("on a tablet the pop-up is a centred card over a dimmed page: Tab wraps inside, a tap outside closes it", async ({ page }) => {
    await page.setViewportSize({ width: 820, height: 1000 });
    await openAt(page, "demo", "/");
    const dialog = page.getByRole("dialog", { name: /Sunset Mezze Hour/ });
    await expect(dialog).toBeVisible();
    await expect(dialog).toBeFocused();
    await animationsDone(page);
    const box = (await page.getByTestId("promotion-dialog").boundingBox())!;
    // Centred, narrower than the page, with page to either side.
    expect(box.width).toBeLessThan(820);
    expect(Math.abs(box.x - (820 - box.x - box.width))).toBeLessThanOrEqual(2);
    expect(Math.abs(box.y - (1000 - box.y - box.height))).toBeLessThanOrEqual(2);
    await saveScreenshot(page, "landing-promotion-tablet");
    // The same card on a phone held sideways: the picture takes at most half the height, so the title shows under it.
    await onPhone(
      page,
      async () => {
        const [title, card] = [(await dialog.getByRole("heading").boundingBox())!, (await page.getByTestId("promotion-dialog").boundingBox())!];
        expect(title.y + title.height).toBeLessThanOrEqual(card.y + card.height);
        await saveScreenshot(page, "landing-promotion-sideways");
      },
      PHONE_SIDEWAYS,
    );
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    // The page under it cannot be reached until it closes.
    await page.mouse.click(10, 10);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("link", { name: "Open Menu" })).toBeVisible();
  });

  test("a venue with one language shows no language dropdown", async ({ page }) => {
    await openAt(page, "tables", "/");
    await expect(page.getByRole("link", { name: "Open Menu" })).toBeVisible();
    await expect(page.getByLabel("Language")).toHaveCount(0);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("a venue without an on-load promotion never downloads the pop-up's code", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await openAt(page, "tables", "/");
    await expect(page.getByRole("link", { name: "Open Menu" })).toBeVisible();
    await saveScreenshot(page, "landing-no-promotion-en");
    // The demo's pop-up code is asked for once its landing has painted; here it never is.
    expect(requested.filter((path) => isBuiltChunk(path, "promotion-dialog", "promotion-media", "modal-dialog"))).toEqual([]);
    expect(requested.some((path) => isBuiltChunk(path, "landing-components"))).toBe(true);
  });

  test("skip_onboarding_screen goes straight to /home", async ({ page }) => {
    await openAt(page, "skippromo", "/");
    await expect(page).toHaveURL(/\/home$/);
  });
});

test.describe("landing: the menu-load feedback form", () => {
  test("stands in for Open Menu until it is submitted, validating as the guest types", async ({ page }) => {
    await openAt(page, "menuform", "/");
    const form = page.getByTestId("menu-load-form");
    await expect(form.getByRole("heading", { name: "Join our guest list" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Open Menu" })).toHaveCount(0);
    const submit = form.getByRole("button", { name: "Submit" });
    await expect(submit).toBeDisabled();
    await saveScreenshot(page, "landing-form-en");
    await expectNoAxeViolations(page);

    await form.getByLabel("Your name").fill("Layla");
    await form.getByLabel("Email").fill("layla@");
    await expect(form.getByText("Invalid email address")).toBeVisible();
    await expect(submit).toBeDisabled();
    await form.getByLabel("Email").fill("layla@example.com");
    await form.getByRole("radio", { name: "Rate 4" }).check({ force: true });
    await form.getByText("Offers").click();
    await expect(submit).toBeEnabled();
    const sent = page.waitForRequest((r) => r.url().endsWith("/en/api/submission/") && r.method() === "POST");
    await submit.click();
    expect((await sent).postDataJSON()).toEqual({
      feedback_id: 5,
      submission: { guest_name: "Layla", guest_email: "layla@example.com", hunger: 4, interests: ["offers"] },
    });
    await expect(page.getByRole("status").filter({ hasText: "Thank you! Your answers have been sent." })).toBeVisible();
    await expect(page.getByRole("link", { name: "Open Menu" })).toBeVisible();
    await expect(form).toHaveCount(0);
    await saveScreenshot(page, "landing-form-submitted-en");
    // Submitted is remembered: the next visit goes straight to Open Menu.
    await page.reload();
    await expect(page.getByRole("link", { name: "Open Menu" })).toBeVisible();
    await expect(page.getByTestId("menu-load-form")).toHaveCount(0);
  });

  test("gives way to Open Menu when its field types cannot be downloaded", async ({ page }) => {
    // The core field types come with the ordering screens' part (decision 0077): a landing form asks for it.
    await page.route("**/assets/*.js", (route) =>
      isBuiltChunk(new URL(route.request().url()).pathname, "ordering-screens") ? route.abort() : route.fallback(),
    );
    await openAt(page, "menuform", "/");
    await expect(page.getByRole("link", { name: "Open Menu" })).toBeVisible();
    await expect(page.getByTestId("menu-load-form")).toHaveCount(0);
  });

  test("shows its Arabic fields in Arabic, right to left", async ({ page }) => {
    await openAt(page, "menuform", "/");
    await page.getByLabel("Language").selectOption("ar");
    const form = page.getByTestId("menu-load-form");
    await expect(form.getByRole("heading", { name: "انضم إلى قائمة ضيوفنا" })).toBeVisible();
    await expect(form.getByLabel("البريد الإلكتروني")).toBeVisible();
    await expect(form.getByRole("button", { name: "إرسال" })).toBeDisabled();
    await saveScreenshot(page, "landing-form-ar");
    await expectNoAxeViolations(page);
  });
});
