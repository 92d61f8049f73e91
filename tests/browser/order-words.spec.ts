import http from "node:http";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { ar } from "../../engine/i18n/catalogue/ar";
import { en } from "../../engine/i18n/catalogue/en";
import { encodeLocationHash } from "../../engine/rules/location-url";
import { collectAnalytics, expectNoAxeViolations, openAt } from "./support/browse";
import { demoLine, seedCart } from "./support/cart";
import { switchToArabic } from "./support/menu-screens";
import { placeCardOrder, placeDemoOrder } from "./support/staff";
import { saveScreenshot } from "./support/venue-url";

/** The path of the order read (ordering spec §7 `GET /{lang}/api/order/{id}/`), in any language. */
const orderRead = (uuid: string) => new RegExp(`/[a-z]{2}/api/order/${uuid}/$`);

/** Issue 18, "Wrong or missing words": reading an order that fails for another reason than a 404 is not 'Page not found'. */
test.describe("the order screen when the order cannot be read (issue 18)", () => {
  for (const language of ["en", "ar"] as const) {
    const text = language === "en" ? en : ar;
    test(`a 5xx: a retryable error in the guest's language, then the order once it reads (${language})`, async ({ page }) => {
      const order = await placeDemoOrder(page);
      let failing = true;
      await page.route(orderRead(order.uuid), (route) => (failing ? route.fulfill({ status: 503, json: { detail: "The store is away" } }) : route.fallback()));
      await openAt(page, "demo", `/order/${order.uuid}`);
      const problem = page.getByTestId("order-read-failed");
      await expect(problem).toBeVisible();
      if (language === "ar") await switchToArabic(page);
      await expect(problem.getByRole("heading", { name: text.order_read_failed_title })).toBeVisible();
      await expect(problem).toContainText(text.order_read_failed_body);
      await expect(page.getByText(text.page_not_found_title)).toHaveCount(0);
      await saveScreenshot(page, `order-read-failed-${language}`);

      // The screen also polls every 10 s and recovers by itself once reads work (order-read-problem.tsx). Reads start
      // working at the tap, not before, so the tap is what reads the order: on a busy machine the steps above can
      // outlast a poll, which then found the order before the tap and took the button away.
      const retry = problem.getByRole("button", { name: text.try_again });
      await retry.click({ trial: true });
      failing = false;
      await retry.click();
      await expect(page.getByTestId("order-view")).toBeVisible();
      await expect(problem).toHaveCount(0);
    });
  }

  test("no network is not 'Page not found' either", async ({ page }) => {
    const order = await placeDemoOrder(page);
    await page.route(orderRead(order.uuid), (route) => route.abort("internetdisconnected"));
    await openAt(page, "demo", `/order/${order.uuid}`);
    await expect(page.getByTestId("order-read-failed")).toContainText(en.order_read_failed_body);
    await expect(page.getByText(en.page_not_found_title)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("a 403 says the order cannot be opened here; only an unknown order (404) is 'Page not found'", async ({ page }) => {
    const forbidden = "00000000-0000-4000-8000-000000000403";
    await page.route(orderRead(forbidden), (route) => route.fulfill({ status: 403, json: { detail: "Not yours" } }));
    await openAt(page, "demo", `/order/${forbidden}`);
    await expect(page.getByTestId("order-read-failed")).toContainText(en.order_read_forbidden_body);
    await page.getByRole("link", { name: en.ui_str_continue_shopping }).click();
    await expect(page).toHaveURL(/\/home$/);
    await page.goto(page.url().replace(/\/home$/, "/order/00000000-0000-4000-8000-000000000000"));
    await expect(page.getByTestId("order-not-found").getByRole("heading", { name: en.page_not_found_title })).toBeVisible();
  });
});

test.describe("a failed merge into the table's order is logged and said (issue 18)", () => {
  test("Merge that fails: a sentence in the dialog, a line in the log; Cancel still leads back", async ({ page }) => {
    const logged: string[] = [];
    page.on("console", (message) => void (message.type() === "warning" && logged.push(message.text())));
    // The table has an open order (the server's answer to the submit), and the merge gets no answer.
    const existing = { uuid: "5b0c3f4e-7d1a-4c2b-9e8f-0a1b2c3d4e5f", line_items: [{ quantity: 1, product_name: "Hummus", product_price: "18.000" }] };
    await page.route(/\/en\/api\/order\/$/, (route) => route.fulfill({ status: 409, json: { detail: "The table has an open order.", existing_order: existing } }));
    await page.route(new RegExp(`/api/order/${existing.uuid}/$`), (route) => (route.request().method() === "PATCH" ? route.abort("internetdisconnected") : route.fallback()));
    await openAt(page, "tables", `/t/${encodeLocationHash(5)}`);
    await page.getByRole("link", { name: "Open Menu" }).click();
    await page.goto(page.url().replace(/\/home$/, "/category/2"));
    await page.getByTestId("add-21").click();
    await expect(page).toHaveURL(/\/cart$/);
    await page.getByTestId("checkout-button").click();
    await page.getByTestId("submit-order").click();

    const dialog = page.getByRole("dialog", { name: en.active_order_title });
    await expect(dialog.getByRole("columnheader").first()).toHaveText(en.ui_str_qty);
    await dialog.getByRole("button", { name: en.merge }).click();
    await expect(dialog.getByTestId("merge-failed")).toHaveText(en.merge_failed);
    await expect(dialog.getByRole("button", { name: en.merge })).toBeEnabled();
    expect(logged.some((line) => line.startsWith(`[carta] merging the cart into order ${existing.uuid}: no response from server`))).toBe(true);
    await saveScreenshot(page, "merge-failed-en");
    await dialog.getByRole("button", { name: en.cancel }).click();
    await expect(page).toHaveURL(/\/cart$/);
  });
});

test.describe("order comments, the payment link and the page views (ordering spec §2, §4, §7)", () => {
  /** A cart of two Tabbouleh at the demo, the guest's contact details saved from an earlier visit. */
  async function demoCart(page: Page) {
    await seedCart(page, { products: [demoLine(133, "Tabbouleh", 30, 2, 7)], orderType: "takeaway" });
    await page.addInitScript(() => window.localStorage.setItem("carta.customer", JSON.stringify({ version: 2, customerName: "Layla", customerEmail: "layla@example.com", customerPhone: "0501234567" })));
  }

  /** From the cart's Checkout to a placed order: the terms (the time stays as soon as possible), then the main action. */
  async function checkOut(page: Page) {
    await page.getByTestId("checkout-button").click();
    const form = page.getByTestId("checkout-form");
    await expect(form.getByRole("radio", { name: "As soon as possible" })).toBeChecked();
    await form.getByLabel("I agree to the Terms and Conditions").check();
    await form.getByTestId("submit-order").click();
  }

  test("the guest's comments reach the stored order and show on the order screen under 'Order Comments'", async ({ page }) => {
    await demoCart(page);
    await openAt(page, "demo", "/cart");
    await page.getByTestId("payment-type").getByText("Cash").click();
    await page.getByRole("textbox", { name: en.order_comments }).or(page.getByLabel(en.order_comments)).first().fill("No onions, please — ring twice");
    const sent = page.waitForRequest((r) => r.url().endsWith("/en/api/order/") && r.method() === "POST");
    await checkOut(page);
    expect((await sent).postDataJSON()).toMatchObject({ order_comments: "No onions, please — ring twice" });
    await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}$/);
    const uuid = page.url().split("/order/")[1]!;
    // Stored: the order as the server reads it again carries them.
    const stored = await page.evaluate(async (id) => (await (await fetch(`/en/api/order/${id}/`)).json()) as { order_comments: string }, uuid);
    expect(stored.order_comments).toBe("No onions, please — ring twice");
    await page.reload();
    await expect(page.getByRole("heading", { level: 3, name: en.order_comments })).toBeVisible();
    await expect(page.getByText("No onions, please — ring twice")).toBeVisible();
  });

  /**
   * The answer of the POST to `path`, read as it passes: the call goes to the server from here (127.0.0.1 with the
   * venue's Host, which Node cannot resolve by name) and its answer is handed to the page unchanged, because the page
   * navigates away before Playwright could read the body afterwards.
   */
  async function answerOf(page: Page, path: RegExp): Promise<() => { status: number; body: { payment_url?: string } }> {
    let seen: { status: number; body: { payment_url?: string } } | undefined;
    await page.route(path, async (route) => {
      const request = route.request();
      if (request.method() !== "POST") return route.fallback();
      const url = new URL(request.url());
      const headers = { ...(await request.allHeaders()), host: url.host };
      const answer = await new Promise<{ status: number; headers: Record<string, string>; body: string }>((resolve, reject) => {
        const call = http.request({ host: "127.0.0.1", port: url.port, path: url.pathname, method: "POST", headers }, (response) => {
          let body = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (body += chunk));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers as Record<string, string>, body }));
        });
        call.on("error", reject);
        call.end(request.postData() ?? "");
      });
      seen = { status: answer.status, body: JSON.parse(answer.body) as { payment_url?: string } };
      return route.fulfill({ status: answer.status, headers: answer.headers, body: answer.body });
    });
    return () => seen!;
  }

  test("placing an online-paid order: 201, and the app follows the payment link the server returned", async ({ page }) => {
    await demoCart(page);
    const answer = await answerOf(page, /\/en\/api\/order\/$/);
    await openAt(page, "demo", "/cart");
    await page.getByTestId("payment-type").getByText("Online Payments").click();
    await checkOut(page);
    await expect(page).toHaveURL(/\/sandbox\/pay\/paylink\//);
    expect(answer().status).toBe(201);
    expect(new URL(page.url()).pathname).toBe(answer().body.payment_url);
  });

  test("the payment options card follows the payment link of the full-payment call", async ({ page }) => {
    const order = await placeCardOrder(page, "stripehouse", 1911);
    const answer = await answerOf(page, /\/iiko\/af\/payments\/$/);
    await openAt(page, "stripehouse", `/order/${order.uuid}`);
    await page.getByTestId("payment-options").getByRole("button", { name: "Pay AED 18.00" }).click();
    await expect(page.getByTestId("sandbox-amount")).toHaveText("AED 18.00");
    expect(new URL(page.url()).pathname).toBe(answer().body.payment_url);
  });

  test("a custom tip is rounded to the menu's decimals: what the guest reads is what is sent and added", async ({ page }) => {
    const placed = await placeDemoOrder(page);
    await openAt(page, "demo", `/order/${placed.uuid}`);
    const card = page.getByTestId("tips-card");
    await card.getByRole("radio", { name: en.tips_custom }).check();
    await card.getByLabel(en.tip_amount).fill("2.555");
    const sent = page.waitForRequest((r) => r.url().endsWith("/iiko/tips/loyalty/promotions/"));
    await card.getByRole("button", { name: "Add Tip · AED 2.56" }).click();
    expect((await sent).postDataJSON()).toEqual({ order_uuid: placed.uuid, tips_amount: "2.560" });
    await expect(page.getByTestId("order-tips")).toContainText("AED 2.56");
    await expect(page.getByTestId("order-total")).toContainText("AED 101.16");
  });

  test("order_page_view and payment_page_view carry the license (ordering spec §7)", async ({ page }) => {
    const events = collectAnalytics(page);
    const order = await placeCardOrder(page, "stripehouse", 1911);
    await openAt(page, "stripehouse", `/order/${order.uuid}`);
    await expect(page.getByTestId("order-view")).toBeVisible();
    await expect.poll(() => events.filter((e) => e["name"] === "order_page_view")).toEqual([expect.objectContaining({ license: "stripehouse" })]);
    await openAt(page, "stripehouse", order.payment_url);
    await page.getByRole("button", { name: "Decline" }).click();
    await expect(page.getByRole("heading", { level: 1, name: en.payment_failed })).toBeVisible();
    await expect.poll(() => events.filter((e) => e["name"] === "payment_page_view")).toEqual([expect.objectContaining({ license: "stripehouse" })]);
  });
});
