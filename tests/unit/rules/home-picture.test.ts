import { describe, expect, it } from "vitest";
import { homeCategories, homeLcpImage, venueClock } from "../../../engine/rules";
import { loadDemoMenu } from "../../support/demo-menu";

const demo = loadDemoMenu();
const at = (iso: string) => venueClock(demo.timezone, Date.parse(iso));

/** /home's largest picture is the first card's that the grid draws at the venue's clock (engine/rules/home-picture.ts). */
describe("homeLcpImage", () => {
  it("is breakfast's picture while breakfast is served, and the next card's after it", async () => {
    expect(homeLcpImage(demo, await at("2026-11-23T08:30:00+04:00"))).toMatch(/\/breakfast\.svg$/);
    expect(homeLcpImage(demo, await at("2026-11-23T12:00:00+04:00"))).toMatch(/\/chefs-specials\.svg$/);
  });

  it("is always the picture of the first card the grid draws at that clock", async () => {
    for (const hour of ["00", "06", "07", "11", "12", "18", "23"]) {
      const clock = await at(`2026-11-23T${hour}:30:00+04:00`);
      const [first] = homeCategories(demo.categories, demo.home_display_all_categories, clock);
      expect(homeLcpImage(demo, clock), `at ${hour}:30`).toBe(first ? `${first.image?.product}` : null);
    }
  });

  it("skips a card whose picture is hidden, and asks for none when the format shows no pictures", async () => {
    const noon = await at("2026-11-23T12:00:00+04:00");
    const [first, second] = homeCategories(demo.categories, demo.home_display_all_categories, noon);
    const hidden = { ...demo, categories: demo.categories.map((c) => (c.id === first!.id ? { ...c, hidden_image: true } : c)) };
    expect(homeLcpImage(hidden, noon)).toBe(second!.image?.product);
    for (const format of [2, 4] as const) expect(homeLcpImage({ ...demo, home_view_format: format }, noon)).toBeNull();
  });
});
