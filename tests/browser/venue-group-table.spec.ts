import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { ar } from "../../engine/i18n/catalogue/ar";
import { en } from "../../engine/i18n/catalogue/en";
import { openAt } from "./support/browse";
import { switchToArabic } from "./support/menu-screens";
import { onPhone } from "./support/layout";
import { catalogueOf, marinaMoney, marinaTableOrder, newPhone, saveScreenAt, scanTable, sitAt, type GuestLanguage } from "./support/marina-table";
import { placeOrderAt, posCommand, staffCall } from "./support/staff";

/**
 * The venue-group mode at a table of its demo venue, Marina Social (ordering spec §1, §2, §4): guests on their own
 * phones, one reading English and one Arabic, share the table's active order — the second lands on it and adds to it,
 * staff accept it, a tip comes and goes, the bill is split three ways, and a table the point of sale holds says so.
 * Each test has a table of its own (21 to 26 and 35; docs/decisions/0046), its order fulfilled at the end so it frees it.
 *
 * The table's dishes: a Rocca & Pomegranate Salad (34.00) and a Tabbouleh (30.00), salads no loyalty rule touches:
 * 64.00 with 5 % VAT (3.20) and the 2.00 municipality fee, 69.20.
 */
const ROCCA = 135;
const TABBOULEH = 133;
const TABLE_DISHES: [number, number][] = [
  [ROCCA, 1],
  [TABBOULEH, 1],
];

/** The receipt row's label and amount boxes: the amount sits at the row's end (right in English, left in Arabic). */
async function expectAmountAtRowEnd(row: Locator, language: GuestLanguage): Promise<void> {
  const label = (await row.locator("dt").boundingBox())!;
  const amount = (await row.locator("dd").boundingBox())!;
  if (language === "ar") expect(amount.x + amount.width).toBeLessThanOrEqual(label.x);
  else expect(amount.x).toBeGreaterThanOrEqual(label.x + label.width);
}

/** The order screen's tracker, read as the guest reads it: which steps are done, and what it offers. */
function tracker(page: Page) {
  return page.getByTestId("order-status");
}

test.describe("venue-group mode at a Marina Social table: two guests, one order (ordering spec §1, §2, §4)", () => {
  test("table 21: a guest orders at the table through the screens, in English: the order is the table's, pending, with Edit", async ({ browser }) => {
    const guest = await sitAt(browser, 21, "en");
    const { page } = guest;
    // Dine in at the scanned table: the home screen says which.
    await expect(page.getByTestId("order-location")).toHaveText("Table# 21");
    await page.getByRole("link", { name: "Salads" }).click();
    await page.getByTestId(`add-${ROCCA}`).click();
    await expect(page.getByText(en.ui_str_cart_item_added)).toBeVisible();
    await page.getByTestId("cart-link").click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId("cart-totals").getByTestId("total-total")).toContainText(marinaMoney(37.7, "en"));
    await page.getByTestId("payment-type").getByText("Cash").click();
    await page.getByTestId("checkout-button").click();
    // The table names the order: no name to type.
    await expect(page.getByTestId("checkout-location")).toHaveText("Table# 21");
    await page.getByLabel("I agree to the Terms and Conditions").check();
    await page.getByTestId("submit-order").click();
    await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}$/);
    const uuid = page.url().split("/order/")[1]!;
    await expect(tracker(page).getByRole("listitem").first()).toContainText(en.order_pending);
    await expect(tracker(page).getByRole("link", { name: en.edit })).toBeVisible();
    // 34.00 with VAT 1.70 and the 2.00 fee.
    await expect(page.getByTestId("order-total")).toContainText(marinaMoney(37.7, "en"));
    await expectAmountAtRowEnd(page.getByTestId("order-total"), "en");
    await saveScreenAt(page, tracker(page), "venue-group-table-ordered-en");

    await staffCall(`${uuid}/status/`, { status: "fulfilled" });
    await guest.close();
  });

  test("table 22: a second guest, reading Arabic, is told of the table's order and adds to it; the first guest's screen follows", async ({ browser }) => {
    // Two phones, each booting the app, and a live change to wait for: a journey of its own budget (decision 0046).
    test.slow();
    const first = await newPhone(browser);
    // The first guest has ordered at the table (its screens are the test of table 21) and watches the order.
    const { uuid } = await placeOrderAt(first.page, "marina", marinaTableOrder(22, [[ROCCA, 1]]));
    await openAt(first.page, "marina", `/order/${uuid}`);
    await expect(first.page.getByTestId("order-items")).toHaveText("1 item");

    // The second guest scans the same table and reads Arabic: the table's order is named on the menu, in Arabic.
    const second = await sitAt(browser, 22, "ar");
    const toast = second.page.getByText(ar.ui_str_order_active_table);
    await expect(toast).toBeVisible();
    await expect(second.page.getByText(en.ui_str_order_active_table)).toHaveCount(0);
    // On the phone's screen, over the menu.
    const toastBox = (await toast.boundingBox())!;
    expect(toastBox.y).toBeGreaterThanOrEqual(0);
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(844);
    await saveScreenAt(second.page, toast, "venue-group-table-active-order-ar");
    // Their dish goes into the table's order: 'Add to Order', in Arabic.
    await second.page.getByRole("link", { name: "السلطات" }).click();
    const add = second.page.getByTestId(`add-${TABBOULEH}`);
    await expect(add).toHaveAccessibleName(`${ar.add_to_order}: تبّولة`);
    await add.click();
    await expect(second.page).toHaveURL(new RegExp(`/order/${uuid}$`));
    await expect(second.page.getByTestId("order-total")).toContainText(marinaMoney(69.2, "ar"));
    await expect(second.page.getByTestId("order-items")).toHaveText(ar.item_count_other.replace("{count}", "2"));
    await expectAmountAtRowEnd(second.page.getByTestId("order-total"), "ar");
    await saveScreenAt(second.page, second.page.getByTestId("order-lines"), "venue-group-table-added-ar");

    // The first guest's screen follows without a reload: two dishes, the new total.
    await expect(first.page.getByTestId("order-lines")).toContainText("Tabbouleh");
    await expect(first.page.getByTestId("order-total")).toContainText(marinaMoney(69.2, "en"));
    await expect(first.page.getByTestId("order-items")).toHaveText("2 items");

    await staffCall(`${uuid}/status/`, { status: "fulfilled" });
    await Promise.all([first.close(), second.close()]);
  });

  test("table 23: staff accept the order, and both guests' screens change without a reload", async ({ browser }) => {
    // Two phones, each booting the app, and a live change to wait for: a journey of its own budget (decision 0046).
    test.slow();
    const first = await newPhone(browser);
    const { uuid } = await placeOrderAt(first.page, "marina", marinaTableOrder(23, TABLE_DISHES));
    await openAt(first.page, "marina", `/order/${uuid}`);
    // The second guest scans the table: their cart leads to its order.
    const second = await sitAt(browser, 23, "ar");
    await second.page.getByTestId("cart-link").click();
    await expect(second.page).toHaveURL(new RegExp(`/order/${uuid}$`));
    for (const [guest, language] of [
      [first, "en"],
      [second, "ar"],
    ] as const) {
      const t = catalogueOf(language);
      await expect(tracker(guest.page).getByRole("listitem").nth(1)).not.toContainText(t.order_accepted_body);
      await expect(tracker(guest.page).getByRole("link", { name: t.edit })).toBeVisible();
      await expect(tracker(guest.page).getByRole("link", { name: t.checkout })).toHaveCount(0);
    }

    // What `npm run order -- status UUID accepted` does while the server runs: the server's staff call.
    await staffCall(`${uuid}/status/`, { status: "accepted" });

    for (const [guest, language] of [
      [first, "en"],
      [second, "ar"],
    ] as const) {
      const t = catalogueOf(language);
      const accepted = tracker(guest.page).getByRole("listitem").nth(1);
      await expect(accepted).toContainText(t.order_accepted);
      await expect(accepted).toContainText(t.order_accepted_body);
      await expect(accepted).toHaveAttribute("aria-current", "step");
      await expect(tracker(guest.page).getByRole("link", { name: t.edit })).toHaveCount(0);
      const checkout = tracker(guest.page).getByRole("link", { name: t.checkout });
      await expect(checkout).toBeVisible();
      // The accepted step comes after the pending one, and Checkout under both.
      const pendingBox = (await tracker(guest.page).getByRole("listitem").first().boundingBox())!;
      const acceptedBox = (await accepted.boundingBox())!;
      const checkoutBox = (await checkout.boundingBox())!;
      expect(acceptedBox.y).toBeGreaterThanOrEqual(pendingBox.y + pendingBox.height);
      expect(checkoutBox.y).toBeGreaterThanOrEqual(acceptedBox.y + acceptedBox.height);
      await saveScreenAt(guest.page, tracker(guest.page), `venue-group-table-accepted-${language}`);
    }
    // Checkout shows what the table owes.
    await tracker(second.page).getByRole("link", { name: ar.checkout }).click();
    await expect(second.page).toHaveURL(new RegExp(`/af-checkout/${uuid}$`));
    await expect(second.page.getByTestId("af-checkout").getByTestId("order-total")).toContainText(marinaMoney(69.2, "ar"));

    await staffCall(`${uuid}/status/`, { status: "fulfilled" });
    await Promise.all([first.close(), second.close()]);
  });

  test("table 24: a tip set in English and removed in Arabic, the total following each time", async ({ browser }) => {
    const guest = await newPhone(browser);
    const { page } = guest;
    const { uuid } = await placeOrderAt(page, "marina", marinaTableOrder(24, TABLE_DISHES));
    await openAt(page, "marina", `/order/${uuid}`);

    const card = page.getByTestId("tips-card");
    // 10 % of 69.20 is 6.92, chosen first; 15 % would be 10.38.
    await expect(card.getByRole("radio", { name: /10%/ })).toBeChecked();
    await expect(card.getByRole("radio", { name: /15%/ })).toHaveAccessibleName(/10\.38/);
    await card.getByRole("button", { name: `${en.add_tip} · ${marinaMoney(6.92, "en")}` }).click();
    await expect(page.getByTestId("order-tips")).toContainText(marinaMoney(6.92, "en"));
    await expect(page.getByTestId("order-total")).toContainText(marinaMoney(76.12, "en"));
    await expect(page.getByTestId("order-balance-due")).toContainText(marinaMoney(76.12, "en"));
    // A tip given: the card goes, the receipt's row offers to remove it.
    await expect(card).toHaveCount(0);
    // The tip comes between the taxes and the total.
    const tipsBox = (await page.getByTestId("order-tips").boundingBox())!;
    const totalBox = (await page.getByTestId("order-total").boundingBox())!;
    expect(tipsBox.y + tipsBox.height).toBeLessThanOrEqual(totalBox.y);
    await saveScreenAt(page, page.getByTestId("order-tips"), "venue-group-table-tip-en");

    await switchToArabic(page);
    await expect(page.getByTestId("order-total")).toContainText(marinaMoney(76.12, "ar"));
    await expectAmountAtRowEnd(page.getByTestId("order-tips"), "ar");
    await saveScreenAt(page, page.getByTestId("order-tips"), "venue-group-table-tip-ar");
    await page.getByTestId("order-tips").getByRole("button", { name: ar.remove_tip }).click();
    await expect(page.getByTestId("order-tips")).toHaveCount(0);
    await expect(page.getByTestId("order-total")).toContainText(marinaMoney(69.2, "ar"));
    await expect(page.getByTestId("order-balance-due")).toContainText(marinaMoney(69.2, "ar"));
    // No tip now: the card is back, in Arabic.
    await expect(page.getByTestId("tips-card").getByRole("heading", { name: ar.add_tip })).toBeVisible();

    await staffCall(`${uuid}/status/`, { status: "fulfilled" });
    await guest.close();
  });

  test("table 25: the bill split among three guests, each share right and the shares adding up to the balance", async ({ browser }) => {
    const guest = await newPhone(browser);
    const { page } = guest;
    const { uuid } = await placeOrderAt(page, "marina", marinaTableOrder(25, TABLE_DISHES));
    // The wallet's read held back: the order shows, and the payment options wait for the wallet card that goes above
    // them, so neither moves under the guest's thumb once shown.
    let answerWallet!: () => void;
    const walletHeld = new Promise<void>((resolve) => (answerWallet = resolve));
    await page.route(`**/iiko/af/blue/${uuid}/`, async (route) => {
      await walletHeld;
      await route.continue();
    });
    await openAt(page, "marina", `/order/${uuid}`);
    await expect(page.getByTestId("order-status")).toContainText(en.order_pending);
    const options = page.getByTestId("payment-options");
    await expect(options).toHaveCount(0);
    answerWallet();
    await expect(options).toBeVisible();
    const wallet = (await page.getByTestId("wallet-card").boundingBox())!;
    expect(wallet.y + wallet.height).toBeLessThanOrEqual((await options.boundingBox())!.y);

    await options.getByRole("radio", { name: en.split_payment }).check();
    await options.getByLabel(en.guests).selectOption("3");
    // 69.20 among three: 23.06 each, the last guest taking the 2 cents left over.
    const shares = ["23.06", "23.06", "23.08"];
    for (const [index, amount] of shares.entries()) await expect(options.getByLabel(`Guest ${index + 1}`, { exact: true })).toHaveValue(amount);
    // A share changed so they no longer add up: the split is refused until they do.
    await options.getByLabel("Guest 3", { exact: true }).fill("23.00");
    await expect(options.getByTestId("confirm-split")).toHaveText(en.invalid_split_total);
    await expect(options.getByTestId("confirm-split")).toBeDisabled();
    await options.getByLabel("Guest 3", { exact: true }).fill("23.08");
    await expect(options.getByTestId("confirm-split")).toHaveText(en.confirm_split);
    await saveScreenAt(page, options, "venue-group-table-split-form-en");
    await options.getByTestId("confirm-split").click();

    const list = page.getByTestId("split-shares");
    await expect(list.getByRole("listitem")).toHaveCount(3);
    for (const [index, amount] of shares.entries()) {
      const share = list.getByRole("listitem").nth(index);
      await expect(share).toContainText(`Guest ${index + 1}`);
      await expect(share).toContainText(marinaMoney(Number(amount), "en"));
      await expect(share.getByRole("button", { name: en.pay })).toBeVisible();
    }
    // A split order takes no tip: the tips card has gone.
    await expect(page.getByTestId("tips-card")).toHaveCount(0);
    await saveScreenAt(page, list, "venue-group-table-split-en");

    await switchToArabic(page);
    for (const [index, amount] of shares.entries()) {
      const share = list.getByRole("listitem").nth(index);
      await expect(share).toContainText(ar.guest_number.replace("{n}", String(index + 1)));
      await expect(share).toContainText(marinaMoney(Number(amount), "ar"));
      // Right to left: the guest's name first (at the right), the Pay button last (at the left).
      const name = (await share.locator("span").first().boundingBox())!;
      const pay = (await share.getByRole("button", { name: ar.pay }).boundingBox())!;
      expect(pay.x + pay.width).toBeLessThanOrEqual(name.x);
    }
    await saveScreenAt(page, list, "venue-group-table-split-ar");
    // On a 320 px phone each guest's name stays on one line, as tall as the amount beside it.
    await onPhone(page, async () => {
      for (const share of await list.getByRole("listitem").all()) {
        const [name, amount] = [(await share.locator("span").nth(0).boundingBox())!, (await share.locator("span").nth(1).boundingBox())!];
        expect(name.height).toBeLessThanOrEqual(amount.height + 1);
      }
    });

    await staffCall(`${uuid}/status/`, { status: "fulfilled" });
    await guest.close();
  });

  // One test per language, each at a table of its own, so neither journey carries the other's (decision 0046): in
  // English the guest who ordered scans again; in Arabic a guest who did not order scans the table.
  for (const [table, language] of [
    [26, "en"],
    [35, "ar"],
  ] as const) {
    test(`table ${table}: while the point of sale holds the table, a guest scanning it reads the common-order notice and cannot add (${language})`, async ({ browser }) => {
      const t = catalogueOf(language);
      const guest = await newPhone(browser);
      const { uuid } = await placeOrderAt(language === "en" ? guest.page : undefined, "marina", marinaTableOrder(table, TABLE_DISHES));
      await posCommand("marina", "busy", String(table));
      try {
        await scanTable(guest.page, table, language);
        // Nothing can be added from the phone: the waiter takes it (no add buttons; the home says why).
        await expect(guest.page.getByTestId("pos-table-busy")).toHaveText(t.pos_order_busy);
        await guest.page.getByRole("link", { name: language === "en" ? "Salads" : "السلطات" }).click();
        await expect(guest.page.getByTestId(`product-card-${TABBOULEH}`)).toBeVisible();
        await expect(guest.page.getByTestId(`add-${TABBOULEH}`)).toHaveCount(0);
        await guest.page.getByTestId("cart-link").click();
        await expect(guest.page).toHaveURL(new RegExp(`/order/${uuid}$`));
        const notice = guest.page.getByTestId("pos-order-busy");
        await expect(notice).toHaveText(t.pos_order_busy);
        await expect(notice).toHaveRole("alert");
        // Above the order's status and receipt, where the guest looks first.
        const noticeBox = (await notice.boundingBox())!;
        const statusBox = (await tracker(guest.page).boundingBox())!;
        expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(statusBox.y);
        await saveScreenAt(guest.page, notice, `venue-group-table-pos-busy-${language}`);
      } finally {
        await posCommand("marina", "free", String(table));
        await staffCall(`${uuid}/status/`, { status: "fulfilled" });
        await guest.close();
      }
    });
  }
});
