import { expect, test } from "./support/test";
import { ar } from "../../engine/i18n/catalogue/ar";
import { DEFAULT_RATE_LIMITS } from "../../server/limits/rate-limits";
import { DUBAI_NOON } from "./support/browse";
import { demoLine, seedCart } from "./support/cart";
import { saveScreenshot } from "./support/venue-url";
import { switchToArabic } from "./support/menu-screens";

/**
 * A guest who hits a rate limit reads why, in their language (issue 17). The coupon limit counts per address and
 * host: this test alone asks for coupons at 127.0.0.1 (the demo venue's bare loopback address).
 */
test("too many coupon tries: the guest is told to wait, in Arabic, instead of 'Invalid coupon code'", async ({ page }) => {
  const origin = `http://127.0.0.1:${process.env["CARTA_TEST_PORT"]}`;
  // Someone at this address has tried every code they could think of, as many times as the limit allows.
  const tries = await Promise.all(
    Array.from({ length: DEFAULT_RATE_LIMITS.coupon }, (_, i) => page.request.get(`${origin}/en/api/coupon/1/GUESS${i}/`).then((r) => r.status())),
  );
  expect(tries.every((status) => status === 404)).toBe(true);
  const refused = await page.request.get(`${origin}/en/api/coupon/1/WELCOME10/`);
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
  expect(await refused.json()).toEqual({ detail: expect.stringMatching(/^Too many requests/) });

  await seedCart(page, { products: [demoLine(144, "Kunafa", 36, 1, 10)], orderType: "takeaway" });
  await page.clock.setFixedTime(DUBAI_NOON);
  await page.goto(`${origin}/cart`);
  await switchToArabic(page);
  const box = page.getByTestId("coupon-box");
  await box.getByRole("textbox").fill("WELCOME10");
  await box.getByRole("button").click();
  await expect(box.getByRole("alert")).toHaveText(ar.too_many_requests);
  await saveScreenshot(page, "rate-limited-coupon-ar");
});
