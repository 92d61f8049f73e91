import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { milli } from "../../schemas/money";
import { checkSplit, evenSplit } from "../../engine/rules/split-payment";
import { tipPresets } from "../../engine/rules/tips";
import { createHashids } from "../../engine/rules/hashids";
import { compareVersions } from "../../engine/rules/version";

describe("split payment", () => {
  it("split amounts always sum to the balance due", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), fc.integer({ min: -3, max: 10 }), fc.integer({ min: 0, max: 3 }), (balance, guests, d) => {
        const shares = evenSplit(milli(balance), guests, d);
        expect(shares.length).toBeGreaterThanOrEqual(2);
        expect(shares.length).toBeLessThanOrEqual(6);
        expect(shares.reduce((s, x) => s + x, 0)).toBe(balance);
        expect(shares.every((s) => s >= 0)).toBe(true);
        const unit = 10 ** (3 - d);
        if (balance >= shares.length * unit) expect(checkSplit(shares, milli(balance), d)).toEqual({ valid: true });
      }),
    );
  });
});

describe("tips", () => {
  it("presets are non-negative, increasing, at the menu's rounding", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 3 }), (total, d) => {
        const amounts = tipPresets(milli(total), d).map((p) => p.amount);
        const unit = d === 3 ? 1 : 10;
        expect(amounts[0]).toBe(0);
        for (let i = 1; i < amounts.length; i++) expect(amounts[i]!).toBeGreaterThanOrEqual(amounts[i - 1]!);
        for (const a of amounts) expect(a % unit).toBe(0);
      }),
    );
  });
});

describe("location hashes and versions", () => {
  it("Hashids decodes what it encodes, for any salt and minimum length", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.integer({ min: 0, max: 20 }), fc.array(fc.nat({ max: 1e9 }), { minLength: 1, maxLength: 3 }), (salt, min, numbers) => {
        const codec = createHashids(salt, min);
        const id = codec.encode(numbers);
        expect(id.length).toBeGreaterThanOrEqual(min);
        expect(codec.decode(id)).toEqual(numbers);
      }),
      { numRuns: 60 },
    );
  });
  it("version comparison is antisymmetric and reflexive", () => {
    const version = fc.array(fc.nat(200), { minLength: 1, maxLength: 4 }).map((p) => p.join("."));
    fc.assert(
      fc.property(version, version, (a, b) => {
        expect(compareVersions(a, b)).toBe(-compareVersions(b, a) || 0);
        expect(compareVersions(a, a)).toBe(0);
      }),
    );
  });
});
