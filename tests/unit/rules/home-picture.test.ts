import { describe, expect, it } from "vitest";
import { homeCategories, homeLargestPictureCard, homeLcpImage, venueClock } from "../../../engine/rules";
import { loadDemoMenu } from "../../support/demo-menu";

const demo = loadDemoMenu();
const at = (iso: string) => venueClock(demo.timezone, Date.parse(iso));

/** Cards of a grid: "h" a half-width card, "F" a full-width one, "-" after either: its picture hidden. */
const cards = (layout: string) =>
  layout.split(" ").map((card, index) => ({ id: index, fullwidth: card.startsWith("F"), hidden_image: card.endsWith("-"), image: { product: `/media/${index}.svg` } }));
const largestOf = (layout: string, format = 1) => homeLargestPictureCard(cards(layout), format, null)?.id;

/** /home's largest picture, by the grid's placement on a phone (engine/rules/home-picture.ts). */
describe("homeLargestPictureCard", () => {
  it("is a full-width card's in the first two rows: a half-width row before it, or a half-width card alone", () => {
    expect(largestOf("F h h")).toBe(0);
    expect(largestOf("h F h")).toBe(1);
    expect(largestOf("h h F")).toBe(2);
    expect(largestOf("h h F F")).toBe(2);
  });

  it("is the first card's when no full-width card starts in the first two rows", () => {
    expect(largestOf("h h h h F")).toBe(0);
    expect(largestOf("h h h F")).toBe(0); // the third card fills row 1's first half; the full-width card starts row 2
    expect(largestOf("F- h F")).toBe(1); // row 0 has no picture, row 1 two halves, the second full-width one row 2
    expect(largestOf("h h h h")).toBe(0);
  });

  it("skips a card whose picture is hidden, and asks for none in the formats without pictures", () => {
    expect(largestOf("h F- h h F")).toBe(0);
    expect(largestOf("h- h F")).toBe(2);
    expect(largestOf("h- h- h h")).toBe(2);
    for (const format of [2, 4]) expect(largestOf("h F", format)).toBeUndefined();
  });

  it("is the first card's in a list, whose pictures are all one size", () => {
    expect(largestOf("h F", 3)).toBe(0);
    expect(largestOf("h- F", 3)).toBe(1);
  });
});

describe("homeLcpImage", () => {
  it("is the demo's Mezze at every hour: its first full-width card, in the second row under breakfast or the chef's specials", async () => {
    for (const hour of ["00", "06", "08", "11", "12", "18", "23"]) {
      const clock = await at(`2026-11-23T${hour}:30:00+04:00`);
      const drawn = homeCategories(demo.categories, demo.home_display_all_categories, clock);
      expect(homeLcpImage(demo, clock) ?? "none", `at ${hour}:30`).toMatch(drawn.length > 0 ? /\/mezze\.webp$/ : /^none$/);
    }
  });

  it("counts only the cards drawn at the venue's clock", async () => {
    const morning = await at("2026-11-23T08:30:00+04:00");
    const noon = await at("2026-11-23T12:00:00+04:00");
    const drawn = (clock: typeof noon) => homeCategories(demo.categories, demo.home_display_all_categories, clock).map((c) => c.id);
    expect(drawn(morning)).toContain(1); // breakfast
    expect(drawn(noon)).not.toContain(1);
    // One more half-width card before Mezze: in the morning three of them push Mezze to the third row, at noon two
    // leave it in the second.
    const [breakfast, chefs, ...rest] = demo.categories;
    const oneMoreHalf = { ...demo, categories: [breakfast!, chefs!, { ...chefs!, id: 99 }, ...rest] };
    expect(homeLcpImage(oneMoreHalf, morning)).toMatch(/\/breakfast\.webp$/);
    expect(homeLcpImage(oneMoreHalf, noon)).toMatch(/\/mezze\.webp$/);
  });

  it("asks for none when the format shows no pictures", async () => {
    const noon = await at("2026-11-23T12:00:00+04:00");
    for (const format of [2, 4] as const) expect(homeLcpImage({ ...demo, home_view_format: format }, noon)).toBeNull();
  });
});
