import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { saveScreenshot } from "./support/venue-url";
import { imagesSettled } from "./support/settled";
import { animationsDone } from "./support/animations";
import { expectNoAxeViolations, openMenu, saveScreenScreenshot, switchToArabic } from "./support/menu-screens";
import { isBuiltChunk } from "../support/built-files";
import { expectAbove, onPhone, PHONE_SIDEWAYS } from "./support/layout";

/** The carousel's current slide: its neighbours are rendered too (inert), so queries stay inside this one. */
const current = (page: Page) => page.locator('[aria-roledescription="slide"][data-current="true"]');

/** Picks a checkbox or radio the way a guest does, by tapping its row. */
const pick = (group: Locator, name: string | RegExp) => group.locator("label", { hasText: name }).click();

test.describe("/product/{id}: the variation picker", () => {
  test("a required multiple choice: 'Required', 'Choose upto N', add blocked until chosen, disabled at the limit", async ({ page }) => {
    await openMenu(page, "demo", "/product/124");
    await expect(current(page).getByRole("heading", { level: 1, name: "Shish Taouk" })).toBeVisible();
    const sauces = current(page).getByTestId("variation-3");
    await expect(sauces.getByText("Required")).toBeVisible();
    await expect(sauces.getByText("Choose upto 3 option(s)")).toBeVisible();
    const add = page.getByTestId("add-to-cart");
    await expect(add).toBeDisabled();
    await expect(page.getByText("Select Variations")).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenScreenshot(page, "product-demo-taouk-en");
    await saveScreenshot(page, "product-demo-taouk-en-full");
    for (const name of ["Toum (garlic sauce)", "Tahini", "Harissa"]) await pick(sauces, name);
    // At max_choices_allowed the unchecked boxes are disabled.
    await expect(sauces.getByRole("checkbox", { name: "Amba (mango pickle)" })).toBeDisabled();
    await expect(sauces.getByRole("checkbox", { name: "Pomegranate molasses" })).toBeDisabled();
    await pick(sauces, "Tahini");
    await expect(sauces.getByRole("checkbox", { name: "Amba (mango pickle)" })).toBeEnabled();
    await pick(sauces, "Amba (mango pickle)");
    await expect(add).toBeEnabled();
    // The line's price: 62.00 + 2.00 for the amba.
    await expect(add).toContainText("AED 64.00");
    await add.click();
    await expect(page.getByText("Item added to cart")).toBeVisible();
    // addtocart_redirect "back", opened directly: back to the product's category.
    await expect(page).toHaveURL(/\/category\/6$/);
    await expect(page.getByTestId("cart-link")).toHaveAccessibleName("Cart with 1 items");
  });

  test("a single choice is a dropdown: choosing the chosen value again clears it", async ({ page }) => {
    await openMenu(page, "demo", "/product/153");
    const size = current(page).getByTestId("variation-1");
    const dropdown = size.getByRole("button");
    const add = page.getByTestId("add-to-cart");
    await expect(add).toBeDisabled();
    await expect(dropdown).toContainText("Select an option");
    await dropdown.click();
    const list = page.getByRole("listbox");
    await expect(list.getByRole("option")).not.toHaveCount(0);
    await saveScreenshot(page, "product-dropdown-open-en");
    // The full-page picture lays the page out wider with the list open; the carousel stays at its product.
    await expect(current(page)).toBeInViewport();
    await list.getByRole("option", { name: /Large/ }).click();
    await expect(list).toBeHidden();
    await expect(dropdown).toContainText("Large");
    await expect(add).toBeEnabled();
    await expect(add).toContainText("AED 23.00");
    await dropdown.click();
    await page.getByRole("listbox").getByRole("option", { name: /Small/ }).click();
    await expect(dropdown).toContainText("Small");
    await expect(add).toContainText("AED 16.00");
    await dropdown.click();
    await expect(page.getByRole("listbox").getByRole("option", { name: /Small/ })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("listbox").getByRole("option", { name: /Small/ }).click();
    await expect(dropdown).toContainText("Select an option");
    await expect(add).toBeDisabled();
  });

  test("a combo: one product per group, siblings cleared, out of stock disabled", async ({ page }) => {
    await openMenu(page, "demo", "/product/142");
    const main = current(page).getByRole("radiogroup", { name: "Main" });
    const side = current(page).getByRole("radiogroup", { name: "Side" });
    const add = page.getByTestId("add-to-cart");
    await expect(add).toBeDisabled();
    await pick(main, "Falafel Wrap");
    await pick(main, "Lamb Arayes");
    await expect(main.getByRole("radio", { name: /Lamb Arayes/ })).toBeChecked();
    await expect(main.getByRole("radio", { name: "Falafel Wrap" })).not.toBeChecked();
    await expect(side.getByRole("radio", { name: /Tabbouleh/ })).toBeDisabled();
    await expect(add).toBeDisabled();
    await pick(side, "Hummus");
    // The drink was chosen by the venue; the arayes adds 8.00.
    await expect(add).toBeEnabled();
    await expect(add).toContainText("AED 73.00");
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "product-demo-combo-en");
  });
});

test.describe("/product/{id}: the pickers by keyboard (the browser's own controls, docs/decisions/0054)", () => {
  test("radios move with the arrow keys, the dropdown opens and picks with Enter, the quantity sheet takes typing", async ({ page }) => {
    await openMenu(page, "demo", "/product/142");
    const main = current(page).getByRole("radiogroup", { name: "Main" });
    await main.getByRole("radio", { name: "Falafel Wrap" }).focus();
    await page.keyboard.press("Space");
    await expect(main.getByRole("radio", { name: "Falafel Wrap" })).toBeChecked();
    await page.keyboard.press("ArrowDown");
    await expect(main.getByRole("radio", { name: "Falafel Wrap" })).not.toBeChecked();
    await expect(main.locator("input:checked")).toBeFocused();

    await openMenu(page, "demo", "/product/153");
    const dropdown = current(page).getByTestId("variation-1").getByRole("button");
    await dropdown.focus();
    await page.keyboard.press("Enter");
    const list = page.getByRole("listbox");
    // Focus is in the list (on the list itself while nothing is chosen): the arrow keys walk its options.
    await expect.poll(() => list.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(list).toBeHidden();
    await expect(dropdown).not.toContainText("Select an option");
    await expect(dropdown).toBeFocused();

    const value = current(page).getByTestId("quantity-value");
    await value.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Input Quantity" });
    await expect(dialog.getByTestId("quantity-input")).toBeFocused();
    await page.keyboard.type("2");
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(value).toHaveText("2");
    await expect(value).toBeFocused();
  });
});

test.describe("/product/{id}: quantity, instructions and the add button", () => {
  test("the stepper stops at 1 and at pos_available_qty; the dialog ignores out-of-range input", async ({ page }) => {
    await openMenu(page, "demo", "/product/146");
    const minus = current(page).getByRole("button", { name: "Decrease quantity" });
    const plus = current(page).getByRole("button", { name: "Increase quantity" });
    const value = current(page).getByTestId("quantity-value");
    await expect(minus).toBeDisabled();
    for (let i = 0; i < 4; i++) await plus.click();
    await expect(value).toHaveText("5");
    await expect(plus).toBeDisabled();
    await value.click();
    const dialog = page.getByRole("dialog", { name: "Input Quantity" });
    await dialog.getByTestId("quantity-input").fill("9");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await expect(value).toHaveText("5");
    await value.click();
    await dialog.getByTestId("quantity-input").fill("3");
    // The sheet rises when it opens (its code loads on the way to the tap, decision 0068): the picture is of it risen.
    await animationsDone(page);
    await saveScreenScreenshot(page, "product-quantity-dialog-en");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(value).toHaveText("3");
    await expect(page.getByTestId("add-to-cart")).toContainText("AED 90.00");
    // Special instructions: two rows and the spec's placeholder.
    const notes = current(page).getByRole("textbox", { name: "Special Instructions" });
    await expect(notes).toHaveAttribute("rows", "2");
    await expect(notes).toHaveAttribute("placeholder", "Example: No pepper / sugar / salt please");
    // The venue's product_footer_text and the alternative currency.
    await expect(page.getByText("Allergies? Please tell our team before you order.")).toBeVisible();
    await expect(page.getByText("≈ US$", { exact: false }).first()).toBeVisible();
    // Centred on a 320 px phone from below the fold (as a screen reader's focus or a find in the page may do), the
    // stepper's slide stays in place: the carousel clips its neighbours and never scrolls to them.
    await onPhone(page, async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await value.evaluate((button) => button.scrollIntoView({ block: "center", inline: "center" }));
      // Embla measures the narrower carousel in its resize observer's callback, a frame after the resize.
      await expect.poll(async () => (await current(page).boundingBox())!.x).toBe(0);
    });
  });

  test("while the venue is closed the add bar says so, and there is no quantity to choose", async ({ page }) => {
    await openMenu(page, "demo", "/product/125", new Date("2026-11-23T03:00:00+04:00"));
    await expect(current(page).getByRole("heading", { level: 1, name: "Lamb Kofta" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "We are currently closed" })).toBeVisible();
    await expect(page.getByTestId("add-to-cart")).toHaveCount(0);
    await expect(current(page).getByTestId("quantity-value")).toHaveCount(0);
  });

  test("a discounted price shows its original", async ({ page }) => {
    await openMenu(page, "cards", "/product/107");
    await expect(current(page).getByText("Discount −25%")).toBeVisible();
    await expect(current(page).locator("s")).toHaveText("AED 40.00");
  });

  test("with an active order (the venue-group mode's) the button says 'Add to Order'; outside the mode a kept one is ignored", async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem(`carta.venue-group.${location.hostname}`, JSON.stringify({ version: 1, activeOrder: "order-1" })));
    // The `tables` venue is in the mode (al_futtaim_enabled): its contributions load with its menu (decision 0076).
    await openMenu(page, "tables", "/product/11");
    await expect(page.getByTestId("add-to-cart")).toContainText("Add to Order");
    // The `cards` venue is not: the same record in its tab is no active order, and the button adds to the cart.
    await openMenu(page, "cards", "/product/107");
    await expect(page.getByTestId("add-to-cart")).toContainText("Add To Cart");
  });

  test("'Out of Stock' is a disabled add button", async ({ page }) => {
    await openMenu(page, "demo", "/product/129");
    await expect(page.getByTestId("add-to-cart")).toHaveText("Sold out today");
    await expect(page.getByTestId("add-to-cart")).toBeDisabled();
  });

  test("'Already Added To Cart' when the same item may not be added twice; max_choices_allowed of 2", async ({ page }) => {
    await openMenu(page, "cards", "/product/302");
    const extras = current(page).getByTestId("variation-2");
    await expect(extras.getByText("Choose upto 2 option(s)")).toBeVisible();
    await pick(extras, "Feta");
    await pick(extras, "Olives");
    await expect(extras.getByRole("checkbox", { name: /Egg/ })).toBeDisabled();
    await current(page).getByRole("textbox", { name: "Special Instructions" }).fill("Well toasted");
    const add = page.getByTestId("add-to-cart");
    await expect(add).toContainText("AED 26.00");
    await add.click();
    await expect(page.getByText("Item added to cart")).toBeVisible();
    // addtocart_redirect "other": the guest stays, and the button says why it is off now.
    await expect(page).toHaveURL(/\/product\/302$/);
    await expect(add).toHaveText("Already Added To Cart");
    await expect(add).toBeDisabled();
    const line = await page.evaluate(() => {
      const key = Object.keys(sessionStorage).find((k) => sessionStorage.getItem(k)?.includes('"products"'));
      return key ? (JSON.parse(sessionStorage.getItem(key)!) as { products: unknown[] }).products[0] : null;
    });
    expect(line).toMatchObject({ id: 302, qty: 1, special_instructions: "Well toasted", price: 26000 });
  });
});

test.describe("/product/{id}: the carousel", () => {
  test("skips disabled-link, external-link and out-of-hours products", async ({ page }) => {
    await openMenu(page, "cards", "/product/104");
    const slides = page.getByTestId("product-carousel").locator("[aria-roledescription=slide]");
    await expect(slides).toHaveCount(5);
    expect(await slides.evaluateAll((all) => all.map((s) => s.getAttribute("data-product-id")))).toEqual(["101", "102", "103", "104", "107"]);
  });

  test("swipes through the category's products open now, skipping the one outside its hours", async ({ page }) => {
    await openMenu(page, "demo", "/product/106");
    const carousel = page.getByTestId("product-carousel");
    const slides = carousel.locator("[aria-roledescription=slide]");
    // Chef's Specials: 106 and 107 at noon; 108 is served from 18:00.
    await expect(slides).toHaveCount(2);
    await expect(carousel.locator('[data-product-id="108"]')).toHaveCount(0);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/product\/107$/);
    await expect(current(page).getByRole("heading", { level: 1, name: "Chicken Musakhan" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
    // A swipe back (drag to the right).
    const box = (await carousel.boundingBox())!;
    await page.mouse.move(box.x + 60, box.y + 120);
    await page.mouse.down();
    await page.mouse.move(box.x + 200, box.y + 120, { steps: 6 });
    await page.mouse.move(box.x + 340, box.y + 120, { steps: 6 });
    await page.mouse.up();
    await expect(page).toHaveURL(/\/product\/106$/);
    await expect(current(page).getByRole("heading", { level: 1, name: "Slow-Roasted Lamb Ouzi" })).toBeVisible();
  });

  test("Embla loads only when the guest comes to the carousel, and a swipe made before it runs is not lost (decision 0063)", async ({ page }) => {
    // Embla's chunk is held back until the swipe is over: the swipe happens before Embla runs.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const asked: string[] = [];
    await page.route((url) => isBuiltChunk(url.pathname, "embla-driver"), async (route) => {
      asked.push(route.request().url());
      await held;
      await route.continue();
    });
    await openMenu(page, "demo", "/product/106");
    const carousel = page.getByTestId("product-carousel");
    await expect(current(page).getByRole("heading", { level: 1, name: "Slow-Roasted Lamb Ouzi" })).toBeVisible();
    expect(asked).toEqual([]);
    // A swipe to the next product (drag to the left), below the arrows.
    const box = (await carousel.boundingBox())!;
    await page.mouse.move(box.x + 340, box.y + 240);
    await expect.poll(() => asked.length).toBe(1);
    await page.mouse.down();
    await page.mouse.move(box.x + 200, box.y + 240, { steps: 6 });
    await page.mouse.move(box.x + 60, box.y + 240, { steps: 6 });
    await page.mouse.up();
    await expect(page).toHaveURL(/\/product\/107$/);
    await expect(current(page).getByRole("heading", { level: 1, name: "Chicken Musakhan" })).toBeVisible();
    const embla = page.waitForResponse((response) => isBuiltChunk(new URL(response.url()).pathname, "embla-driver"));
    release();
    await embla;
    // With Embla here, a swipe back (drag to the right) returns: it starts at the product the address shows.
    await page.mouse.move(box.x + 60, box.y + 240);
    await page.mouse.down();
    await page.mouse.move(box.x + 200, box.y + 240, { steps: 6 });
    await page.mouse.move(box.x + 340, box.y + 240, { steps: 6 });
    await page.mouse.up();
    await expect(page).toHaveURL(/\/product\/106$/);
    await expect(current(page).getByRole("heading", { level: 1, name: "Slow-Roasted Lamb Ouzi" })).toBeVisible();
  });

  test("opened from search, it holds the search results", async ({ page }) => {
    await openMenu(page, "demo", "/product/109?from=search&q=hummus");
    const slides = page.getByTestId("product-carousel").locator("[aria-roledescription=slide]");
    await expect(slides).toHaveCount(2);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/product\/110\?/);
    await expect(page).toHaveURL(/q=hummus/);
    await expect(current(page).getByRole("heading", { level: 1, name: "Beetroot Hummus" })).toBeVisible();
  });
});

test.describe("/product/{id}: safety, video and Arabic", () => {
  test("a <script> and an onerror in the description run neither; the video is muted and loops", async ({ page }) => {
    await openMenu(page, "cards", "/product/303");
    await expect(page.getByText("Made fresh.")).toBeVisible();
    // Every image shown has loaded or failed: an onerror would have run by now.
    await imagesSettled(page);
    expect(await page.evaluate(() => (window as unknown as { __cartaXss?: string }).__cartaXss)).toBeUndefined();
    await expect(page.locator("main script, [onerror]")).toHaveCount(0);
    // The javascript: link lost its href.
    await expect(current(page).locator("a", { hasText: "More" })).not.toHaveAttribute("href", /.+/);
    // The video first (its poster the first image), then the two images, with thumbnails to switch.
    const thumbs = current(page).getByRole("button", { name: /Mystery Tea \d \/ 3/ });
    await expect(thumbs).toHaveCount(3);
    await thumbs.nth(2).click();
    await expect(thumbs.nth(2)).toHaveAttribute("aria-pressed", "true");
    await expect(current(page).locator('img[src$="baba-ghanoush.webp"]').first()).toBeVisible();
    await thumbs.nth(0).click();
    const video = page.getByTestId("product-video");
    expect(await video.evaluate((v: HTMLVideoElement) => ({ muted: v.muted, loop: v.loop, autoplay: v.autoplay, inline: v.playsInline }))).toEqual({
      muted: true,
      loop: true,
      autoplay: true,
      inline: true,
    });
    // Muted as an attribute too, which React does not write: a checker reading the page (axe) sees a silent video.
    await expect(video).toHaveAttribute("muted", "");
  });

  test("in Arabic, right to left", async ({ page }) => {
    await openMenu(page, "arabi", "/product/21");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(current(page).getByRole("heading", { level: 1, name: "ليمون بالنعناع" })).toBeVisible();
    await expect(page.getByTestId("add-to-cart")).toBeDisabled();
    await expectNoAxeViolations(page);
    await saveScreenScreenshot(page, "product-arabic-ar");
    await saveScreenshot(page, "product-arabic-ar-full");
  });

  test("the demo's combo in Arabic", async ({ page }) => {
    await openMenu(page, "demo", "/product/142");
    await switchToArabic(page);
    await expect(page.getByTestId("add-to-cart")).toBeDisabled();
    // An extra's price reads as every price of the page does: the sign, then the currency left of the amount.
    const extra = page.getByText(/^\+ /).first();
    await expect(extra).toBeVisible();
    const lefts = await extra.evaluate((element) => {
      const where = (part: string) => {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          const at = node.data.indexOf(part);
          if (at < 0) continue;
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + part.length);
          return range.getBoundingClientRect().left;
        }
        return Number.NaN;
      };
      return [where("+"), where("AED"), where(".00")];
    });
    expect(lefts[0]).toBeLessThan(lefts[1]!);
    expect(lefts[1]).toBeLessThan(lefts[2]!);
    // So does the alternative currency's ("US$ 17.70"), its "$" kept with its letters.
    const alternative = page.getByText(/US\$/).first();
    const altLefts = await alternative.evaluate((element) =>
      ["US", "$", "17.70"].map((part) => {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        let text = walker.nextNode() as Text;
        while (!text.data.includes(part)) text = walker.nextNode() as Text;
        const range = document.createRange();
        range.setStart(text, text.data.indexOf(part));
        range.setEnd(text, text.data.indexOf(part) + part.length);
        return range.getBoundingClientRect().left;
      }),
    );
    expect(altLefts[0]).toBeLessThan(altLefts[1]!);
    expect(altLefts[1]).toBeLessThan(altLefts[2]!);
    await expectNoAxeViolations(page);
    await saveScreenScreenshot(page, "product-demo-combo-ar");
    await saveScreenshot(page, "product-demo-combo-ar-full");
    // A phone held sideways: the picture takes at most 35% of the height, so the name and price show above the add bar.
    await onPhone(
      page,
      async () => {
        await page.evaluate(() => window.scrollTo(0, 0));
        await expectAbove(current(page).getByRole("heading", { level: 1 }), page.getByTestId("add-bar"));
        await expectAbove(current(page).getByText(/65\.00/).first(), page.getByTestId("add-bar"));
        await saveScreenScreenshot(page, "product-demo-combo-ar-sideways");
      },
      PHONE_SIDEWAYS,
    );
  });
});
