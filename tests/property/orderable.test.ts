/**
 * Issue 18: the browser never offers what the server would refuse for availability. For generated menus (categories
 * nested under parents, each with hours; products with hours and stock), venue hours and closing rules, zones and
 * instants, every product a browser call site offers — search, a card's add icon, the product screen's add button,
 * upsell, a cart line left counted — passes the server's order validation (server/orders/price-order.ts), and every
 * line the server refuses for availability the cart flags. Both ends call one rule (engine/rules/orderable.ts); these
 * properties check the call sites around it agree too.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { MenuData } from "../../schemas/menu";
import { loadTemporal, type TemporalApi } from "../../engine/rules/temporal";
import { wallClockAt } from "../../engine/rules/wall-clock";
import type { BlockedRange, WeekdayInterval } from "../../engine/rules/hours";
import { canOrder, cartUnitPrice, isVenueOpenAt, isWithinItemHours, nextOrderableAt, nextVenueOpening, productOrderability, searchableProducts, upsellProducts } from "../../engine/rules";
import { cartLineProblem } from "../../engine/cart/recompute-cart";
import { priceLines } from "../../server/orders/price-order";
import { loadDemoMenu } from "../support/demo-menu";
import type { OrderRequest } from "../../schemas/api/order";
import { formatMilliPlain } from "../../schemas/money";
import { decodeWith } from "../../schemas/decode";
import { OrderLineRequest } from "../../schemas/api/order";

const T: TemporalApi = await loadTemporal();
const demo = loadDemoMenu();
const template = demo.products.find((p) => p.id === 102)!;

const pad = (n: number) => String(n).padStart(2, "0");
const time = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 30)).map(([h, m]) => `${pad(h)}:${pad(m)}:00`);
const intervals: fc.Arbitrary<WeekdayInterval[]> = fc.array(fc.record({ day: fc.integer({ min: 1, max: 7 }), from_hour: time, to_hour: time }), { maxLength: 4 });
const date = fc.tuple(fc.constant(2026), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 })).map(([y, m, d]) => `${y}-${pad(m)}-${pad(d)}`);
const blocked: fc.Arbitrary<BlockedRange[]> = fc.array(fc.record({ start: date, end: date }), { maxLength: 2 });
const hours = fc.oneof(fc.constant([] as const), fc.tuple(intervals, blocked));

/** A menu of 1–6 categories (each under an earlier one or top level) and 1–8 products, on the demo's settings. */
const menus = fc
  .record({
    categories: fc.array(fc.record({ parentPick: fc.nat(), topLevel: fc.boolean(), hours }), { minLength: 1, maxLength: 6 }),
    products: fc.array(fc.record({ categoryPick: fc.nat(), hours, out_of_stock: fc.boolean(), upsell_cart: fc.boolean() }), { minLength: 1, maxLength: 8 }),
    opening: intervals,
    closing: blocked,
    enable_order: fc.boolean(),
    timezone: fc.constantFrom("Asia/Dubai", "Europe/Berlin", "America/New_York"),
  })
  .map((g) => {
    const base = demo.categories[0]!;
    const categories = g.categories.map((c, i) => ({
      ...base,
      id: 1000 + i,
      parent: i === 0 || c.topLevel ? null : 1000 + (c.parentPick % i),
      category_hours: c.hours as MenuData["categories"][number]["category_hours"],
      enable_special_category: false,
    }));
    const products = g.products.map((p, i) => ({
      ...template,
      id: 5000 + i,
      category: 1000 + (p.categoryPick % categories.length),
      product_hours: p.hours as MenuData["products"][number]["product_hours"],
      out_of_stock: p.out_of_stock,
      upsell_cart: p.upsell_cart,
    }));
    return { ...demo, categories, products, opening_hours: g.opening, closing_rules: g.closing, enable_order: g.enable_order, timezone: g.timezone } as MenuData;
  });
const instants = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2026, 11, 31) });

/** One line of `product` as the app sends it. */
function lineOf(product: MenuData["products"][number]): OrderRequest["line_items"][number] {
  const decoded = decodeWith(OrderLineRequest, { product: product.id, product_price: formatMilliPlain(cartUnitPrice(product, [], null)), quantity: 1 });
  if (!decoded.ok) throw new Error(decoded.problems[0].text);
  return decoded.value;
}

/** What the server says of one line alone: accepted, or its refusal code. */
function serverVerdict(menu: MenuData, product: MenuData["products"][number], clock: ReturnType<typeof wallClockAt>): string {
  const priced = priceLines(menu, [lineOf(product)], clock);
  return priced.ok ? "ok" : priced.reasons[0]!.code;
}

describe("the browser never offers what the server refuses for availability (issue 18)", () => {
  it("search, cards, the product button, upsell and the cart offer only lines the server accepts", () => {
    fc.assert(
      fc.property(menus, instants, (menu, at) => {
        const clock = wallClockAt(T, at, menu.timezone);
        const ordering = canOrder(menu.enable_order, isVenueOpenAt(menu, clock));
        // Search lists a product; its card (and the product screen) offers add only when ordering is on and it is in stock.
        const offeredFromSearch = searchableProducts(menu.products, menu.categories, clock).filter((p) => ordering && !p.out_of_stock);
        // A card's add icon and the product screen's add bar: ordering possible, within its hours and its categories', in stock.
        const offeredByCards = menu.products.filter((p) => ordering && isWithinItemHours(p, menu.categories, clock) && !p.out_of_stock);
        const offeredAsUpsell = upsellProducts(menu.products, menu, clock);
        // A cart line counted (and so sent) while the venue takes orders.
        const countedInCart = menu.products.filter((p) => ordering && cartLineProblem(p.id, menu, clock) === undefined);
        for (const product of [...offeredFromSearch, ...offeredByCards, ...offeredAsUpsell, ...countedInCart]) {
          expect(serverVerdict(menu, product, clock), `product ${product.id} at ${new Date(at).toISOString()}`).toBe("ok");
        }
      }),
      { numRuns: 300 },
    );
  });

  it("a line the server refuses for availability is flagged in the cart with the same reason", () => {
    fc.assert(
      fc.property(menus, instants, (menu, at) => {
        const clock = wallClockAt(T, at, menu.timezone);
        fc.pre(canOrder(menu.enable_order, isVenueOpenAt(menu, clock)));
        for (const product of menu.products) {
          const verdict = serverVerdict(menu, product, clock);
          const flagged = cartLineProblem(product.id, menu, clock);
          expect(flagged ?? "ok").toBe(verdict);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("the next orderable instant is orderable, and nothing before it from now is", () => {
    fc.assert(
      fc.property(menus, instants, fc.nat(), (menu, at, pick) => {
        const product = menu.products[pick % menu.products.length]!;
        const next = nextOrderableAt(T, product, menu, at);
        if (next === undefined) return;
        expect(productOrderability(product, menu, wallClockAt(T, next, menu.timezone)).orderable).toBe(true);
        // Sampled every 30 minutes (the generated hours move in half hours) between now and then: never orderable.
        for (let t = at; t < next; t += 30 * 60_000) {
          expect(productOrderability(product, menu, wallClockAt(T, t, menu.timezone)).orderable).toBe(false);
        }
      }),
      { numRuns: 120 },
    );
  });

  it("the venue's next opening is open, by its hours and closing rules alike", () => {
    fc.assert(
      fc.property(menus, instants, (menu, at) => {
        const next = nextVenueOpening(T, menu, at);
        if (next === undefined) return;
        expect(isVenueOpenAt(menu, wallClockAt(T, next, menu.timezone))).toBe(true);
        if (next > at) expect(isVenueOpenAt(menu, wallClockAt(T, next - 60_000, menu.timezone))).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});
