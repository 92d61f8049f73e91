import { describe, expect, it } from "vitest";
import { loadTemporal } from "../../../engine/rules/temporal";
import { wallClockAt } from "../../../engine/rules/wall-clock";
import { categoryChain, describeNextTime, couponProblem, nextOrderableAt, nextVenueOpening, productOrderability, searchableProducts } from "../../../engine/rules";
import { milli } from "../../../schemas/money";
import { createCartStore, newCartLine } from "../../../engine/cart";
import { loadDemoMenu } from "../../support/demo-menu";

const T = await loadTemporal();
const demo = loadDemoMenu();
/** Monday 23 November 2026 in Dubai. */
const at = (local: string) => Date.parse(`2026-11-${local}+04:00`);
const clockAt = (local: string) => wallClockAt(T, at(local), "Asia/Dubai");

describe("can this be ordered now (engine/rules/orderable.ts)", () => {
  const breakfast = demo.products.find((p) => p.id === 102)!;
  it("a breakfast dish in the evening is not available now, though it has no hours of its own: its category's count", () => {
    expect(breakfast.product_hours.flat()).toEqual([]);
    expect(productOrderability(breakfast, demo, clockAt("23T20:45:00"))).toEqual({ orderable: false, reason: "not_available_now" });
    expect(productOrderability(breakfast, demo, clockAt("23T09:00:00"))).toEqual({ orderable: true });
    // Search no longer lists it in the evening (it applied the product's hours only).
    expect(searchableProducts(demo.products, demo.categories, clockAt("23T20:45:00")).some((p) => p.id === 102)).toBe(false);
  });
  it("a parent's hours count too, and a cycle in bad data ends", () => {
    const categories = [
      { id: 1, parent: null, category_hours: [[{ day: 1, from_hour: "07:00:00", to_hour: "12:00:00" }], []] as const },
      { id: 2, parent: 1, category_hours: [] as const },
      { id: 3, parent: 4 },
      { id: 4, parent: 3 },
    ];
    const venue = { enable_order: true, categories };
    expect(categoryChain(2, categories).map((c) => c.id)).toEqual([2, 1]);
    expect(categoryChain(3, categories).map((c) => c.id)).toEqual([3, 4]);
    expect(productOrderability({ id: 9, category: 2 }, venue, clockAt("23T13:00:00")).orderable).toBe(false);
    expect(productOrderability({ id: 9, category: 2 }, venue, clockAt("23T08:00:00")).orderable).toBe(true);
  });
  it("the first broken rule is the reason: ordering off, venue closed, hours, stock", () => {
    const stock = { ...breakfast, out_of_stock: true };
    expect(productOrderability(stock, { ...demo, enable_order: false }, clockAt("23T09:00:00"))).toEqual({ orderable: false, reason: "ordering_off" });
    expect(productOrderability(stock, demo, clockAt("23T03:00:00"))).toEqual({ orderable: false, reason: "venue_closed" });
    expect(productOrderability(stock, demo, clockAt("23T20:00:00"))).toEqual({ orderable: false, reason: "not_available_now" });
    expect(productOrderability(stock, demo, clockAt("23T09:00:00"))).toEqual({ orderable: false, reason: "out_of_stock" });
  });
  it("the next time a breakfast dish can be ordered is 07:00 tomorrow; never for one out of stock", () => {
    expect(nextOrderableAt(T, breakfast, demo, at("23T20:45:00"))).toBe(at("24T07:00:00"));
    expect(nextOrderableAt(T, { ...breakfast, out_of_stock: true }, demo, at("23T20:45:00"))).toBeUndefined();
  });
  it("a closing rule through tomorrow moves the next opening past it (not 'We open at 7 am')", () => {
    const closedTillWednesday = { ...demo, closing_rules: [{ start: "2026-11-23T22:00:00", end: "2026-11-24" }] };
    expect(nextVenueOpening(T, demo, at("24T02:00:00"))).toBe(at("24T07:00:00"));
    expect(nextVenueOpening(T, closedTillWednesday, at("23T23:00:00"))).toBe(at("25T07:00:00"));
  });
});

describe("the next time in words (engine/rules/next-time.ts)", () => {
  it("today, tomorrow or a named day, in the venue's zone and the guest's language", () => {
    const now = at("23T20:45:00");
    expect(describeNextTime(at("23T22:00:00"), now, "Asia/Dubai", "en")).toEqual({ when: "today", time: "22:00", day: "" });
    expect(describeNextTime(at("24T07:00:00"), now, "Asia/Dubai", "en")).toEqual({ when: "tomorrow", time: "07:00", day: "" });
    expect(describeNextTime(at("25T07:00:00"), now, "Asia/Dubai", "en")).toEqual({ when: "on", time: "07:00", day: "Wednesday" });
    expect(describeNextTime(at("25T07:00:00"), now, "Asia/Dubai", "ar").day).toBe("الأربعاء");
    expect(describeNextTime(Date.parse("2026-12-05T07:00:00+04:00"), now, "Asia/Dubai", "en").day).toBe("Saturday, December 5");
  });
});

describe("coupon reasons (issue 18)", () => {
  const lines = [{ id: 144, category: 10, price: milli(30_000), qty: 1 }];
  it("below the minimum, then not for these items; a free-delivery coupon needs no matching line", () => {
    expect(couponProblem({ id: 6, discount_value_type: "fixed", discount_value: "20.00", min_order_value: milli(150_000) }, lines, milli(30_000))).toBe("below_minimum");
    expect(couponProblem({ id: 5, discount_value_type: "percentage", discount_value: 15, categories: [6] }, lines, milli(30_000))).toBe("not_for_items");
    expect(couponProblem({ id: 4, discount_value_type: "percentage", discount_value: 50, products: [144] }, lines, milli(30_000))).toBeUndefined();
    expect(couponProblem({ id: 7, discount_value_type: "fixed", discount_value: 0, free_delivery: true, products: [1] }, lines, milli(30_000))).toBeUndefined();
  });
});

describe("the cart flags a line when its hours pass (issue 18)", () => {
  it("counted at 11:59, flagged and left out of the totals at 12:00, with why", () => {
    const cart = createCartStore({ context: demo, newId: () => "line-1" });
    cart.actions.setClock(clockAt("23T11:59:00"));
    cart.actions.addItem(newCartLine(demo.products.find((p) => p.id === 102)!, { groups: [], choice: {}, comboGroups: null, qty: 2 }));
    expect(cart.state.subTotal).toBe(milli(37_000));
    cart.actions.setClock(clockAt("23T12:00:00"));
    expect(cart.state.lineProblems).toEqual({ "line-1": "not_available_now" });
    expect(cart.state.unavailableLines).toEqual(["line-1"]);
    expect(cart.state.subTotal).toBe(milli(0));
  });
});
