/** Every worked example of docs/pricing.md, by its number. */
import { describe, expect, it } from "vitest";
import { milli, parseAmount } from "../../../schemas/money";
import {
  acceptQuantity,
  applyVariations,
  cartUnitPrice,
  checkSplit,
  comboSelectionsTotal,
  computeCartTotals,
  couponDiscount,
  couponFreeDelivery,
  decodeLocationPath,
  defaultPaymentType,
  discountAmount,
  discountedPrice,
  evenSplit,
  formatAltMoney,
  formatMoney,
  isUpdateAvailable,
  lineTotal,
  minimumOrderMessage,
  quantityBounds,
  resolveOrderType,
  shownProductPrice,
  tipPresets,
  toAltCurrency,
  type CartTotalsInput,
  type Coupon,
} from "../../../engine/rules";
import { uiText } from "../../../engine/i18n/ui-text";

const plain = (s: string | undefined) => (s ?? "").replace(/[\u00a0\u202f]/g, " ").replace(/\u200f/g, "");
const vat = { id: 1, name: "VAT", type: "percentage", rate: 5 };
const service = { id: 2, name: "Service", type: "fixed", rate: 2 };
/** P7's cart. */
const lines = [
  { id: 101, category: 1, price: milli(25000), qty: 2 },
  { id: 202, category: 2, price: milli(18500), qty: 1 },
];
const p8: Coupon = {
  id: 8,
  discount_value_type: "percentage",
  discount_value: 10,
  categories: [1],
  min_order_value: milli(40000),
  max_discount_value: milli(4000),
};
const cart = (over: Partial<CartTotalsInput> = {}, settings: CartTotalsInput["settings"] = {}): CartTotalsInput => ({
  lines,
  orderType: "delivery",
  deliveryFees: milli(10000),
  ...over,
  settings: { price_decimal_places: 3, ...settings },
});

describe("docs/pricing.md worked examples", () => {
  it("P1: amounts are integer thousandths, rounded half away from zero on the decimal text", () => {
    expect(parseAmount("12.5")).toBe(12500);
    expect(parseAmount(12.5)).toBe(12500);
    expect(parseAmount("1.0005")).toBe(1001);
  });

  it("P2: 3 × 1.255 is 3.765 at 3 decimals, 3.770 otherwise", () => {
    expect(lineTotal({ price: milli(1255), qty: 3 }, 3)).toBe(3765);
    expect(lineTotal({ price: milli(1255), qty: 3 }, 2)).toBe(3770);
    expect(lineTotal({ price: milli(1255), qty: 3 }, 0)).toBe(3770);
    expect(plain(formatMoney(milli(3770), { currency: "AED", price_decimal_places: 2 }, "en"))).toBe("AED 3.77");
    expect(plain(formatMoney(milli(3770), { currency: "AED", price_decimal_places: 0 }, "en"))).toBe("AED 4");
  });

  it("P3: a discount is a percent off the price, at 3 decimals", () => {
    expect(discountAmount(milli(25000), 15)).toBe(3750);
    expect(discountedPrice(milli(25000), 15)).toBe(21250);
    expect(discountAmount(milli(9990), 33.3)).toBe(3327);
    expect(discountedPrice(milli(9990), 33.3)).toBe(6663);
  });

  it("P4: displayed prices add the summed percentage taxes after the discount", () => {
    const settings = {
      display_prices_with_tax: true,
      taxes: [vat, { id: 3, name: "Municipality", type: "percentage", rate: 7 }, service],
    };
    expect(shownProductPrice({ price: milli(25000), discount: 15 }, settings)).toEqual({
      original: 28000,
      final: 23800,
      hasDiscount: true,
    });
  });

  it("P26: with cart_subtotal_include_tax the displayed price is the price as sent, what the cart charges", () => {
    const settings = {
      display_prices_with_tax: true,
      cart_subtotal_include_tax: true,
      price_decimal_places: 3,
      taxes: [vat, { id: 3, name: "Municipality", type: "percentage", rate: 7 }],
    };
    const product = { price: milli(25000), discount: 15 };
    expect(shownProductPrice(product, settings)).toEqual({ original: 25000, final: 21250, hasDiscount: true });
    const totals = computeCartTotals({
      lines: [{ id: 1, category: 1, price: cartUnitPrice(product, []), qty: 1 }],
      orderType: "takeaway",
      settings,
    });
    expect(totals.total).toBe(21250);
    expect(totals.taxes.map((t) => t.amount)).toEqual([949, 1328]);
  });

  it("P5: variation values add or subtract; display_price_product sets the product price", () => {
    expect(applyVariations(milli(30000), [{ price: milli(3500), math: "+" }, { price: milli(2000), math: "-" }])).toBe(31500);
    expect(
      applyVariations(milli(40000), [
        { price: milli(55000), math: "+", display_price_product: true },
        { price: milli(5000), math: "+" },
      ]),
    ).toBe(60000);
  });

  it("P6: a combo adds what its chosen items add, then the discount applies to the whole", () => {
    const groups = [
      {
        id: 1,
        name: "Drink",
        products: [
          { id: 20, price: milli(0) },
          { id: 21, price: milli(4000), selected: true, product_variations: [{ price: milli(2000), math: "+", selected: true }] },
        ],
      },
    ];
    expect(comboSelectionsTotal(groups)).toBe(6000);
    expect(cartUnitPrice({ price: milli(35000) }, [], groups)).toBe(41000);
    expect(cartUnitPrice({ price: milli(35000), discount: 10 }, [], groups)).toBe(36900);
  });

  it("P7: the subtotal is the sum of the line prices", () => {
    expect(computeCartTotals(cart()).subTotal).toBe(68500);
  });

  it("P8: a percentage coupon on category 1 is capped at max_discount_value", () => {
    expect(couponDiscount(p8, lines, milli(68500), 3)).toBe(4000);
  });

  it("P9: a fixed coupon is capped at the matching sum", () => {
    expect(couponDiscount({ id: 9, discount_value_type: "fixed", discount_value: 30, categories: [2] }, lines, milli(68500), 3)).toBe(18500);
  });

  it("P10: below min_order_value the coupon gives nothing, not even free delivery", () => {
    const c: Coupon = { id: 10, discount_value_type: "percentage", discount_value: 10, min_order_value: milli(100000), free_delivery: true };
    expect(couponDiscount(c, lines, milli(68500), 3)).toBe(0);
    expect(couponFreeDelivery(c, milli(68500))).toBe(false);
  });

  it("P11: total = subtotal + taxes + delivery − discount, at 3 decimals", () => {
    const t = computeCartTotals(cart({ coupon: p8 }, { taxes: [vat, service] }));
    expect(t.discount).toBe(4000);
    expect(t.taxes.map((x) => x.amount)).toEqual([3225, 2000]);
    expect(t.total).toBe(79725);
  });

  it("P12: the same at 2 decimals", () => {
    const t = computeCartTotals(cart({ coupon: p8 }, { price_decimal_places: 2, taxes: [vat, service] }));
    expect(t.taxes[0]?.amount).toBe(3230);
    expect(t.total).toBe(79730);
    expect(plain(formatMoney(t.total, { currency: "AED", price_decimal_places: 2 }, "en"))).toBe("AED 79.73");
  });

  it("P13: inclusive taxes are listed, not added", () => {
    const t = computeCartTotals(
      cart(
        { lines: [{ id: 1, category: 1, price: milli(115000), qty: 1 }], orderType: "takeaway" },
        { cart_subtotal_include_tax: true, taxes: [vat, { id: 4, name: "Service", type: "percentage", rate: 10 }] },
      ),
    );
    expect(t.taxes.map((x) => [x.amount, x.included])).toEqual([
      [5000, true],
      [10000, true],
    ]);
    expect(t.total).toBe(115000);
  });

  it("P14: free delivery waives the fee", () => {
    const t = computeCartTotals(
      cart({ coupon: { id: 14, discount_value_type: "fixed", discount_value: 0, free_delivery: true, min_order_value: milli(50000) } }),
    );
    expect(t.deliveryFee).toBe(0);
    expect(t.deliveryFeeWaived).toBe(10000);
    expect(t.total).toBe(68500);
  });

  it("P15: named discounts (a plugin's promotions) are subtracted before the tax is taken", () => {
    const t = computeCartTotals(
      cart(
        { orderType: "takeaway", namedDiscounts: [{ id: "a", label: "plugin.a", amount: milli(3500) }, { id: "b", label: "plugin.b", amount: milli(1250) }] },
        { taxes: [vat] },
      ),
    );
    expect(t.namedDiscountTotal).toBe(4750);
    expect(t.taxes[0]?.amount).toBe(3188);
    expect(t.total).toBe(66938);
  });

  it("P16: a delivery below the minimum raises the minimum-order error", () => {
    const t = computeCartTotals(cart({}, { minimum_order_amount: milli(75000) }));
    expect(t.minOrderAmountError).toBe(true);
    const amount = plain(formatMoney(milli(75000), { currency: "AED", price_decimal_places: 2 }, "en"));
    expect(minimumOrderMessage(amount, uiText("ui_str_minimum_order_amount", "en", undefined))).toBe("Minimum order amount required: AED 75.00");
  });

  it("P17: the alternative currency is price × rate at its own decimals", () => {
    expect(toAltCurrency(milli(68500), 0.2723, 2)).toBe(18650);
    const settings = {
      currency: "AED",
      enable_alt_currency: true,
      alt_currency: "USD",
      alt_currency_price_decimal_places: 2,
      alt_currency_exchange_rate: 0.2723,
    };
    expect(plain(formatAltMoney(milli(68500), settings, "en"))).toBe("US$ 18.65");
  });

  it("P18: formatting through Intl with the symbol table and Arabic numerals", () => {
    expect(plain(formatMoney(milli(1234500), { currency: "AED", price_decimal_places: 2 }, "en"))).toBe("AED 1,234.50");
    expect(plain(formatMoney(milli(1234500), { currency: "EUR", price_decimal_places: 2 }, "de"))).toBe("1.234,50 €");
    expect(plain(formatMoney(milli(1234500), { currency: "AED", price_decimal_places: 3, enable_arabic_numerals: true }, "ar"))).toBe(
      "١٬٢٣٤٫٥٠٠ AED",
    );
  });

  it("P19: tip presets of 79.730 at 2 decimals", () => {
    expect(tipPresets(milli(79730), 2).map((p) => p.amount)).toEqual([0, 3990, 7970, 11960]);
  });

  it("P20: split payment shares and the invalid total", () => {
    expect(evenSplit(milli(100010), 2, 2)).toEqual([50000, 50010]);
    expect(evenSplit(milli(100000), 3, 2)).toEqual([33330, 33330, 33340]);
    expect(checkSplit([milli(50000), milli(50000)], milli(100010), 2)).toEqual({ valid: false, label: "Invalid split total" });
  });

  it("P21: order-type fallback", () => {
    expect(resolveOrderType("delivery", { enable_delivery: false, enable_dine_in: false, enable_drive_thru: true, enable_takeaway: true })).toBe(
      "drive_thru",
    );
  });

  it("P22: payment-type default", () => {
    expect(defaultPaymentType(milli(79730), true, null)).toBe("card");
    expect(defaultPaymentType(milli(79730), false, null)).toBe("cash");
    expect(defaultPaymentType(milli(0), true, null)).toBe("cash");
  });

  it("P23: the update prompt compares versions numerically with 1.9.54", () => {
    expect(isUpdateAvailable("1.10.0")).toBe(true);
    expect(isUpdateAvailable("1.9.6")).toBe(false);
  });

  it("P24: table and area URLs", () => {
    expect(decodeLocationPath("/t/jR")).toEqual({ kind: "t", orderLocation: "1", orderLocationType: "Table" });
    expect(decodeLocationPath("/a/5461626c652037")).toEqual({ kind: "a", orderLocation: "Table 7", orderLocationType: "Table" });
  });

  it("P25: an out-of-range quantity is ignored", () => {
    const bounds = quantityBounds({ pos_available_qty: 4 });
    expect(acceptQuantity(2, 5, bounds)).toBe(2);
    expect(acceptQuantity(2, 4, bounds)).toBe(4);
  });
});
