import { describe, expect, it } from "vitest";
import fs from "node:fs";
import { decodeMenuData } from "../../../schemas/menu";
import { isSafeUrl } from "../../../schemas/fields";

const demo = (): Record<string, any> => JSON.parse(fs.readFileSync("server/venues/demo/venue.json", "utf8")); // eslint-disable-line @typescript-eslint/no-explicit-any

function read(change: (menu: Record<string, any>) => void) { // eslint-disable-line @typescript-eslint/no-explicit-any
  const menu = demo();
  change(menu);
  const decoded = decodeMenuData(menu);
  if (!decoded.ok) throw new Error(decoded.problems.map((p) => p.text).join("\n"));
  return { menu: decoded.value, repairs: decoded.repairs.map((r) => r.text) };
}

describe("values a back office sends that took the whole venue offline (issue 9 §1)", () => {
  it("addtocart_redirect '' or 'home' reads as its default 'cart', as a repair", () => {
    for (const value of ["", "home"]) {
      const { menu, repairs } = read((m) => (m["addtocart_redirect"] = value));
      expect(menu.addtocart_redirect).toBe("cart");
      expect(repairs).toEqual(['addtocart_redirect: expected one of "cart", "back", "other"; read as the default']);
    }
  });
  it("a tax type 'Percentage' is a percentage tax", () => {
    expect(read((m) => (m["taxes"][0].type = "Percentage")).menu.taxes[0]?.type).toBe("percentage");
  });
  it("a closing rule ending in Z, or with only a start, is dropped as a repair; the menu shows", () => {
    const { menu, repairs } = read((m) => (m["closing_rules"] = [{ start: "2026-12-24T00:00:00Z", end: "2026-12-25" }, { start: "2026-12-31" }]));
    expect(menu.closing_rules).toEqual([]);
    expect(repairs).toHaveLength(2);
  });
  it("to_hour '24:00:00' is the next midnight, '7:00:00' is 07:00:00, a Sunday sent as 0 is 7", () => {
    const { menu, repairs } = read((m) => (m["opening_hours"] = [{ day: 0, from_hour: "7:00:00", to_hour: "24:00:00" }]));
    expect(menu.opening_hours).toEqual([{ day: 7, from_hour: "07:00:00", to_hour: "00:00:00" }]);
    expect(repairs).toEqual([]);
  });
  it("home_view_format '1' is 1; variation math 'plus' is '+'", () => {
    expect(read((m) => (m["home_view_format"] = "1")).menu.home_view_format).toBe(1);
    const { menu } = read((m) => (m["variations"][0].values[0].math = "plus"));
    expect(menu.variations[0]?.values[0]?.math).toBe("+");
  });
  it("switches read what they say; a number sent for a text reads as its digits; PHP's {} is an empty list", () => {
    const { menu, repairs } = read((m) => {
      m["enable_order"] = "false";
      m["enable_search"] = "1";
      m["products"][0].sku = 1001;
      m["promotions"] = {};
    });
    expect([menu.enable_order, menu.enable_search, menu.products[0]?.sku, menu.promotions]).toEqual([false, true, "1001", []]);
    expect(repairs).toEqual([]);
  });
  it("display_currency '1' means show the currency, not a label '1'", () => {
    expect(read((m) => (m["display_currency"] = "1")).menu.display_currency).toBe(true);
  });
  it("a product with an unreadable price is dropped, never shown at a guessed price", () => {
    const { menu, repairs } = read((m) => (m["products"][12].price = "12,50"));
    expect(menu.products.map((p) => p.id)).not.toContain(demo()["products"][12].id);
    expect(repairs).toEqual(["products[12].price: expected a number; products[12] dropped"]);
  });
  it("a product in a category the menu lacks, and a link to a missing variation value, are dropped", () => {
    const { menu, repairs } = read((m) => {
      m["products"][2].category = 999;
      const withLinks = m["products"].findIndex((p: { product_variations?: unknown[] }) => (p.product_variations ?? []).length > 0);
      m["products"][withLinks].product_variations[0].variation_value = 99999;
    });
    expect(menu.products).toHaveLength(demo()["products"].length - 1);
    expect(repairs).toContain("products[2].category: no category 999 on the menu; products[2] dropped");
    expect(repairs.filter((line) => /^products\[\d+\]\.product_variations\[0\]: names a variation value the menu does not have; dropped$/.test(line))).toHaveLength(1);
  });
});

describe("addresses the venue supplies are checked by scheme", () => {
  it.each([
    ["https://example.com/a.jpg", "image", true],
    ["/media/demo/a.svg", "image", true],
    ["data:image/png;base64,AAAA", "image", true],
    ["data:image/svg+xml,<svg onload=x>", "image", false],
    ["data:text/html,<script>", "image", false],
    ["tel:+97150000000", "link", true],
    ["mailto:hi@example.com", "link", true],
    ["javascript:alert(1)", "link", false],
    [" JavaScript:alert(1)", "link", false],
    ["data:text/html,x", "link", false],
    ["file:///etc/passwd", "media", false],
  ] as const)("%s as %s: %s", (url, use, safe) => {
    expect(isSafeUrl(url, use)).toBe(safe);
  });
  it("an unsafe link or video reads as none, reported; a safe one stays", () => {
    const { menu, repairs } = read((m) => {
      m["products"][0].external_link = "javascript:alert(1)";
      m["products"][1].video_file = "data:video/mp4;base64,AAAA";
      m["categories"][1].external_link = "tel:+97150000000";
    });
    expect([menu.products[0]?.external_link, menu.products[1]?.video_file, menu.categories[1]?.external_link]).toEqual([null, null, "tel:+97150000000"]);
    expect(repairs).toEqual([
      "products[0].external_link: not a safe address (javascript:alert(1)); removed",
      "products[1].video_file: not a safe address (data:video/mp4;base64,AA…); removed",
    ]);
  });
});

describe("image objects without an address", () => {
  it("read as no image: the product stays", () => {
    const { menu, repairs } = read((m) => {
      m["products"][0].images = [{ image: { product: null } }, { image: {} }];
      m["categories"][0].image = {};
    });
    expect(menu.products[0]?.images.map((i) => i.image.product)).toEqual(["", ""]);
    expect(menu.categories[0]?.image).toEqual({ product: "" });
    expect(repairs).toEqual([]);
  });
});
