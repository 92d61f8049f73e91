import { describe, expect, it } from "vitest";
import { milli } from "../../../schemas/money";
import { createCartStore, type CartContext, type NewCartLine } from "../../../engine/cart";

const context: CartContext = {
  price_decimal_places: 3,
  taxes: [{ id: 1, name: "VAT", type: "percentage", rate: 5 }],
  enable_delivery: true,
  enable_takeaway: true,
  enable_dine_in: true,
  payment_enabled: true,
  minimum_order_amount: milli(75000),
};

const line = (id: number, price: number, qty = 1, category = 1): NewCartLine => ({
  id,
  category,
  name: `Product ${id}`,
  sku: null,
  image: null,
  price: milli(price),
  qty,
  max_qty: 5,
  special_instructions: "",
  variations: [],
  combo_groups: [],
});

const address = {
  deliveryLocation: { lat: 25.08, lng: 55.14 },
  deliveryPlace: { formatted_address: "Dubai Marina" },
  deliveryFlatNo: "Flat 4",
  deliveryBuildingPremise: "Marina Tower",
  deliveryAreaStreet: "",
  deliveryLandmark: "",
  deliveryFormattedAddress: "Flat 4 - Marina Tower - Dubai Marina",
};

function newStore(extra: Partial<CartContext> = {}) {
  let n = 0;
  return createCartStore({ context: { ...context, ...extra }, newId: () => `uuid-${++n}` });
}

describe("cart store", () => {
  it("starts empty with the spec's defaults", () => {
    const s = newStore().state;
    expect(s.products).toEqual([]);
    expect(s.orderType).toBe("delivery");
    expect(s.coupon).toBeNull();
    expect(s.deliveryLocationConfirmed).toBe(false);
    expect(s.total).toBe(0);
  });
  it("add recomputes subtotal, taxes and total", () => {
    const store = newStore();
    expect(store.actions.addItem(line(101, 25000, 2))).toBe("uuid-1");
    store.actions.addItem(line(202, 18500, 1, 2));
    const s = store.state;
    expect(s.subTotal).toBe(68500);
    expect(s.taxes[0]?.amount).toBe(3425);
    expect(s.total).toBe(71925);
    expect(s.minOrderAmountError).toBe(true);
  });
  it("refuses the same product twice unless enable_adding_same_item_cart", () => {
    const store = newStore();
    store.actions.addItem(line(101, 25000));
    expect(store.actions.addItem(line(101, 25000))).toBeNull();
    const lenient = newStore({ enable_adding_same_item_cart: true });
    lenient.actions.addItem(line(101, 25000));
    expect(lenient.actions.addItem(line(101, 25000))).toBe("uuid-2");
    expect(lenient.state.products).toHaveLength(2);
  });
  it("removes and changes quantity by uuid, ignoring out-of-range quantities", () => {
    const store = newStore();
    const a = store.actions.addItem(line(101, 25000))!;
    const b = store.actions.addItem(line(202, 18500))!;
    store.actions.changeQuantity(a, 3);
    expect(store.state.subTotal).toBe(93500);
    store.actions.changeQuantity(a, 9);
    store.actions.changeQuantity(a, 0);
    expect(store.state.products[0]?.qty).toBe(3);
    store.actions.removeItem(b);
    expect(store.state.subTotal).toBe(75000);
    expect(store.state.minOrderAmountError).toBe(false);
  });
  it("every change recomputes the coupon discount", () => {
    const store = newStore();
    const a = store.actions.addItem(line(101, 25000))!;
    store.actions.applyCoupon({ id: 1, discount_value_type: "percentage", discount_value: 10, categories: [1], max_discount_value: milli(4000) });
    expect(store.state.discount).toBe(2500);
    store.actions.changeQuantity(a, 2);
    expect(store.state.discount).toBe(4000);
    store.actions.removeCoupon();
    expect(store.state.discount).toBe(0);
    expect(store.state.coupon).toBeNull();
  });
  it("applies free delivery and the delivery fee only for delivery", () => {
    const store = newStore();
    store.actions.addItem(line(101, 25000, 4));
    store.actions.confirmDelivery({ ...address, deliveryFees: milli(10000) });
    expect(store.state.deliveryLocationConfirmed).toBe(true);
    expect(store.state.deliveryFormattedAddress).toBe("Flat 4 - Marina Tower - Dubai Marina");
    expect(store.state.totals.deliveryFee).toBe(10000);
    store.actions.setOrderType("takeaway");
    expect(store.state.totals.deliveryFee).toBe(0);
    store.actions.setOrderType("delivery");
    store.actions.applyCoupon({ id: 2, discount_value_type: "fixed", discount_value: 0, free_delivery: true });
    expect(store.state.freeDelivery).toBe(true);
    expect(store.state.totals.deliveryFee).toBe(0);
    expect(store.state.totals.deliveryFeeWaived).toBe(10000);
    store.actions.clearDelivery();
    expect(store.state.deliveryLocationConfirmed).toBe(false);
    expect(store.state.totals.deliveryFeeWaived).toBe(0);
  });
  it("falls back from a disabled order type", () => {
    const store = newStore({ enable_delivery: false });
    expect(store.state.orderType).toBe("dine_in");
    store.actions.setOrderType("delivery");
    expect(store.state.orderType).toBe("dine_in");
    store.actions.setContext({ ...context, enable_delivery: false, enable_dine_in: false, enable_drive_thru: true });
    expect(store.state.orderType).toBe("drive_thru");
  });
  it("keeps the order type as chosen before the menu says which are enabled", () => {
    const store = createCartStore();
    store.actions.setOrderType("takeaway");
    expect(store.state.orderType).toBe("takeaway");
  });
  it("adds the tip and subtracts named discounts handed over as price adjustments", () => {
    const store = newStore();
    store.actions.addItem(line(101, 100000));
    store.actions.setOrderType("takeaway");
    store.actions.setPriceAdjustments({ namedDiscounts: [{ id: "promotion", label: "plugin.promotion", amount: milli(10000) }], tips: milli(1500) });
    expect(store.state.totals.namedDiscountTotal).toBe(10000);
    expect(store.state.totals.tips).toBe(1500);
    expect(store.state.total).toBe(96000);
    store.actions.setPriceAdjustments({ namedDiscounts: [], tips: milli(0) });
    expect(store.state.total).toBe(105000);
  });
  it("saves addresses newest first, five at most", () => {
    const store = newStore();
    for (const uuid of ["a", "b", "c", "d", "e", "f"]) {
      store.actions.saveAddress({
        uuid,
        deliveryLocation: null,
        deliveryFormattedAddress: uuid,
        deliveryFlatNo: "",
        deliveryBuildingPremise: "",
        deliveryAreaStreet: "",
        deliveryLandmark: "",
      });
    }
    expect(store.state.savedAddresses.map((a) => a.uuid)).toEqual(["f", "e", "d", "c", "b"]);
  });
  it("reset returns everything but the saved addresses to defaults", () => {
    const store = newStore();
    store.actions.addItem(line(101, 25000));
    store.actions.setOrderLocation("7", "Table");
    store.actions.applyCoupon({ id: 1, discount_value_type: "fixed", discount_value: 5 });
    store.actions.confirmDelivery({ ...address, deliveryFees: milli(10000) });
    store.actions.saveAddress({ uuid: "home", deliveryLocation: null, deliveryFormattedAddress: "Home", deliveryFlatNo: "", deliveryBuildingPremise: "", deliveryAreaStreet: "", deliveryLandmark: "" });
    store.actions.resetCart();
    const s = store.state;
    expect(s.products).toEqual([]);
    expect(s.orderLocation).toBeNull();
    expect(s.coupon).toBeNull();
    expect(s.deliveryFormattedAddress).toBe("");
    expect(s.total).toBe(0);
    expect(s.savedAddresses.map((a) => a.uuid)).toEqual(["home"]);
  });
  it("notifies subscribers on change", () => {
    const store = newStore();
    const seen: number[] = [];
    const sub = store.subscribe((s) => seen.push(s.products.length));
    store.actions.addItem(line(101, 25000));
    store.actions.clearItems();
    sub.unsubscribe();
    expect(seen).toEqual([1, 0]);
  });
});
