import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { saveScreenshot, venueUrl } from "./support/venue-url";

test.describe("payment-provider return screens", () => {
  test("PAID shows the success view, the reference and a button to the order", async ({ page }) => {
    let body: unknown;
    await page.route("**/en/stripe/status/", async (route) => {
      body = route.request().postDataJSON();
      await route.fulfill({ json: { status: "PAID", orderId: 1042, orderUUID: "6a1f-uuid" } });
    });
    await page.goto(venueUrl("demo", "/payment/stripe?ref=00123&session=cs_test_1"));
    await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
    expect(body).toEqual({ ref: "00123", session: "cs_test_1" });
    await expect(page.getByTestId("payment-status")).toHaveText("PAID");
    await expect(page.getByText("00123")).toBeVisible();
    await expect(page.getByRole("link", { name: "Order Details" })).toHaveAttribute("href", "/order/6a1f-uuid");
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await saveScreenshot(page, "payment-return-paid");
  });

  test("any other status shows the failure view and the status text", async ({ page }) => {
    await page.route("**/en/paytabs/status/**", (route) => route.fulfill({ json: { status: "DECLINED", orderId: 7, orderUUID: "u-7" } }));
    await page.goto(venueUrl("demo", "/payment/paytabs?reference=TR-9"));
    await expect(page.getByRole("heading", { name: "Payment Failed" })).toBeVisible();
    await expect(page.getByTestId("payment-status")).toHaveText("DECLINED");
    await saveScreenshot(page, "payment-return-failed");
  });

  test("a failing status call leaves the status PENDING", async ({ page }) => {
    await page.route("**/en/noon-payments/status/", (route) => route.fulfill({ status: 500, json: { detail: "boom" } }));
    await page.goto(venueUrl("demo", "/payment/noon?reference=u-1&orderId=N-1"));
    await expect(page.getByTestId("payment-status")).toHaveText("PENDING");
    await expect(page.getByRole("heading", { name: "Checking payment status" })).toBeVisible();
  });

  test("in Arabic the screen reads right to left", async ({ page }) => {
    await page.route("**/en/ngenius/status/", (route) => route.fulfill({ json: { status: "PAID", orderId: 1, orderUUID: "u-1" } }));
    await page.goto(venueUrl("arabi", "/payment/ngenius?reference=N-77"));
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Checking payment status");
    await saveScreenshot(page, "payment-return-ar");
  });
});
