import type { Page, Response } from "@playwright/test";
import { expect, test } from "./support/test";
import { openAt } from "./support/browse";
import { demoLine, seedCart } from "./support/cart";
import { liveSubscribed, placeCardOrder } from "./support/staff";
import { imagesSettled } from "./support/settled";

/**
 * The app under its Content-Security-Policy (issue 17, docs/decisions/0035-security-headers.md): every entry route
 * and the ordering screens run with no violation, and the policy is really on the document. A violation is heard
 * twice over: the page's `securitypolicyviolation` events (reported through a binding, so they survive page
 * changes) and Chromium's console messages naming the Content Security Policy.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding("__cspViolation", (_source, text: string) => void violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __cspViolation: (text: string) => void }).__cspViolation;
      void report(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`);
    });
  });
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) violations.push(message.text());
  });
  return violations;
}

/** The policy a document was served with: it must be there, and forbid inline script and framing. */
function expectPolicy(response: Response | null): void {
  const policy = response?.headers()["content-security-policy"] ?? "";
  expect(policy).toMatch(/(?:^|;)\s*script-src 'self'/);
  // Inline scripts and style blocks only by hash (style="" attributes are allowed: venue rich text).
  expect(policy).not.toMatch(/(?:^|;)\s*(?:default-src|script-src|style-src)\s[^;]*'unsafe-(?:inline|eval)'/);
  expect(policy).toContain("frame-ancestors 'none'");
}

/** Every way into the app a QR code or a shared link gives (tests/bench/size.ts), and what shows once it is in. */
const ENTRY_ROUTES: readonly { path: string; shown: (page: Page) => Promise<unknown> }[] = [
  { path: "/", shown: (page) => page.getByRole("heading", { level: 1 }).first().waitFor() },
  { path: "/home", shown: (page) => page.getByRole("list").getByRole("link").first().waitFor() },
  { path: "/category/3", shown: (page) => page.getByRole("heading", { name: "Mezze" }).first().waitFor() },
  { path: "/product/101", shown: (page) => page.getByRole("heading").first().waitFor() },
  { path: "/search", shown: (page) => page.getByRole("searchbox").first().waitFor() },
  { path: "/page/1", shown: (page) => page.getByRole("heading").first().waitFor() },
  { path: "/promotions", shown: (page) => page.getByRole("heading").first().waitFor() },
  { path: "/t/jR", shown: (page) => page.getByRole("heading", { level: 1 }).first().waitFor() },
];

test.describe("the Content-Security-Policy: the app runs under it with no violation (issue 17)", () => {
  for (const route of ENTRY_ROUTES) {
    test(`entry route ${route.path}`, async ({ page }) => {
      const violations = await watchViolations(page);
      await page.clock.setFixedTime(new Date("2026-11-23T12:00:00+04:00"));
      const response = await page.goto(`http://localhost:${process.env["CARTA_TEST_PORT"]}${route.path}`);
      expectPolicy(response);
      await route.shown(page);
      // The screen's lazy parts have run (it is shown); its images and fonts have been asked for and settled.
      await imagesSettled(page);
      expect(violations).toEqual([]);
    });
  }

  test("the ordering screens: the cart, the checkout, a cash order placed, its screen live", async ({ page }) => {
    const violations = await watchViolations(page);
    await seedCart(page, { products: [demoLine(133, "Tabbouleh", 30, 2, 7)], orderType: "takeaway" });
    await page.addInitScript(() => window.localStorage.setItem("carta.customer", JSON.stringify({ version: 2, customerName: "Layla", customerEmail: "layla@example.com", customerPhone: "0501234567" })));
    const document = page.waitForResponse((response) => response.request().resourceType() === "document");
    await openAt(page, "demo", "/cart");
    expectPolicy(await document);
    await page.getByTestId("payment-type").getByText("Cash").click();
    await page.getByTestId("checkout-button").click();
    const form = page.getByTestId("checkout-form");
    await form.getByLabel("I agree to the Terms and Conditions").check();
    // The order screen subscribes over the live socket: connect-src and the socket's Origin check let it.
    const subscribed = liveSubscribed(page, "");
    await form.getByTestId("submit-order").click();
    await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId("order-number")).toHaveText(/^Order #\d{5}$/);
    await subscribed;
    await imagesSettled(page);
    expect(violations).toEqual([]);
  });

  test("the sandbox payment page has a policy of its own, and its form goes back to the app", async ({ page }) => {
    const violations = await watchViolations(page);
    const order = await placeCardOrder(page, "stripehouse", 1911);
    const response = await page.goto(`http://stripehouse.localhost:${process.env["CARTA_TEST_PORT"]}${order.payment_url}`);
    const policy = response?.headers()["content-security-policy"] ?? "";
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("form-action 'self'");
    await expect(page.getByTestId("sandbox-amount")).toHaveText("AED 18.00");
    // Its style block applies: the Pay button is the provider's blue.
    await expect(page.getByRole("button", { name: "Pay AED 18.00" })).toHaveCSS("background-color", "rgb(31, 94, 255)");
    await page.getByRole("button", { name: "Pay AED 18.00" }).click();
    await expect(page).toHaveURL(/\/payment\/stripe\?/);
    await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test("venue HTML keeps its style attributes, as the sanitiser leaves them", async ({ page }) => {
    const violations = await watchViolations(page);
    await openAt(page, "demo", "/home");
    await page.getByRole("list").getByRole("link").first().waitFor();
    // Inserted as SafeHtml inserts a venue text (engine/react/safe-html.tsx): parsed markup, not the CSSOM.
    await page.evaluate(() => {
      const text = document.createElement("div");
      text.id = "venue-text";
      text.innerHTML = '<p style="color: rgb(1, 2, 3); text-align: center">Welcome</p>';
      document.body.append(text);
    });
    await expect(page.locator("#venue-text p")).toHaveCSS("color", "rgb(1, 2, 3)");
    expect(violations).toEqual([]);
  });

  test("the watch hears a violation: an inline script the policy does not name is refused and reported", async ({ page }) => {
    const violations = await watchViolations(page);
    await openAt(page, "demo", "/home");
    await page.getByRole("list").getByRole("link").first().waitFor();
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.ranInjected = true";
      document.head.append(script);
    });
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { ranInjected?: boolean }).ranInjected)).toBeUndefined();
  });
});
