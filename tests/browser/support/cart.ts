import { expect, type Page } from "@playwright/test";
import { createCartStore, emptyDeliveryDetails, type CartLine } from "../../../engine/cart";
import { discountText, formatMoney, type OrderType } from "../../../engine/rules";
import { directionOf } from "../../../engine/i18n/ui-text";
import type { Coupon } from "../../../engine/rules";
import { loadDemoMenu } from "../../support/demo-menu";
import { CouponAnswer } from "../../../schemas/api";
import { decodeWith } from "../../../schemas/decode";

/** The amounts of the cart's totals block as the guest reads them, by row: `subtotal`, `tax-1`, `delivery`, `discount`, `total`. */
export async function totalsOnScreen(page: Page): Promise<Record<string, string>> {
  const totals = page.getByTestId("cart-totals");
  await expect(totals).toBeVisible();
  return totals.evaluate((element) => {
    const rows: Record<string, string> = {};
    for (const row of element.querySelectorAll<HTMLElement>("[data-testid^='total-']")) {
      const value = row.querySelector("dd");
      if (!value) continue;
      // The struck-through waived fee and the alternative currency are read separately.
      const clone = value.cloneNode(true) as HTMLElement;
      clone.querySelectorAll("s, [data-testid='total-alt']").forEach((n) => n.remove());
      rows[row.dataset["testid"]!.replace(/^total-/, "")] = clone.textContent!.trim();
    }
    return rows;
  });
}

/** The same rows as the engine computes them for these lines in the demo venue, formatted as the app formats money. */
export function demoTotals(input: { lines: readonly CartLine[]; orderType: OrderType; coupon?: Coupon | null; deliveryFees?: number; language?: string }): Record<string, string> {
  const menu = loadDemoMenu();
  const store = createCartStore({ context: menu });
  for (const line of input.lines) store.actions.restoreItem(line, store.state.products.length);
  store.actions.setOrderType(input.orderType);
  if (input.coupon) store.actions.applyCoupon(input.coupon);
  if (input.deliveryFees) {
    store.actions.confirmDelivery({ ...emptyDeliveryDetails(), deliveryFees: input.deliveryFees as never });
  }
  const totals = store.state.totals;
  const money = (amount: number) => formatMoney(amount as never, menu, input.language ?? "en");
  const rows: Record<string, string> = { subtotal: money(totals.subTotal) };
  for (const tax of totals.taxes) rows[`tax-${tax.id}`] = money(tax.amount);
  if (totals.deliveryFee > 0 || totals.deliveryFeeWaived > 0) rows["delivery"] = money(totals.deliveryFee);
  if (totals.discount > 0) rows["discount"] = discountText(money(totals.discount), directionOf(input.language) === "rtl");
  rows["total"] = money(totals.total);
  return rows;
}

/** The cart record the app keeps for the tab, from its session storage. */
export async function savedLines(page: Page): Promise<CartLine[]> {
  return page.evaluate(() => {
    const saved = JSON.parse(window.sessionStorage.getItem(`carta.cart.${window.location.hostname}`) ?? "{}") as { products?: unknown[] };
    return (saved.products ?? []) as never;
  });
}

/** A demo line as the app stores it (no options), for seeding a cart before the page loads. */
export function demoLine(id: number, name: string, price: number, qty = 1, category = 4): CartLine {
  return { uuid: `line-${id}`, id, category, name, sku: null, image: null, price: Math.round(price * 1000) as never, qty, max_qty: null, special_instructions: "", variations: [], combo_groups: [] };
}

/** Puts a cart in the tab's storage before the app starts (the app restores it as after a reload). */
export async function seedCart(page: Page, record: { products: CartLine[]; orderType?: OrderType; [field: string]: unknown }): Promise<void> {
  await page.addInitScript((saved) => {
    if (!window.sessionStorage.getItem(`carta.cart.${window.location.hostname}`)) {
      window.sessionStorage.setItem(`carta.cart.${window.location.hostname}`, JSON.stringify({ version: 2, ...saved }));
    }
  }, record);
}

/** A demo coupon as the reference server answers it, decoded as the app decodes it. */
export async function demoCoupon(page: Page, code: string): Promise<Coupon> {
  // Asked from the page: only the browser resolves demo.localhost.
  const answer = await page.evaluate(async (path) => {
    const response = await fetch(path, { headers: { Accept: "application/json" } });
    return { status: response.status, body: (await response.json()) as unknown };
  }, `/en/api/coupon/1/${code}/`);
  expect(answer.status).toBe(200);
  const decoded = decodeWith(CouponAnswer, answer.body);
  if (!decoded.ok) throw new Error(`coupon ${code}: ${decoded.problems[0].text}`);
  return decoded.value;
}
