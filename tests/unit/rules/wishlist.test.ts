import { describe, expect, it } from "vitest";
import { wishlistEnabled } from "../../../engine/rules/wishlist";

describe("wishlist (menu spec section 4: table-order flag for t/r/a URLs, the general flag otherwise)", () => {
  it("follows enable_wishlist without a table, room or area", () => {
    expect(wishlistEnabled({ enable_wishlist: true, enable_wishlist_table_orders: false }, null)).toBe(true);
    expect(wishlistEnabled({ enable_wishlist: false, enable_wishlist_table_orders: true }, null)).toBe(false);
  });
  it("follows enable_wishlist_table_orders once the cart holds a location", () => {
    expect(wishlistEnabled({ enable_wishlist: true, enable_wishlist_table_orders: false }, "7")).toBe(false);
    expect(wishlistEnabled({ enable_wishlist: false, enable_wishlist_table_orders: true }, "7")).toBe(true);
  });
  it("is off when the venue says nothing", () => {
    expect(wishlistEnabled({}, null)).toBe(false);
    expect(wishlistEnabled({ enable_wishlist: null }, "Table 7")).toBe(false);
  });
});
