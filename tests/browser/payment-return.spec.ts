import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/test";
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
    await expect(page.getByTestId("payment-status")).toHaveAttribute("data-status", "PAID");
    await expect(page.getByText("00123")).toBeVisible();
    await expect(page.getByRole("link", { name: "Order Details" })).toHaveAttribute("href", "/order/6a1f-uuid");
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "payment-return-paid");
  });

  test("any other status shows the failure view and the status text", async ({ page }) => {
    await page.route("**/en/paytabs/status/**", (route) => route.fulfill({ json: { status: "DECLINED", orderId: 7, orderUUID: "u-7" } }));
    await page.goto(venueUrl("demo", "/payment/paytabs?reference=TR-9"));
    await expect(page.getByRole("heading", { name: "Payment Failed" })).toBeVisible();
    await expect(page.getByTestId("payment-status")).toHaveAttribute("data-status", "DECLINED");
    await saveScreenshot(page, "payment-return-failed");
  });

  test("a failing status call leaves the status PENDING", async ({ page }) => {
    await page.route("**/en/noon-payments/status/", (route) => route.fulfill({ status: 500, json: { detail: "boom" } }));
    await page.goto(venueUrl("demo", "/payment/noon?reference=u-1&orderId=N-1"));
    await expect(page.getByTestId("payment-status")).toHaveAttribute("data-status", "PENDING");
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

test.describe("payment-provider return screens against the reference server", () => {
  test("the status is the one the server recorded; a reference keeps its leading zeros", async ({ page }) => {
    await page.goto(venueUrl("demo", "/payment/2c2p?reference=00042"));
    await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
    await expect(page.getByTestId("payment-status")).toHaveAttribute("data-status", "PAID");
    await expect(page.getByText("00042", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Order Details" })).toHaveAttribute("href", "/order/c0ffee-42");
  });

  test("a declined payment reads declined; a forged return (a reference the server never issued) fails, its status still PENDING", async ({ page }) => {
    await page.goto(venueUrl("demo", "/payment/stripe?ref=R-7&session=cs_1"));
    await expect(page.getByRole("heading", { name: "Payment Failed" })).toBeVisible();
    await expect(page.getByTestId("payment-status")).toHaveAttribute("data-status", "DECLINED");
    await page.goto(venueUrl("demo", "/payment/stripe?ref=forged&session=cs_1"));
    await expect(page.getByRole("heading", { name: "Payment Failed" })).toBeVisible();
    await expect(page.getByTestId("payment-status")).toHaveAttribute("data-status", "PENDING");
    await expect(page.getByRole("link", { name: "Order Details" })).toHaveCount(0);
  });

  test("a provider nobody registered is the not-found screen", async ({ page }) => {
    await page.goto(venueUrl("demo", "/payment/nopay?reference=1"));
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Back To Menu" }).click();
    await expect(page.getByRole("list", { name: "Categories" }).getByRole("link", { name: "Grills" })).toBeVisible();
  });
});
