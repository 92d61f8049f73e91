import { describe, expect, it } from "vitest";
import { isOrderAccepted, isOrderEnded, isOrderOpen, receiptItemCount, receiptLineTotal, receiptRowLabel, receiptRows } from "../../../engine/rules/order-receipt";
import { en } from "../../../engine/i18n/catalogue/en";
import type { PlacedOrderAnswer } from "../../../schemas/api/placed-order";

const line = (quantity: number, price: string, status = "Active") => ({ status, quantity, product_name: "Tabbouleh", product_variation: "", combo_groups: [], product_price: price, special_instructions: "" });
const order = (patch: Partial<PlacedOrderAnswer>): PlacedOrderAnswer => ({
  uuid: "u", padded_order_id: "00001", payment_url: null, created: "", status: "pending", customer_name: "", phone: "", reference: "", order_type: "takeaway",
  discounts: [], delivery_fees: "0.000", sub_total: "60.000", taxes: [], total: "65.000", order_comments: "", additional_data: { tips_amount: "0.000" },
  payments: [], balance_due: "65.000", change: "0.000", line_items: [], split_payments: [], ...patch,
});

describe("the order as a receipt (ordering spec §2 'Order summary table', §4 statuses)", () => {
  it("lists the rows in the spec's order, leaving out empty ones but never subtotal, total or balance due", () => {
    const rows = receiptRows(order({
      taxes: [{ id: 1, name: "VAT", amount: "3.000" }, { id: 2, name: "Zero", amount: "0.000" }],
      delivery_fees: "10.000", discounts: [{ name: "FIVEOFF", amount_value: "5.000", free_delivery: false }],
      additional_data: { tips_amount: "2.000" }, payments: [{ payment_type: "card", amount: "70.000" }], balance_due: "0.000",
    }));
    expect(rows.map((r) => r.kind)).toEqual(["subtotal", "tax", "delivery", "discount", "tips", "total", "payment", "balance"]);
    expect(rows.map((r) => receiptRowLabel(r, (key) => en[key]))).toEqual(["Subtotal", "VAT", "Delivery Fees", "Discount (FIVEOFF)", "Tips", "Total", "Payments", "Balance Due"]);
  });
  it("prices a line at the menu's decimals and counts only the lines not Deleted", () => {
    expect(receiptLineTotal(line(3, "10.005"), 2)).toBe(30_020);
    expect(receiptItemCount([line(2, "30.000"), line(1, "32.000", "Deleted"), line(1, "18.000")])).toBe(3);
  });
  it("reads the statuses: open, ended, accepted", () => {
    expect(["pending", "accepted", "preparing"].every(isOrderOpen)).toBe(true);
    expect(isOrderOpen("fulfilled")).toBe(false);
    expect(isOrderEnded("rejected") && isOrderEnded("canceled") && !isOrderEnded("fulfilled")).toBe(true);
    expect(isOrderAccepted("fulfilled") && !isOrderAccepted("pending")).toBe(true);
  });
});
