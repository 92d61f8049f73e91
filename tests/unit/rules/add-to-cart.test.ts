import { describe, expect, it } from "vitest";
import { milli } from "../../../schemas/money";
import { addToCartBlock, addToCartLabel, addToCartText, afterAddRedirect, canOrder, needsOptionsPicker, showCartButton, type AddToCartInput } from "../../../engine/rules/add-to-cart";
import { acceptQuantity, isQuantityAllowed, quantityBounds, stepperStops, stepQuantity } from "../../../engine/rules/quantity";

const ok: AddToCartInput = {
  productId: 5,
  cartProductIds: [],
  missingSelection: false,
  inFlight: false,
  commonPosOrder: false,
};

describe("add-to-cart is disabled when (spec §4)", () => {
  it("the product is already in the cart and enable_adding_same_item_cart is off", () => {
    expect(addToCartBlock({ ...ok, cartProductIds: ["5"] })).toBe("already-in-cart");
    expect(addToCartBlock({ ...ok, cartProductIds: [5], enableAddingSameItem: true })).toBeNull();
  });
  it("it is out of stock, selections are missing, a request is in flight, or a POS order exists", () => {
    expect(addToCartBlock({ ...ok, outOfStock: true })).toBe("out-of-stock");
    expect(addToCartBlock({ ...ok, missingSelection: true })).toBe("missing-selection");
    expect(addToCartBlock({ ...ok, inFlight: true })).toBe("in-flight");
    expect(addToCartBlock({ ...ok, commonPosOrder: true })).toBe("common-pos-order");
    expect(addToCartBlock(ok)).toBeNull();
  });
  it("labels the button", () => {
    expect(addToCartLabel(ok)).toBe("Add To Cart");
    expect(addToCartLabel({ ...ok, outOfStock: true })).toBe("Out of Stock");
    expect(addToCartLabel({ ...ok, cartProductIds: [5] })).toBe("Already Added To Cart");
    expect(addToCartLabel({ ...ok, activeOrder: true })).toBe("Add to Order");
    expect(addToCartLabel({ ...ok, activeOrder: true, inFlight: true })).toBe("Adding to Order");
  });
});

describe("ordering and the cart button", () => {
  it("ordering needs enable_order and an open venue", () => {
    expect(canOrder(true, true)).toBe(true);
    expect(canOrder(true, false)).toBe(false);
    expect(canOrder(null, true)).toBe(false);
  });
  it("the cart button shows when ordering is possible and the price is above 0 or zero prices are enabled", () => {
    const base = { enableOrder: true, venueOpen: true, price: milli(1000) };
    expect(showCartButton(base)).toBe(true);
    expect(showCartButton({ ...base, price: milli(0) })).toBe(false);
    expect(showCartButton({ ...base, price: milli(0), enableZeroPriceItem: true })).toBe(true);
    expect(showCartButton({ ...base, venueOpen: false })).toBe(false);
  });
});

describe("quantity bounds (spec §5, §9)", () => {
  it("from 1 to pos_available_qty; none means no upper limit", () => {
    expect(quantityBounds({ pos_available_qty: 4 })).toEqual({ min: 1, max: 4 });
    expect(quantityBounds({ pos_available_qty: null })).toEqual({ min: 1, max: null });
    expect(quantityBounds({ pos_available_qty: 0 })).toEqual({ min: 1, max: null });
  });
  it("ignores out-of-range input", () => {
    const b = quantityBounds({ pos_available_qty: 4 });
    expect(acceptQuantity(2, 3, b)).toBe(3);
    expect(acceptQuantity(2, 5, b)).toBe(2);
    expect(acceptQuantity(2, 0, b)).toBe(2);
    expect(acceptQuantity(2, 1.5, b)).toBe(2);
    expect(isQuantityAllowed(1000, quantityBounds({}))).toBe(true);
  });
  it("the stepper stops at min and max", () => {
    const b = quantityBounds({ pos_available_qty: 3 });
    expect(stepQuantity(1, -1, b)).toBe(1);
    expect(stepQuantity(3, 1, b)).toBe(3);
    expect(stepQuantity(2, 1, b)).toBe(3);
    expect(stepperStops(1, b)).toEqual({ minus: true, plus: false });
    expect(stepperStops(3, b)).toEqual({ minus: false, plus: true });
  });
});

describe("the add button and what follows an add", () => {
  it("says 'Add to Order' with an active order and 'Adding to Order' while it is sent", () => {
    expect(addToCartText(ok)).toBe("add-to-cart");
    expect(addToCartText({ ...ok, outOfStock: true, activeOrder: true })).toBe("out-of-stock");
    expect(addToCartText({ ...ok, cartProductIds: [5] })).toBe("already-in-cart");
    expect(addToCartText({ ...ok, activeOrder: true })).toBe("add-to-order");
    expect(addToCartText({ ...ok, activeOrder: true, inFlight: true })).toBe("adding-to-order");
  });
  it("products with variations or combo groups open the picker; others are added directly", () => {
    expect(needsOptionsPicker({}, 0)).toBe(false);
    expect(needsOptionsPicker({}, 2)).toBe(true);
    expect(needsOptionsPicker({ enable_combo: true, combo_groups: [{}] }, 0)).toBe(true);
    expect(needsOptionsPicker({ enable_combo: false, combo_groups: [{}] }, 0)).toBe(false);
  });
  it("addtocart_redirect: cart, back, or stay for anything else", () => {
    expect(afterAddRedirect("cart")).toBe("cart");
    expect(afterAddRedirect("back")).toBe("back");
    expect(afterAddRedirect("other")).toBe("stay");
    expect(afterAddRedirect(undefined)).toBe("stay");
    // Issue 18: on a list the guest is already where "back" leads (docs/decisions/0043); "cart" still goes there.
    expect(afterAddRedirect("back", "list")).toBe("stay");
    expect(afterAddRedirect("back", "product")).toBe("back");
    expect(afterAddRedirect("cart", "list")).toBe("cart");
  });
});
