/**
 * Rules benchmark: totals of a 100-line cart with a coupon and taxes, and availability of 3,000 products.
 * Run alone with `npx tsx tests/bench/rules-bench.ts`, or call `runRulesBench()` from a bench runner.
 */
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { milli } from "../../schemas/money";
import {
  availableProducts,
  computeCartTotals,
  loadTemporal,
  wallClockAt,
  type CartTotalsInput,
  type ItemHours,
} from "../../engine/rules";
import { createCartStore } from "../../engine/cart";

function stats(samples: number[]): { median: number; p95: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { median: at(0.5), p95: at(0.95) };
}

function time(runs: number, fn: () => void): { median: number; p95: number } {
  for (let i = 0; i < Math.min(50, runs); i++) fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    samples.push(performance.now() - start);
  }
  return stats(samples);
}

const ms = (x: number) => `${x.toFixed(3)} ms`;

function cartInput(): CartTotalsInput {
  const lines = Array.from({ length: 100 }, (_, i) => ({
    id: i + 1,
    category: (i % 7) + 1,
    price: milli(1_250 + ((i * 7_919) % 90_000)),
    qty: (i % 4) + 1,
  }));
  return {
    lines,
    coupon: {
      id: 1,
      discount_value_type: "percentage",
      discount_value: 12.5,
      categories: [1, 3, 5],
      products: [2, 4, 8],
      min_order_value: milli(50_000),
      max_discount_value: milli(250_000),
      free_delivery: true,
    },
    orderType: "delivery",
    deliveryFees: milli(10_000),
    namedDiscounts: [{ id: "promotion", label: "plugin.promotion", amount: milli(3500) }],
    tips: milli(0),
    settings: {
      price_decimal_places: 2,
      cart_subtotal_include_tax: false,
      minimum_order_amount: milli(75_000),
      taxes: [
        { id: 1, name: "VAT", type: "percentage", rate: 5 },
        { id: 2, name: "Municipality", type: "percentage", rate: 7.5 },
        { id: 3, name: "Service", type: "fixed", rate: 2 },
      ],
    },
  };
}

function products(count: number) {
  const pad = (n: number) => String(n).padStart(2, "0");
  return Array.from({ length: count }, (_, i) => {
    let hours: ItemHours = [];
    if (i % 3 === 1) {
      hours = [
        [1, 2, 3, 4, 5].map((day) => ({ day, from_hour: `${pad(6 + (i % 6))}:00:00`, to_hour: i % 2 ? "00:00:00" : "22:30:00" })),
        [],
      ];
    } else if (i % 3 === 2) {
      hours = [
        [{ day: (i % 7) + 1, from_hour: "18:00:00", to_hour: "02:00:00" }],
        [
          { start: "2026-12-24", end: "2026-12-26" },
          { start: `2026-0${(i % 9) + 1}-10T12:00:00`, end: `2026-0${(i % 9) + 1}-10T15:00:00` },
        ],
      ];
    }
    return { id: i, category: i % 40, name: `Product ${i}`, product_hours: hours };
  });
}

/** Runs the benchmark and returns its report lines. */
export async function runRulesBench(): Promise<string[]> {
  const lines: string[] = [];
  const input = cartInput();
  const totals = time(2_000, () => computeCartTotals(input));
  lines.push(`cart totals, 100 lines + coupon + 3 taxes: median ${ms(totals.median)}, p95 ${ms(totals.p95)} (2000 runs)`);

  const store = createCartStore({
    context: { ...input.settings, enable_delivery: true, payment_enabled: true },
    newId: (() => {
      let n = 0;
      return () => `line-${++n}`;
    })(),
  });
  for (const l of input.lines) {
    store.actions.addItem({ ...l, name: "x", sku: null, image: null, max_qty: null, special_instructions: "", variations: [], combo_groups: [] });
  }
  store.actions.applyCoupon(input.coupon!);
  let q = 1;
  const action = time(1_000, () => store.actions.changeQuantity("line-50", (q++ % 4) + 1));
  lines.push(`cart store changeQuantity (recompute), 100 lines: median ${ms(action.median)}, p95 ${ms(action.p95)} (1000 runs)`);

  const T = await loadTemporal();
  const now = Date.UTC(2026, 4, 6, 9, 15);
  const clock = time(500, () => wallClockAt(T, now, "Asia/Dubai"));
  lines.push(`venue wall clock (Temporal polyfill, once per check): median ${ms(clock.median)}, p95 ${ms(clock.p95)} (500 runs)`);

  const catalogue = products(3_000);
  const c = wallClockAt(T, now, "Asia/Dubai");
  const coldStart = performance.now();
  const open = availableProducts(catalogue, c).length;
  const cold = performance.now() - coldStart;
  lines.push(`availability of 3000 products, first pass (compiles schedules): ${ms(cold)} (${open} available)`);
  const warm = time(500, () => availableProducts(catalogue, wallClockAt(T, now, "Asia/Dubai")));
  lines.push(`availability of 3000 products incl. the clock: median ${ms(warm.median)}, p95 ${ms(warm.p95)} (500 runs)`);
  return lines;
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  for (const line of await runRulesBench()) console.log(line);
}
