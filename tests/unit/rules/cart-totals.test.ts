import { describe, expect, it } from "vitest";
import { milli } from "../../../schemas/money";
import { cartSubTotal, computeCartTotals, type CartTotalsInput } from "../../../engine/rules/cart-totals";
import { cartUnitPrice, lineTotal } from "../../../engine/rules/cart-line";
import { minimumOrderError, minimumOrderMessage } from "../../../engine/rules/minimum-order";
import { CATALOGUES } from "../../../engine/i18n/all-catalogues";
import { en } from "../../../engine/i18n/catalogue/en";
import { uiText } from "../../../engine/i18n/ui-text";
import { namedDiscountTotal, sentDiscountSum } from "../../../engine/rules/named-discount";

const lines = [
  { id: 101, category: 1, price: milli(25000), qty: 2 },
  { id: 202, category: 2, price: milli(18500), qty: 1 },
];
const input: CartTotalsInput = {
  lines,
  orderType: "delivery",
  deliveryFees: milli(10000),
  settings: { price_decimal_places: 3, taxes: [{ id: 1, name: "VAT", type: "percentage", rate: 5 }] },
};

describe("cart lines", () => {
  it("line price is price × quantity at the menu's decimals", () => {
    expect(lineTotal({ price: milli(1255), qty: 3 }, 3)).toBe(3765);
    expect(lineTotal({ price: milli(1255), qty: 3 }, 2)).toBe(3770);
    expect(lineTotal({ price: milli(1255), qty: -1 }, 2)).toBe(0);
  });
  it("unit price: variations and combo extras, then the product discount", () => {
    const unit = cartUnitPrice({ price: milli(30000), discount: 10 }, [{ price: milli(5000), math: "+" }]);
    expect(unit).toBe(31500);
  });
  it("subtotal sums the rounded lines", () => {
    expect(cartSubTotal([{ id: 1, category: 1, price: milli(1255), qty: 3 }, { id: 2, category: 1, price: milli(1255), qty: 1 }], 2)).toBe(5030);
  });
});

describe("computeCartTotals", () => {
  it("total = subtotal + taxes + delivery fee − discount", () => {
    const t = computeCartTotals(input);
    expect(t.subTotal).toBe(68500);
    expect(t.taxes[0]?.amount).toBe(3425);
    expect(t.deliveryFee).toBe(10000);
    expect(t.total).toBe(81925);
  });
  it("delivery fee is 0 unless the order type is delivery", () => {
    const t = computeCartTotals({ ...input, orderType: "takeaway" });
    expect(t.deliveryFee).toBe(0);
    expect(t.total).toBe(71925);
  });
  it("free delivery waives the fee and says how much was waived", () => {
    const t = computeCartTotals({
      ...input,
      coupon: { id: 1, discount_value_type: "fixed", discount_value: 0, free_delivery: true, min_order_value: milli(50000) },
    });
    expect(t.freeDelivery).toBe(true);
    expect(t.deliveryFee).toBe(0);
    expect(t.deliveryFeeWaived).toBe(10000);
  });
  it("named discounts and tips count, and the total never goes below 0", () => {
    const t = computeCartTotals({
      ...input,
      namedDiscounts: [{ id: "promo", label: "plugin.promo", amount: milli(500000) }],
      tips: milli(5000),
    });
    expect(t.namedDiscountTotal).toBe(500000);
    expect(t.namedDiscounts).toEqual([{ id: "promo", label: "plugin.promo", amount: 500000 }]);
    expect(t.taxes[0]?.amount).toBe(0);
    expect(t.total).toBe(0);
  });
  it("an empty cart totals the delivery fee only for delivery", () => {
    const t = computeCartTotals({ ...input, lines: [] });
    expect(t.subTotal).toBe(0);
    expect(t.total).toBe(10000);
  });
});

describe("minimum order (spec §5)", () => {
  it("delivery below minimum_order_amount raises the error", () => {
    expect(minimumOrderError("delivery", milli(68500), milli(75000))).toBe(true);
    expect(minimumOrderError("delivery", milli(75000), milli(75000))).toBe(false);
    expect(minimumOrderError("takeaway", milli(68500), milli(75000))).toBe(false);
    expect(minimumOrderError("delivery", milli(0), milli(0))).toBe(false);
    expect(computeCartTotals({ ...input, settings: { ...input.settings, minimum_order_amount: milli(75000) } }).minOrderAmountError).toBe(true);
  });
  it("has the spec's message, with an overridable label", () => {
    expect(minimumOrderMessage("AED 75.00", en.ui_str_minimum_order_amount)).toBe("Minimum order amount required: AED 75.00");
    expect(minimumOrderMessage("AED 75.00", "Min order:")).toBe("Min order: AED 75.00");
    expect(minimumOrderMessage("AED 75.00", "Min order")).toBe("Min order: AED 75.00");
    expect(minimumOrderMessage("AED 75.00", "Spend {amount} for delivery")).toBe("Spend AED 75.00 for delivery");
  });
  it("issue 9 §2.4: shows the amount once in every language's text, never doubled", () => {
    for (const [language, catalogue] of Object.entries(CATALOGUES)) {
      const message = minimumOrderMessage("AED 75.00", catalogue.ui_str_minimum_order_amount);
      expect(message.split("AED 75.00").length - 1, language).toBe(1);
      expect(message, language).not.toContain("{amount}");
      expect(message, language).toBe(uiText("ui_str_minimum_order_amount", "en", { ui_str_minimum_order_amount: catalogue.ui_str_minimum_order_amount }, { amount: "AED 75.00" }));
    }
  });
  it("issue 9 §2.4: has no built-in English text: an empty venue label falls back to the language's catalogue", () => {
    expect(minimumOrderMessage("75,00 AED", CATALOGUES.de.ui_str_minimum_order_amount, "   ")).toBe("Mindestbestellwert erforderlich: 75,00 AED");
  });
});

describe("named discounts (engine/rules/named-discount.ts)", () => {
  it("a negative one takes nothing off and has no row", () => {
    const t = computeCartTotals({
      ...input,
      namedDiscounts: [
        { id: "a", label: "plugin.a", amount: milli(3500) },
        { id: "b", label: "plugin.b", amount: milli(-2000) },
      ],
    });
    expect(t.namedDiscounts.map((d) => d.id)).toEqual(["a"]);
    expect(t.namedDiscountTotal).toBe(3500);
    expect(namedDiscountTotal([{ id: "b", label: "plugin.b", amount: milli(-2000) }])).toBe(0);
  });
  it("sums amounts as a backend sends them, ignoring negative or unreadable ones", () => {
    expect(sentDiscountSum([3.5, "1.25", -2, "x"])).toBe(4750);
  });
});
