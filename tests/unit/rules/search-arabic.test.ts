import { describe, expect, it } from "vitest";
import { matchesSearchTerm } from "../../../engine/rules/search";

describe("search ignores Arabic vowel marks as it ignores case (doc 1 §5: case-insensitive substring)", () => {
  it("finds a name written with a shadda from a term typed without it, and the other way round", () => {
    expect(matchesSearchTerm("حمّص بالشمندر", "حمص")).toBe(true);
    expect(matchesSearchTerm("حمص", "حمّص")).toBe(true);
    expect(matchesSearchTerm("قهوة عربيّة", "عربية")).toBe(true);
  });

  it("still tells different letters apart", () => {
    expect(matchesSearchTerm("حمّص", "حمض")).toBe(false);
    expect(matchesSearchTerm("Hummus", "HUM")).toBe(true);
  });
});

describe("search split for speed: what may show per clock, then the filter per keystroke", () => {
  it("gives the same results as searchProducts", async () => {
    const { loadTemporal } = await import("../../../engine/rules/temporal");
    const { wallClockAt } = await import("../../../engine/rules/wall-clock");
    const { filterSearchable, searchableProducts, searchProducts } = await import("../../../engine/rules/search");
    const clock = wallClockAt(await loadTemporal(), Date.UTC(2026, 0, 5, 6, 0), "Asia/Dubai");
    const night = [[{ day: 1, from_hour: "18:00:00", to_hour: "00:00:00" }], []] as const;
    const products = [
      { id: 1, category: 1, name: "Hummus", properties: [1] },
      { id: 2, category: 1, name: "Beetroot hummus", properties: [2] },
      { id: 3, category: 2, name: "Hummus combo", properties: [1] },
      { id: 4, category: 1, name: "Night hummus", properties: [1], product_hours: night },
      { id: 5, category: 1, name: "Hidden hummus", properties: [1], disable_link: true },
    ];
    const categories = [{ id: 1 }, { id: 2, enable_special_category: true }];
    const searchable = searchableProducts(products, categories, clock);
    for (const state of [
      { searchTerm: "", checkedProperties: [] },
      { searchTerm: "HUM", checkedProperties: [] },
      { searchTerm: "hum", checkedProperties: [1] },
      { searchTerm: "x", checkedProperties: [] },
    ]) {
      expect(filterSearchable(searchable, state)).toEqual(searchProducts(products, state, categories, clock));
    }
    expect(filterSearchable(searchable, { searchTerm: "hum", checkedProperties: [] }).map((p) => p.id)).toEqual([1, 2]);
  });
});
