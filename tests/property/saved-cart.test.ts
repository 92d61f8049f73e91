import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { milli } from "../../schemas/money";
import { cartKey, createCartStore, type CartLine } from "../../engine/cart";
import { MemoryStorage } from "../support/memory-storage";

/** Lines as the app saves them. */
const line: fc.Arbitrary<CartLine> = fc.record({
  uuid: fc.uuid(),
  id: fc.oneof(fc.nat(10_000), fc.string({ maxLength: 6 })),
  category: fc.option(fc.nat(50), { nil: null }),
  name: fc.string({ maxLength: 20 }),
  sku: fc.option(fc.string({ maxLength: 8 }), { nil: null }),
  image: fc.option(fc.webUrl(), { nil: null }),
  price: fc.integer({ min: 0, max: 10_000_000 }).map(milli),
  qty: fc.integer({ min: 1, max: 20 }),
  max_qty: fc.option(fc.integer({ min: 1, max: 50 }), { nil: null }),
  special_instructions: fc.string({ maxLength: 20 }),
  variations: fc.array(
    fc.record({ name: fc.string({ maxLength: 8 }), values: fc.array(fc.record({ id: fc.nat(99), name: fc.string({ maxLength: 8 }), selected: fc.boolean() }), { maxLength: 3 }) }),
    { maxLength: 2 },
  ),
  combo_groups: fc.constant([]),
});

const LINE_FIELDS = ["uuid", "id", "category", "name", "sku", "image", "price", "qty", "max_qty", "special_instructions", "variations"] as const;
const CORE_FIELDS = ["uuid", "id", "category", "name", "price", "qty", "variations", "combo_groups"] as const;
/** What a tampered field may become: any JSON value, or gone. */
const tampering = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant(undefined));

function restore(saved: unknown): CartLine[] {
  const session = new MemoryStorage();
  session.setItem(cartKey(), JSON.stringify(saved));
  return [...createCartStore({ storages: { session } }).state.products];
}

describe("restoring a saved cart (property)", () => {
  it("a cart saved by the app comes back exactly", () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 6 }), (lines) => {
        expect(restore({ version: 2, products: lines })).toEqual(lines);
      }),
      { numRuns: 150 },
    );
  });

  it("after one field of one line is tampered with, every restored line is one that was saved, untouched lines all stay", () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 5 }),
        fc.nat(),
        fc.constantFrom(...LINE_FIELDS),
        tampering,
        (lines, which, field, value) => {
          const target = which % lines.length;
          const saved = lines.map((l, i) => (i === target ? { ...l, [field]: value } : l));
          const restored = restore({ version: 2, products: saved });
          const untouched = lines.filter((_, i) => i !== target);
          for (const l of untouched) expect(restored).toContainEqual(l);
          expect(restored.length).toBeGreaterThanOrEqual(untouched.length);
          // Nothing guessed: what identifies and prices a line (and its options) comes back exactly as saved,
          // or the line is gone; only the optional extras (sku, image, max_qty, instructions) fall back.
          const core = (l: object) => CORE_FIELDS.map((f) => JSON.stringify((l as Record<string, unknown>)[f]));
          const savedCores = saved.map((l) => core(l).join("|"));
          for (const l of restored) expect(savedCores).toContain(core(l).join("|"));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("any JSON at all restores without throwing, to lines that each read exactly", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (saved) => {
        for (const l of restore(saved)) {
          expect(Number.isSafeInteger(l.price)).toBe(true);
          expect(Number.isInteger(l.qty) && l.qty >= 1).toBe(true);
          expect(typeof l.name).toBe("string");
        }
      }),
      { numRuns: 300 },
    );
    expect(restore({ version: 2, products: { 0: { uuid: "x" } } })).toEqual([]);
  });
});
